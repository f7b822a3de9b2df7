/**
 * One scene per service, 800 by 600.
 */
import { FOLIAGE, HILL, P, evening, moon, svg } from './palette'
import { at, boxes, circle, clip, d, el, ellipse, group, lin, path, poly, rad, random, rect, stroke, text } from './svg-markup'
import { car, person } from './people-and-vehicles'
import { detect, feed, grid4, monitor, phone, phoneClip } from './screens'
import { dome, doorbell, keycard, nvr, reader, turret } from './equipment'
import { house, stars, tree } from './scenery'

export function svcInstallation(title: string): string {
  const defs =
    evening() +
    '<pattern id="brick" width="64" height="28" patternUnits="userSpaceOnUse"><rect width="64" height="28" fill="#6b3f35"/><path d="M0 1h64M0 15h64M16 1v14M48 15v13" stroke="#8a6a60" stroke-width="2"/></pattern>'
  let rungs = ''
  for (let y = 256; y < 600; y += 44) rungs += d`M396 ${y}h76`
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#sky)') +
      moon(690, 110, 40) +
      stars(24, 800, 300, 12) +
      path('M500 470q80-40 160-20t140 0V600H500z', HILL) +
      tree(640, 500, 1.1, FOLIAGE) +
      rect(0, 120, 520, 480, 'url(#brick)') +
      rect(508, 120, 14, 480, P.s6) +
      poly([0, 60, 560, 60, 560, 120, 0, 120], P.s7) +
      rect(0, 112, 560, 12, P.s3) +
      rect(40, 250, 160, 180, P.s3) +
      rect(52, 262, 136, 156, 'url(#win)') +
      path('M120 262v156M52 340h136', 'none', stroke(P.s3, 6)) +
      ellipse(120, 340, 150, 130, 'url(#glow)', { opacity: 0.45 }) +
      poly([476, 150, 490, 150, 800, 520, 800, 600, 640, 600], 'url(#fov)', { opacity: 0.5 }) +
      dome(482, 128, 1.6) +
      path('M396 210V600M472 210V600' + rungs, 'none', stroke(P.s6, 9, { 'stroke-linecap': 'round' })) +
      person(436, 432, 1.3, P.navy, 'reach') +
      path('M416 232a20 17 0 0 1 40 0z', P.blue5) +
      rect(412, 230, 48, 5, P.blue, { rx: 2 }) +
      rect(414, 344, 44, 10, P.amber, { rx: 3 }) +
      rect(250, 540, 90, 50, P.blue, { rx: 6 }) +
      rect(250, 540, 90, 14, P.blue5, { rx: 6 }) +
      rect(282, 530, 26, 12, 'none', { ...stroke(P.s7, 4), rx: 4 }) +
      rect(0, 588, 800, 12, P.s5),
    defs,
  )
}
export function svcMonitoring(title: string): string {
  const defs =
    lin('bg', [
      [0, '#0f2a50'],
      [1, P.navy],
    ]) +
    lin('desk', [
      [0, '#2a3d5c'],
      [1, '#15233a'],
    ]) +
    phoneClip('pc', 120, 230)
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      ellipse(400, 250, 420, 260, 'url(#glowB)', { opacity: 0.6 }) +
      monitor(130, 70, 540, 310, grid4(540, 310, ['house', 'lot', 'door', 'aisle'], 40)) +
      rect(403, 70, 267, 152, 'none', stroke(P.amber, 4)) +
      rect(0, 470, 800, 130, 'url(#desk)') +
      nvr(140, 488, 240, 40) +
      rect(430, 500, 200, 18, P.s7, { rx: 4 }) +
      phone(
        650,
        330,
        120,
        230,
        -8,
        feed('lot', 108, 140, 44) +
          rect(0, 140, 108, 80, '#0c1e38') +
          rect(12, 156, 70, 8, P.s4, { rx: 4 }) +
          rect(12, 172, 46, 6, P.s5, { rx: 3 }),
        'pc',
      ),
    defs,
  )
}
export function svcWireless(title: string): string {
  const defs =
    evening() +
    lin(
      'wood',
      [
        [0, '#7a5334'],
        [1, '#5b3d24'],
      ],
      0,
      0,
      1,
      0,
    )
  let boards = ''
  for (let x = 0; x < 800; x += 58) boards += rect(x, 390, 52, 200, 'url(#wood)') + poly([x, 390, x + 26, 372, x + 52, 390], '#7a5334')
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#sky)') +
      moon(130, 110, 42) +
      stars(24, 800, 280, 13) +
      path('M0 380q200-60 420-20t380-10V600H0z', HILL) +
      house(520, 400, 0.55, true) +
      tree(90, 410, 1.1, FOLIAGE) +
      boards +
      rect(0, 480, 800, 12, '#45301c') +
      rect(0, 560, 800, 40, P.deep) +
      rect(320, 250, 64, 350, 'url(#wood)') +
      rect(318, 244, 68, 14, '#45301c', { rx: 3 }) +
      rect(340, 300, 24, 40, P.s4) +
      rect(300, 206, 104, 100, P.white, { rx: 28, ...stroke(P.s4, 2) }) +
      circle(352, 252, 30, P.ink) +
      circle(352, 252, 18, 'url(#lens)') +
      circle(346, 246, 4, P.white, { opacity: 0.8 }) +
      circle(326, 224, 4, P.blue5) +
      circle(380, 290, 5, P.s5) +
      poly([384, 242, 392, 242, 800, 420, 800, 560], 'url(#fovH)', { opacity: 0.5 }) +
      at(
        352,
        170,
        1,
        path(
          'M-26 0a36 36 0 0 1 52 0M-44-18a62 62 0 0 1 88 0M-62-36a88 88 0 0 1 124 0',
          'none',
          stroke(P.blue3, 8, { 'stroke-linecap': 'round' }),
        ) + circle(0, 14, 7, P.blue3),
      ) +
      path('M400 150q90-40 160-40', 'none', stroke(P.blue3, 4, { 'stroke-dasharray': '6 10', 'stroke-linecap': 'round' })),
    defs,
  )
}
export function svcDoorbells(title: string): string {
  let siding = ''
  for (let y = 20; y < 600; y += 30) siding += `M0 ${y}h800`
  const defs =
    lin('wallG', [
      [0, '#1d365b'],
      [1, '#13284a'],
    ]) +
    lin('doorG', [
      [0, '#1e4a8c'],
      [1, '#163a70'],
    ])
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#wallG)') +
      path(siding, 'none', stroke('#000', 3, { opacity: 0.16 })) +
      rect(80, 30, 340, 540, P.s2) +
      rect(104, 54, 292, 520, 'url(#doorG)') +
      path(
        boxes([
          [136, 90, 100, 170],
          [264, 90, 100, 170],
          [136, 300, 100, 230],
          [264, 300, 100, 230],
        ]),
        'none',
        stroke('#102c57', 7),
      ) +
      rect(356, 300, 12, 46, P.amber3, { rx: 5 }) +
      doorbell(468, 210, 1.7) +
      path('M542 250a44 44 0 0 1 0 62M562 232a70 70 0 0 1 0 98', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round', opacity: 0.7 })) +
      circle(640, 120, 120, 'url(#glow)') +
      rect(622, 86, 36, 62, P.s7, { rx: 7 }) +
      rect(629, 96, 22, 40, P.amber2, { rx: 5 }) +
      rect(590, 370, 180, 92, P.white, { rx: 14 }) +
      circle(630, 416, 22, P.blue) +
      path('M620 426h20M622 424q0-18 8-18t8 18z', P.white, stroke(P.white, 3, { 'stroke-linejoin': 'round' })) +
      rect(664, 398, 86, 12, P.navy, { rx: 6 }) +
      rect(664, 420, 60, 10, P.s4, { rx: 5 }) +
      rect(40, 560, 760, 40, P.s6) +
      rect(140, 548, 220, 16, P.s7, { rx: 4 }) +
      rect(430, 470, 130, 90, P.card, { rx: 6 }) +
      rect(430, 470, 130, 20, '#b27830', { rx: 6 }) +
      rect(486, 470, 18, 90, P.amber2, { opacity: 0.7 }),
    defs,
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
export function svcAi(title: string): string {
  const rnd = random(9)
  const nodes: [number, number][] = Array.from({ length: 16 }, () => [rnd() * 800, rnd() * 600])
  let links = ''
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i + 3) % nodes.length] ?? [0, 0]
    links += d`M${x} ${y}L${nx} ${ny}`
  })
  const view = feed('street', 420, 300, 61, false) + car(40, 280, 0.95, P.s3) + person(330, 282, 1.05, '#c5d3e6', 'walk')
  const defs =
    rad(
      'bg',
      [
        [0, '#17325a'],
        [1, '#070f1e'],
      ],
      0.5,
      0.45,
      0.75,
    ) + clip('vc', rect(0, 0, 420, 300))
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      path(links, 'none', stroke(P.blue5, 1.5, { opacity: 0.3 })) +
      group({ fill: P.blue3, opacity: 0.5 }, nodes.map(([x, y]) => circle(x, y, 4)).join('')) +
      poly([150, 150, 150, 180, 330, 440, 330, 140], 'url(#fovH)', { opacity: 0.5 }) +
      turret(110, 110, 2) +
      rect(60, 90, 100, 20, P.s6, { rx: 4 }) +
      rect(322, 132, 436, 316, '#050d1a', { rx: 10 }) +
      el('g', { transform: 'translate(330 140)', 'clip-path': 'url(#vc)' }, view) +
      detect(362, 332, 258, 94, P.blue5, 'VEHICLE', 14) +
      detect(626, 240, 68, 186, P.amber, 'PERSON', 14) +
      rect(330, 470, 420, 56, P.navy, { rx: 10, opacity: 0.9 }) +
      rect(350, 488, 90, 10, P.blue5, { rx: 5 }) +
      rect(350, 506, 60, 8, P.s5, { rx: 4 }) +
      rect(460, 484, 270, 22, '#050d1a', { rx: 11 }) +
      rect(460, 484, 266, 22, P.blue, { rx: 11 }) +
      text(620, 500, '99%', 15, P.white),
    defs,
  )
}
