/**
 * One scene per service, 800 by 600, each showing the work being done or just done, with the
 * same home, van, technician and equipment the hero and case studies draw.
 */
import { FOLIAGE, HILL, P, evening, moon, svg } from './palette'
import { at, circle, d, el, ellipse, lin, path, poly, rad, rect, stroke } from './svg-markup'
import { car, person } from './people-and-vehicles'
import { detect, grid4, monitor } from './screens'
import { doorbell, keycard, nvr, reader, turret } from './equipment'
import { stars, tree } from './scenery'
import { HOME, finishedHome, frontDoor, homeDefs, ladder, litWindows, serviceVan, technician } from './homes'

/** The corner of a sided home under its eave, `w` wide, eave at `top`, ground at 600. */
const homeCorner = (w: number, top: number): string =>
  rect(0, top, w, 600 - top, HOME.wall) +
  rect(0, top, w, 600 - top, 'url(#siding)') +
  poly([0, top - 90, w + 40, top - 10, w + 40, top + 8, 0, top + 8], HOME.roof) +
  poly([0, top - 90, w + 40, top - 10, w + 40, top + 8, 0, top + 8], 'url(#shingle)') +
  rect(0, top, w + 40, 14, HOME.trim)

export function svcInstallation(title: string): string {
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#sky)') +
      moon(700, 90, 34) +
      stars(18, 800, 260, 12) +
      path('M480 470q120-50 320-30V600H480z', HILL) +
      tree(760, 500, 1, FOLIAGE) +
      homeCorner(520, 190) +
      litWindows([[70, 300, 150, 130]], 1) +
      poly([470, 220, 500, 220, 800, 560, 800, 600, 660, 600], 'url(#fov)', { opacity: 0.45 }) +
      turret(462, 204, 1.5) +
      rect(0, 560, 800, 40, '#3c4a60') +
      serviceVan(515, 588, 0.62) +
      ladder(378, 596, 380, 76) +
      technician(428, 476, 1.32, true, 'reach') +
      rect(250, 548, 90, 44, P.blue, { rx: 6 }) +
      rect(250, 548, 90, 12, P.blue5, { rx: 6 }) +
      rect(280, 538, 30, 12, 'none', { ...stroke(P.s7, 4), rx: 4 }),
    evening() + homeDefs(),
  )
}
/** A recorder rack in a utility room, w wide: a PoE switch with its cables, two recorders and a UPS. */
function recorderRack(x: number, y: number, w: number, h: number): string {
  const u = (w - 40) / 8
  let ports = ''
  for (let i = 0; i < 8; i++) ports += d`M${x + 30 + i * u} ${y + 34}h${u * 0.6}v12h${-u * 0.6}z`
  let cables = ''
  for (let i = 0; i < 8; i++)
    cables += d`M${x + 30 + i * u + u * 0.3} ${y + 40}C${x + 30 + i * u} ${y - 20} ${x + w * 0.4 + i * 14} ${y - 40} ${x + w * 0.5 + i * 14} ${y - 80}`
  return (
    rect(x - 14, y - 6, w + 28, h + 12, '#0a1526', { rx: 8 }) +
    rect(x, y, w, h, '#111d33') +
    path(cables, 'none', stroke(P.blue5, 4, { 'stroke-linecap': 'round', opacity: 0.8 })) +
    rect(x + 16, y + 24, w - 32, 32, 'url(#dark)', { rx: 4, ...stroke(P.s6, 1.5) }) +
    path(ports, P.ink) +
    nvr(x + 16, y + 76, w - 32, 56) +
    nvr(x + 16, y + 146, w - 32, 56) +
    rect(x + 16, y + h - 90, w - 32, 76, 'url(#dark)', { rx: 4, ...stroke(P.s6, 1.5) }) +
    rect(x + 36, y + h - 70, 60, 24, P.navy, { rx: 3 }) +
    rect(x + 42, y + h - 64, 36, 8, P.blue3, { opacity: 0.8 })
  )
}
export function svcMonitoring(title: string): string {
  const defs =
    lin('bg', [
      [0, '#1b3356'],
      [1, '#0e1f38'],
    ]) + homeDefs()
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(0, 0, 800, 600, 'url(#siding)', { opacity: 0.5 }) +
      circle(560, 60, 140, 'url(#glow)', { opacity: 0.35 }) +
      ellipse(590, 190, 300, 180, 'url(#glowB)', { opacity: 0.5 }) +
      recorderRack(90, 250, 260, 330) +
      monitor(420, 50, 340, 180, grid4(340, 180, ['house', 'lot', 'door', 'street'], 40), false) +
      rect(0, 580, 800, 20, P.s7) +
      technician(620, 590, 1.95),
    defs,
  )
}
export function svcWireless(title: string): string {
  const defs =
    evening() +
    homeDefs() +
    el(
      'pattern',
      { id: 'fence', width: 58, height: 220, patternUnits: 'userSpaceOnUse', y: 372 },
      rect(0, 18, 52, 202, '#6b4a2e') + poly([0, 18, 26, 0, 52, 18], '#7a5334'),
    )
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#sky)') +
      moon(130, 100, 38) +
      stars(14, 800, 260, 13) +
      path('M0 380q200-60 420-20t380-10V600H0z', HILL) +
      finishedHome(430, 400, 0.42, 'far') +
      rect(0, 372, 800, 220, 'url(#fence)') +
      rect(0, 480, 800, 12, '#45301c') +
      rect(0, 560, 800, 40, P.deep) +
      rect(300, 250, 64, 350, '#7a5334') +
      rect(298, 244, 68, 14, '#45301c', { rx: 3 }) +
      rect(320, 300, 24, 40, P.s4) +
      rect(280, 206, 104, 100, P.white, { rx: 28, ...stroke(P.s4, 2) }) +
      circle(332, 252, 30, P.ink) +
      circle(332, 252, 18, 'url(#lens)') +
      circle(326, 246, 4, P.white, { opacity: 0.8 }) +
      circle(306, 224, 4, P.blue5) +
      poly([364, 242, 372, 242, 800, 420, 800, 560], 'url(#fovH)', { opacity: 0.45 }) +
      at(
        332,
        170,
        1,
        path(
          'M-26 0a36 36 0 0 1 52 0M-44-18a62 62 0 0 1 88 0M-62-36a88 88 0 0 1 124 0',
          'none',
          stroke(P.blue3, 8, { 'stroke-linecap': 'round' }),
        ) + circle(0, 14, 7, P.blue3),
      ) +
      technician(170, 592, 1.8, true),
    defs,
  )
}
export function svcDoorbells(title: string): string {
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, HOME.wallShade) +
      rect(0, 0, 800, 600, 'url(#siding)') +
      rect(0, 0, 800, 24, HOME.trim) +
      frontDoor(110, 540, 1.2) +
      rect(400, 150, 16, 30, P.amber2, { rx: 5 }) +
      circle(408, 165, 90, 'url(#glow)', { opacity: 0.8 }) +
      doorbell(398, 270, 1.1) +
      rect(0, 556, 800, 44, HOME.stone) +
      rect(0, 556, 800, 44, 'url(#stone)') +
      rect(120, 470, 110, 80, P.card, { rx: 6 }) +
      rect(120, 470, 110, 16, '#b27830', { rx: 6 }) +
      rect(166, 470, 16, 80, P.amber2, { opacity: 0.7 }) +
      path('M452 300a40 40 0 0 1 0 60M470 284a64 64 0 0 1 0 92', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round', opacity: 0.8 })) +
      technician(610, 590, 2.2),
    homeDefs(),
  )
}
export function svcAccess(title: string): string {
  const defs =
    lin('wallG', [
      [0, '#1b3356'],
      [1, '#0e1f38'],
    ]) +
    lin('inside', [
      [0, '#2f5a92'],
      [1, '#1a3a68'],
    ])
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#wallG)') +
      rect(0, 0, 800, 36, '#0a1526') +
      circle(120, 40, 110, 'url(#glow)', { opacity: 0.45 }) +
      rect(40, 80, 300, 520, 'url(#inside)') +
      circle(190, 150, 90, 'url(#glow)', { opacity: 0.5 }) +
      rect(60, 330, 150, 28, '#14305a') +
      rect(240, 300, 80, 60, P.blue5, { opacity: 0.35 }) +
      rect(40, 80, 300, 520, P.white, { opacity: 0.08 }) +
      poly([90, 80, 140, 80, 60, 330, 40, 330, 40, 240], P.white, { opacity: 0.08 }) +
      rect(32, 72, 316, 536, 'none', stroke(P.s4, 12)) +
      rect(300, 300, 10, 150, P.s2, { rx: 5 }) +
      reader(380, 220, 1.1) +
      person(640, 600, 2.3, '#081528', 'present', true) +
      keycard(478, 318, 0.9, -8) +
      path('M500 290a30 30 0 0 1 0 52M516 276a50 50 0 0 1 0 80', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round' })) +
      circle(430, 396, 40, 'url(#glowB)') +
      rect(0, 596, 800, 4, P.s6),
    defs,
  )
}
/** A garage of the same home, `w` wide, standing on `ground`: sided wall, eave and a lit garage door. */
const garageFront = (w: number, ground: number): string =>
  homeCorner(w, 150) +
  rect(60, ground - 250, 300, 250, HOME.trim) +
  rect(72, ground - 238, 276, 238, HOME.garage) +
  path(d`M72 ${ground - 180}h276M72 ${ground - 120}h276M72 ${ground - 60}h276`, 'none', stroke('#8f9bb0', 4)) +
  path(d`M96 ${ground - 222}h52v26h-52zM184 ${ground - 222}h52v26h-52zM272 ${ground - 222}h52v26h-52z`, 'url(#win)')
export function svcAi(title: string): string {
  const defs =
    evening() +
    homeDefs() +
    rad('alertG', [
      [0, P.blue5, 0.4],
      [1, P.blue5, 0],
    ])
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#sky)') +
      stars(14, 800, 160, 9) +
      garageFront(430, 520) +
      poly([440, 178, 470, 178, 800, 470, 800, 600, 620, 600], 'url(#fov)', { opacity: 0.35 }) +
      turret(446, 164, 1.3) +
      tree(700, 520, 1.3, FOLIAGE) +
      rect(0, 520, 800, 80, '#3c4a60') +
      car(120, 580, 1.15, P.s3) +
      person(600, 560, 1.25, '#c5d3e6', 'walk', true) +
      detect(118, 450, 306, 138, P.blue5, 'VEHICLE', 20) +
      detect(556, 328, 92, 244, P.amber, 'PERSON', 20),
    defs,
  )
}
