/**
 * Case study banners, 1600 by 700.
 */
import {
  type Attrs,
  at,
  boxes,
  circle,
  clip,
  d,
  el,
  ellipse,
  group,
  lin,
  path,
  poly,
  rad,
  random,
  rect,
  stroke,
  text,
  transform,
} from './svg-markup'
import { FOLIAGE, P, evening, moon, svg } from './palette'
import { PERSON, car, carFront, person } from './people-and-vehicles'
import { bullet, dome, shieldMark, turret } from './equipment'
import { detect, monitor } from './screens'
import { finishedHome, homeDefs, yardSign } from './homes'
import { stars, tree, windowPattern, windows } from './scenery'

export const dusk = (id = 'sky'): string =>
  lin(id, [
    [0, '#06142a'],
    [0.6, P.navy],
    [1, '#2a4a7a'],
  ])
/** Places a drawing defined once in <defs> (id) again; fill is inherited by unfilled shapes. */
export const use = (id: string, x: number, y: number, s = 1, extra: Attrs = {}): string =>
  el('use', { href: `#${id}`, transform: transform(x, y, s), ...extra })
/** A picture defined once as a symbol and shown at any size. */
export const symbol = (id: string, w: number, h: number, body: string): string =>
  el('symbol', { id, viewBox: `0 0 ${w} ${h}`, preserveAspectRatio: 'none' }, body)
export const show = (id: string, x: number, y: number, w: number, h: number): string =>
  el('use', { href: `#${id}`, x, y, width: w, height: h })
/** An unfilled figure, for crowds: colour each copy with fill on the <use>. */
export const figure = (id: string, pose: keyof typeof PERSON = 'stand'): string => el('g', { id }, path(PERSON[pose]) + circle(0, -153, 15))
/** Dark display with a thin frame. */
export const display = (x: number, y: number, w: number, h: number, body: string): string =>
  rect(x - 10, y - 10, w + 20, h + 20, '#050c18', { rx: 12, ...stroke(P.s7, 2) }) + at(x, y, 1, body)
/** A street of finished homes after dark, each with its own cameras throwing infrared over its drive and porch. */
export function csHomeNight(title: string): string {
  const s = 0.6
  const gy = 560
  let street = ''
  for (const x of [40, 560, 1080]) {
    const porch = x + 300 * s
    const garage = x + 776 * s
    street +=
      poly([x + 476 * s, gy, x + 742 * s, gy, x + 800 * s, 640, x + 440 * s, 640], '#2c3a50') +
      use('home', x, gy, s) +
      poly([garage - 4, gy - 180 * s, garage + 4, gy - 180 * s, x + 820 * s, 640, x + 430 * s, 640], 'url(#ir)') +
      poly([porch - 4, gy - 90 * s, porch + 4, gy - 90 * s, porch + 70, gy + 30, porch - 90, gy + 30], 'url(#ir)')
  }
  const defs =
    el('g', { id: 'home' }, finishedHome(0, 0, 1, 'far')) +
    dusk() +
    homeDefs() +
    lin('ir', [
      [0, P.white, 0.4],
      [1, P.blue3, 0.04],
    ])
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, 'url(#sky)') +
      stars(12, 1600, 200, 8) +
      circle(1500, 80, 70, 'url(#glowW)', { opacity: 0.25 }) +
      circle(1500, 80, 22, P.amber2) +
      path('M0 440q300-60 620-30t980-30V600H0z', '#0b1d38') +
      rect(0, gy - 6, 1600, 86, 'url(#lawnG)') +
      tree(520, gy + 6, 1.1, '#0a1d38') +
      tree(1050, gy + 6, 1, '#0a1d38') +
      street +
      yardSign(470, 620, 0.7) +
      rect(0, 640, 1600, 10, '#1c3357') +
      rect(0, 650, 1600, 50, '#07152a') +
      path('M0 680h1600', 'none', stroke(P.amber3, 4, { 'stroke-dasharray': '40 30', opacity: 0.4 })),
    defs,
  )
}

export function csCity(title: string): string {
  const rnd = random(21)
  let skyline = ''
  let x = 0
  while (x < 1090) {
    const w = Math.round(80 + rnd() * 80)
    const h = Math.round(160 + rnd() * 240)
    skyline +=
      rect(x, 560 - h, w - 6, h, rnd() > 0.5 ? '#10284a' : '#0d2240') +
      rect(x + 8, 578 - h, w - 22, h - 30, rnd() > 0.5 ? 'url(#wa)' : 'url(#wb)')
    x += w
  }
  const poles = [150, 420, 690, 960]
  const mini =
    rect(0, 0, 130, 90, '#1a365f') +
    path('M8 62V30h24v32zM40 62V14h28v48zM76 62V38h20v24z', '#0f2747') +
    rect(0, 62, 130, 28, '#0b1a30') +
    path('M0 76h130', 'none', stroke(P.amber3, 2, { 'stroke-dasharray': '8 8' })) +
    circle(8, 8, 3, P.amber)
  let wall = ''
  for (let i = 0; i < 6; i++) wall += show('m', 1160 + (i % 3) * 136, 150 + Math.floor(i / 3) * 96, 130, 90)
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, 'url(#sky)') +
      circle(600, 700, 620, 'url(#glowB)', { opacity: 0.35 }) +
      skyline +
      rect(0, 560, 1600, 140, '#081528') +
      path('M0 630h1600', 'none', stroke(P.amber3, 4, { 'stroke-dasharray': '50 40', opacity: 0.5 })) +
      path(
        poles.map((p) => d`M${p + 40} 396Q${(p + 1150) / 2} ${250 - p / 10} 1150 ${300}`).join(''),
        'none',
        stroke(P.blue5, 3, { 'stroke-dasharray': '2 10', 'stroke-linecap': 'round' }),
      ) +
      poles.map((p) => use('lp', p, 380)).join('') +
      rect(1130, 110, 440, 250, '#050c18', { rx: 14, ...stroke(P.s6, 2) }) +
      rect(1150, 126, 160, 12, P.s3, { rx: 6 }) +
      wall +
      rect(1432, 246, 130, 90, 'none', stroke(P.amber, 4)) +
      car(300, 660, 0.8, P.s4) +
      car(1100, 690, 0.9, P.blue, true),
    dusk() +
      windowPattern('wa', 1) +
      windowPattern('wb', 2) +
      symbol('m', 130, 90, mini) +
      el(
        'g',
        { id: 'lp' },
        rect(-5, 0, 10, 250, P.s6) +
          path('M0 4q0-24 30-24h24', 'none', stroke(P.s6, 8)) +
          rect(48, -26, 44, 12, P.s5, { rx: 5 }) +
          circle(70, -8, 60, 'url(#glow)', { opacity: 0.7 }) +
          bullet(5, 30, 0.7, false, 24),
      ),
  )
}
export function csRetail(title: string): string {
  const rnd = random(7)
  const goods: Record<string, [number, number, number, number][]> = { [P.blue5]: [], [P.s2]: [], [P.amber]: [] }
  const colors = Object.keys(goods)
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 30; c++) goods[colors[Math.floor(rnd() * 3)] ?? P.s2]?.push([20 + c * 52, 186 + r * 90, 36, 44])
  const lane = (x: number, n: string): string =>
    person(x + 300, 560, 1.05, '#0a1628') +
    rect(x, 470, 380, 110, '#2c4a74') +
    rect(x - 6, 458, 392, 14, P.s4) +
    rect(x + 10, 446, 240, 12, P.ink, { rx: 6 }) +
    path(
      boxes([
        [x + 40, 426, 30, 20],
        [x + 90, 432, 40, 14],
        [x + 150, 424, 24, 22],
      ]),
      P.s3,
    ) +
    rect(x + 256, 404, 8, 56, P.s6) +
    rect(x + 226, 370, 70, 44, P.s8, { rx: 6 }) +
    rect(x + 232, 376, 58, 30, P.blue5, { opacity: 0.6 }) +
    rect(x + 366, 240, 8, 220, P.s5) +
    rect(x + 342, 206, 56, 40, P.amber, { rx: 8 }) +
    text(x + 358, 236, n, 26, P.navy) +
    poly([x + 184, 108, x + 196, 108, x + 330, 460, x + 40, 460], 'url(#fov)', { opacity: 0.35 }) +
    dome(x + 190, 92, 1.2)
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, '#132a4a') +
      rect(0, 150, 1600, 300, '#173358') +
      Object.entries(goods)
        .map(([c, list]) => path(boxes(list), c, { opacity: 0.7 }))
        .join('') +
      path('M0 232h1600M0 322h1600M0 412h1600', 'none', stroke(P.s6, 8)) +
      rect(0, 0, 1600, 92, '#0b1a30') +
      path(
        boxes([
          [160, 52, 200, 10],
          [640, 52, 200, 10],
          [1120, 52, 200, 10],
        ]),
        P.amber2,
      ) +
      rect(0, 450, 1600, 250, '#1b3357') +
      lane(80, '1') +
      lane(560, '2') +
      person(520, 700, 1.7, '#060e1c', 'walk') +
      path('M570 520H410l18 70h126l20-90h22M440 612h110', 'none', stroke(P.s4, 6, { 'stroke-linejoin': 'round' })) +
      path('M424 540h140M430 562h128', 'none', stroke(P.s4, 3)) +
      circle(446, 630, 10, P.s5) +
      circle(540, 630, 10, P.s5),
  )
}
export function csSchool(title: string): string {
  const defs = evening()
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, 'url(#sky)') +
      moon(1440, 110, 46) +
      stars(16, 1600, 240, 14) +
      rect(300, 260, 1000, 340, '#2c4a74') +
      rect(660, 160, 280, 440, '#23406a') +
      poly([640, 170, 800, 80, 960, 170], P.navy) +
      circle(800, 200, 40, P.s1) +
      path('M800 200v-24M800 200l16 10', 'none', stroke(P.navy, 5, { 'stroke-linecap': 'round' })) +
      rect(280, 244, 1040, 18, P.navy) +
      windows(340, 300, 6, 2, 36, 70, 14, 3, 0.45) +
      windows(980, 300, 6, 2, 36, 70, 14, 4, 0.45) +
      rect(720, 420, 160, 180, P.navy) +
      rect(732, 432, 66, 168, 'url(#win)') +
      rect(802, 432, 66, 168, 'url(#win)') +
      ellipse(800, 520, 200, 140, 'url(#glow)', { opacity: 0.5 }) +
      rect(680, 380, 240, 16, P.navy) +
      rect(690, 396, 220, 204, P.blue3, { opacity: 0.3, ...stroke(P.s3, 8) }) +
      path('M800 396v204', 'none', stroke(P.s3, 6)) +
      at(
        930,
        440,
        1,
        rect(0, 0, 40, 86, 'url(#dark)', { rx: 6 }) +
          circle(20, 14, 6, 'url(#lens)') +
          rect(7, 28, 26, 20, P.blue5, { opacity: 0.7 }) +
          circle(20, 66, 8, P.blue5),
      ) +
      poly([990, 322, 1004, 330, 1500, 600, 1060, 600], 'url(#fov)', { opacity: 0.5 }) +
      poly([610, 322, 596, 330, 420, 600, 80, 600], 'url(#fov)', { opacity: 0.4 }) +
      bullet(700, 300, 1, true, 20) +
      bullet(900, 300, 1, false, 20) +
      rect(160, 120, 8, 480, P.s3) +
      path('M168 130h120l-18 34 18 34H168z', P.blue) +
      shieldMark(210, 166, 0.8, P.white, false) +
      rect(0, 600, 1600, 100, P.s8) +
      rect(0, 600, 1600, 20, P.s7) +
      path('M1040 660q200-40 540 0', 'none', stroke(P.amber3, 5, { 'stroke-dasharray': '24 18' })) +
      at(
        1100,
        660,
        1,
        rect(0, -130, 360, 110, P.amber, { rx: 14 }) +
          rect(0, -40, 360, 22, '#c97f08') +
          path(
            boxes([
              [20, -112, 60, 44],
              [96, -112, 60, 44],
              [172, -112, 60, 44],
              [248, -112, 60, 44],
            ]),
            '#1d365b',
          ) +
          rect(320, -112, 30, 70, '#1d365b') +
          circle(70, -18, 22, P.ink) +
          circle(290, -18, 22, P.ink),
      ) +
      tree(100, 610, 1.3, FOLIAGE) +
      person(560, 640, 0.8, P.s4) +
      person(600, 640, 0.62, P.blue3) +
      person(630, 640, 0.58, P.s4, 'walk'),
    defs,
  )
}
export function csIndustrial(title: string): string {
  const rnd = random(4)
  let items = ''
  for (let i = 0; i < 7; i++) {
    const x = 90 + i * 210
    const flagged = i === 4
    items +=
      rect(x, 430, 110, 80, flagged ? P.amber : P.s3, { rx: 6 }) + rect(x + 10, 440, 30 + rnd() * 50, 10, P.s6, { rx: 4, opacity: 0.6 })
  }
  const cam = (x: number): string =>
    poly([x - 15, 150, x + 15, 150, x + 175, 420, x - 175, 420], 'url(#fov)', { opacity: 0.55 }) +
    rect(x - 75, 120, 150, 16, P.s6) +
    turret(x, 136, 1.6)
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, '#102440') +
      rect(0, 0, 1600, 120, '#0b1a30') +
      path('M0 120h1600M200 0v120M600 0v120M1000 0v120M1400 0v120', 'none', stroke('#1b3357', 8)) +
      path('M80 360v-200h80v200M1440 360v-200h80v200', '#0d1d35') +
      path(
        boxes([
          [1240, 180, 60, 180],
          [1320, 220, 60, 140],
        ]),
        '#0d1d35',
      ) +
      cam(565) +
      cam(995) +
      rect(0, 510, 1600, 40, P.s7) +
      rect(0, 550, 1600, 24, P.s8) +
      path(Array.from({ length: 16 }, (_, i) => d`M${50 + i * 100} 530m-12 0a12 12 0 1 0 24 0a12 12 0 1 0-24 0`).join(''), P.s5) +
      items +
      detect(920, 410, 150, 120, P.amber, 'DEFECT', 16) +
      detect(500, 414, 140, 112, P.blue5, 'PASS', 16) +
      rect(0, 574, 1600, 126, '#0a1628') +
      at(200, 440, 1, path('M0 0h60l-10-120 80-80 12 14-68 70 6 116h40v20H-20z', P.s5) + circle(132, -196, 14, P.amber)) +
      rect(1330, 150, 200, 120, P.ink, { rx: 8, ...stroke(P.s6, 4) }) +
      path('M1350 240l40-36 40 16 40-50 40 20', 'none', stroke(P.blue5, 5, { 'stroke-linejoin': 'round' })) +
      circle(1470, 170, 6, P.amber),
  )
}
export function csHealthcare(title: string): string {
  // One-point perspective: the corridor's walls meet the back wall at x 440..600.
  const door = (x1: number, x2: number, left: boolean): string => {
    const top = (x: number): number => (left ? x : 1040 - x) * (260 / 440)
    const bottom = (x: number): number => 700 - (left ? x : 1040 - x) * (320 / 440)
    const t = (x: number): number => top(x) + (bottom(x) - top(x)) * 0.3
    return poly([x1, t(x1), x2, t(x2), x2, bottom(x2), x1, bottom(x1)], '#2c4f80', stroke('#3d5f90', 4))
  }
  const room =
    rect(0, 0, 160, 100, '#1d3d6b') +
    rect(0, 74, 160, 26, '#15315a') +
    rect(30, 34, 96, 46, P.s2, { rx: 6 }) +
    rect(60, 40, 66, 40, P.blue5, { rx: 4 }) +
    circle(44, 50, 9, P.s3) +
    path('M142 20v60', 'none', stroke(P.s4, 3)) +
    rect(136, 16, 12, 14, P.blue3, { rx: 3 }) +
    circle(8, 8, 3, P.amber)
  let feeds = ''
  for (let i = 0; i < 6; i++) feeds += show('pr', (i % 3) * 150, Math.floor(i / 3) * 100, 140, 88)
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, '#0f2442') +
      poly([0, 0, 440, 260, 440, 380, 0, 700], '#1a3558') +
      poly([1040, 0, 600, 260, 600, 380, 1040, 700], '#17304f') +
      poly([0, 700, 440, 380, 600, 380, 1040, 700], '#22406a') +
      rect(440, 260, 160, 120, '#2f5a92') +
      rect(480, 290, 80, 60, P.amber2, { opacity: 0.7 }) +
      poly([420, 40, 620, 40, 560, 160, 480, 160], P.blue1, { opacity: 0.25 }) +
      poly([490, 200, 550, 200, 540, 236, 500, 236], P.blue1, { opacity: 0.25 }) +
      door(60, 150, true) +
      door(250, 320, true) +
      door(370, 405, true) +
      door(890, 980, false) +
      door(720, 790, false) +
      door(635, 670, false) +
      poly([520, 380, 540, 380, 700, 700, 360, 700], P.white, { opacity: 0.05 }) +
      dome(520, 246, 0.8) +
      dome(240, 146, 1.2) +
      dome(800, 146, 1.2) +
      rect(1000, 0, 600, 700, '#0c1d36') +
      display(1100, 130, 450, 198, feeds + rect(300, 100, 140, 88, 'none', stroke(P.amber, 4))) +
      rect(960, 470, 640, 230, '#2c4a74') +
      rect(950, 458, 660, 16, P.s3) +
      rect(1190, 400, 120, 58, P.s8, { rx: 6 }) +
      rect(1198, 408, 104, 40, P.blue5, { opacity: 0.5 }) +
      person(1090, 700, 1.9, P.blue5),
    symbol('pr', 160, 100, room),
  )
}
export function csArena(title: string): string {
  const rnd = random(12)
  const fills = ['#0a1628', '#14294a', P.blue, '#1e3a66', P.s7]
  let queues = ''
  for (const gx of [230, 530, 830, 1130]) {
    for (let k = 0; k < 5; k++) {
      const sc = 0.55 + k * 0.16
      queues += use('pp', gx + (rnd() - 0.5) * 20 + k * 10, 530 + k * 36, sc, { fill: fills[Math.floor(rnd() * fills.length)] })
    }
  }
  const heat = [
    [1250, 170, 70, 'glow'],
    [1320, 230, 50, 'glow'],
    [1460, 160, 60, 'glowB'],
    [1420, 250, 50, 'glow'],
    [1200, 250, 60, 'glowB'],
  ] as const
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, 'url(#sky)') +
      stars(20, 1600, 200, 3) +
      circle(120, 140, 150, 'url(#glow)', { opacity: 0.6 }) +
      circle(1480, 140, 150, 'url(#glow)', { opacity: 0.4 }) +
      path('M-40 420Q700 150 1640 420V520H-40z', '#1c3559') +
      path(
        Array.from({ length: 15 }, (_, i) => {
          const t = (i + 0.5) / 15
          return d`M${(1 - t) ** 2 * -40 + 2 * t * (1 - t) * 700 + t * t * 1640} ${(1 - t) ** 2 * 420 + 2 * t * (1 - t) * 150 + t * t * 420 + 14}V520`
        }).join(''),
        'none',
        stroke('#2c4a74', 10),
      ) +
      path('M-40 420Q700 150 1640 420', 'none', stroke(P.s4, 8)) +
      path('M0 380Q700 130 1600 380', 'none', stroke(P.blue5, 4, { opacity: 0.6 })) +
      path(
        boxes([
          [200, 410, 120, 110],
          [500, 380, 120, 140],
          [800, 370, 120, 150],
          [1100, 385, 120, 135],
        ]),
        P.amber2,
        { opacity: 0.85 },
      ) +
      rect(0, 520, 1600, 180, '#122744') +
      path('M0 580h1600M0 640h1600', 'none', stroke(P.navy, 3)) +
      path('M300 700V520M600 700V520M900 700V520M1200 700V520', 'none', stroke(P.s5, 5, { 'stroke-dasharray': '3 16' })) +
      queues +
      rect(90, 200, 10, 500, P.s6) +
      rect(1500, 200, 10, 500, P.s6) +
      path('M95 210H1505', 'none', stroke(P.s6, 10)) +
      [420, 760, 1100]
        .map((x) => poly([x - 10, 236, x + 10, 236, x + 150, 600, x - 150, 600], 'url(#fov)', { opacity: 0.3 }) + dome(x, 214, 1.1))
        .join('') +
      display(
        1150,
        70,
        400,
        240,
        rect(0, 0, 400, 240, '#0a1a33') +
          ellipse(200, 130, 170, 90, 'none', stroke(P.s5, 3)) +
          el('g', { 'clip-path': 'url(#hm)' }, heat.map(([cx, cy, r, g]) => circle(cx - 1150, cy - 70, r * 1.4, `url(#${g})`)).join('')) +
          rect(20, 214, 360, 10, 'url(#legend)', { rx: 5 }) +
          text(20, 30, 'CROWD DENSITY', 16, P.s3),
      ),
    dusk() +
      figure('pp') +
      clip('hm', rect(0, 0, 400, 200)) +
      lin(
        'legend',
        [
          [0, P.blue5],
          [1, P.amber],
        ],
        0,
        0,
        1,
        0,
      ),
  )
}
export function csBank(title: string): string {
  let stations = ''
  for (let i = 0; i < 4; i++) stations += use('pp', 520 + i * 180, 470, 1, { fill: '#0a1628' })
  const feedA =
    rect(0, 0, 110, 66, '#1d3d6b') +
    rect(0, 44, 110, 22, '#2c4a74') +
    path('M30 44a9 9 0 1 1 0-1zM80 44a9 9 0 1 1 0-1z', P.ink) +
    circle(6, 6, 2.5, P.amber)
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, '#15294a') +
      rect(0, 0, 1600, 70, '#0b1a30') +
      path(
        boxes([
          [180, 36, 160, 10],
          [720, 36, 160, 10],
          [1240, 36, 160, 10],
        ]),
        P.amber2,
      ) +
      at(
        220,
        300,
        1,
        circle(0, 0, 130, P.s6) +
          circle(0, 0, 110, P.s4, stroke(P.s6, 6)) +
          circle(0, 0, 26, P.s6) +
          path('M0-90V90M-90 0H90M-64-64L64 64M64-64L-64 64', 'none', stroke(P.s6, 10, { 'stroke-linecap': 'round' })),
      ) +
      stations +
      rect(420, 260, 760, 170, P.blue3, { opacity: 0.14 }) +
      path('M420 260v170M600 260v170M780 260v170M960 260v170M1140 260v170', 'none', stroke(P.s4, 6)) +
      rect(400, 430, 800, 16, P.s3) +
      rect(410, 446, 780, 140, '#2c4a74') +
      path('M520 446v140M700 446v140M880 446v140M1060 446v140', 'none', stroke('#23406a', 4)) +
      [520, 800, 1080]
        .map((x) => poly([x - 8, 92, x + 8, 92, x + 110, 430, x - 110, 430], 'url(#fov)', { opacity: 0.3 }) + dome(x, 70, 1.1))
        .join('') +
      rect(0, 586, 1600, 114, '#0d1d34') +
      use('pp', 560, 700, 1.5, { fill: '#050c18' }) +
      use('pp', 760, 700, 1.6, { fill: '#0a1628' }) +
      rect(860, 560, 8, 140, P.s4) +
      path('M864 570q60 30 120 0', 'none', stroke(P.blue, 6)) +
      rect(980, 560, 8, 140, P.s4) +
      rect(1220, 220, 150, 366, P.s6, { rx: 10 }) +
      rect(1240, 250, 110, 80, P.blue5, { opacity: 0.8 }) +
      path(
        boxes([
          [1248, 350, 26, 16],
          [1282, 350, 26, 16],
          [1316, 350, 26, 16],
          [1248, 372, 26, 16],
          [1282, 372, 26, 16],
          [1316, 372, 26, 16],
        ]),
        P.s3,
      ) +
      rect(1262, 410, 66, 8, P.ink) +
      dome(1295, 70, 1) +
      path('M1140 240Q1300 160 1420 150', 'none', stroke(P.blue5, 3, { 'stroke-dasharray': '2 10', 'stroke-linecap': 'round' })) +
      display(
        1410,
        110,
        160,
        200,
        show('fa', 0, 0, 160, 96) + show('fa', 0, 104, 160, 96) + rect(0, 104, 160, 96, 'none', stroke(P.amber, 3)),
      ),
    figure('pp') + symbol('fa', 110, 66, feedA),
  )
}
export function csParking(title: string): string {
  const rnd = random(8)
  const colors = [P.s3, P.blue5, P.s5, P.white, P.blue]
  let stalls = ''
  for (let i = 0; i < 8; i++) {
    const x = 40 + i * 190
    const taken = ![2, 5].includes(i) && rnd() < 0.9
    stalls += d`M${x} 480L${x + (x - 800) * 0.35} 700`
    if (taken) stalls += '|' + carFront(x + 10, 640, 0.85, colors[Math.floor(rnd() * colors.length)] ?? P.s3)
    stalls +=
      '|' +
      rect(x + 78, 100, 34, 26, P.ink, { rx: 6 }) +
      circle(x + 95, 113, 8, taken ? '#ef4444' : '#22c55e') +
      circle(x + 95, 113, 26, taken ? 'url(#red)' : 'url(#green)')
  }
  const parts = stalls.split('|')
  const lines = parts.filter((p) => p.startsWith('M')).join('')
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, '#24344d') +
      rect(0, 0, 1600, 90, '#1a263a') +
      path('M0 90h1600M400 0v90M800 0v90M1200 0v90', 'none', stroke('#111a29', 16)) +
      rect(0, 300, 1600, 40, P.s6, { opacity: 0.5 }) +
      rect(0, 340, 1600, 12, P.amber, { opacity: 0.6 }) +
      text(80, 420, 'LEVEL 2', 44, P.white, { opacity: 0.35 }) +
      text(1320, 420, 'LEVEL 2', 44, P.white, { opacity: 0.35 }) +
      rect(0, 480, 1600, 220, '#1a2537') +
      path(lines + 'M1560 480L1836 700', 'none', stroke(P.white, 6, { opacity: 0.5 })) +
      parts.filter((p) => !p.startsWith('M')).join('') +
      rect(20, 90, 30, 610, P.s5) +
      rect(1550, 90, 30, 610, P.s5) +
      dome(420, 90, 1) +
      dome(1180, 90, 1) +
      path('M700 90v60M900 90v60', 'none', stroke(P.s5, 4)) +
      rect(620, 150, 360, 96, P.navy, { rx: 12, ...stroke(P.s4, 3) }) +
      rect(640, 166, 64, 64, P.blue, { rx: 8 }) +
      text(656, 216, 'P', 50, P.white) +
      text(726, 200, 'OPEN', 24, P.s3) +
      text(726, 232, 'SPACES', 18, P.s4) +
      text(852, 226, '14', 56, '#22c55e') +
      path('M930 180l20 18-20 18', 'none', stroke('#22c55e', 6, { 'stroke-linecap': 'round' })),
    rad('red', [
      [0, '#ef4444', 0.6],
      [1, '#ef4444', 0],
    ]) +
      rad('green', [
        [0, '#22c55e', 0.6],
        [1, '#22c55e', 0],
      ]),
  )
}
export function csLogistics(title: string): string {
  let racks = ''
  const rnd = random(44)
  for (const x0 of [40, 540]) {
    racks +=
      path(d`M${x0} 110v460M${x0 + 460} 110v460M${x0 + 230} 110v460`, 'none', stroke(P.blue, 10)) +
      path(d`M${x0} 230h460M${x0} 350h460M${x0} 470h460`, 'none', stroke(P.amber, 8))
    const bx: [number, number, number, number][] = []
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++) if (rnd() < 0.8) bx.push([x0 + 14 + c * 112, 130 + r * 120 + (r === 0 ? 14 : 0), 90, r === 0 ? 86 : 100])
    racks += path(boxes(bx), P.card) + path(boxes(bx.map(([x, y]) => [x + 10, y + 14, 30, 18])), P.white, { opacity: 0.85 })
  }
  const station = (x: number): string =>
    use('pp', x + 90, 520, 1.1, { fill: P.s5 }) +
    rect(x + 74, 384, 32, 40, P.amber, { rx: 6 }) +
    rect(x, 500, 220, 14, P.s3) +
    path(d`M${x + 10} 514v80M${x + 210} 514v80`, 'none', stroke(P.s5, 8)) +
    path(
      boxes([
        [x + 20, 450, 70, 50],
        [x + 120, 470, 50, 30],
      ]),
      P.card,
    ) +
    rect(x + 180, 470, 30, 30, P.s8, { rx: 4 }) +
    poly([x + 100, 100, x + 120, 100, x + 220, 500, x, 500], 'url(#fov)', { opacity: 0.3 }) +
    dome(x + 110, 70, 1.1)
  const rows = [0, 1, 2, 3]
    .map(
      (i) =>
        text(20, 74 + i * 26, `#${4471 + i * 17}`, 15, P.s3, { 'font-weight': 600 }) +
        rect(110, 64 + i * 26, 270, 10, P.s7, { rx: 5 }) +
        rect(110, 64 + i * 26, 270 - i * 60, 10, P.blue5, { rx: 5 }) +
        circle(410, 69 + i * 26, 6, i === 3 ? P.amber : P.blue5),
    )
    .join('')
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, '#13294a') +
      rect(0, 0, 1600, 70, '#0b1a30') +
      path(
        boxes([
          [300, 40, 180, 10],
          [900, 40, 180, 10],
        ]),
        P.blue1,
      ) +
      racks +
      rect(0, 570, 1600, 130, '#0d1d34') +
      path('M0 620h1600', 'none', stroke(P.amber3, 5, { 'stroke-dasharray': '40 30', opacity: 0.6 })) +
      dome(520, 70, 1.2) +
      detect(694, 250, 90, 100, P.blue5, 'SKU 4471', 14) +
      station(1080) +
      station(1340) +
      at(
        620,
        660,
        1,
        rect(0, -120, 170, 90, P.amber, { rx: 10 }) +
          rect(100, -200, 60, 90, 'none', stroke(P.s7, 8)) +
          rect(-10, -210, 10, 200, P.s6) +
          rect(-70, -70, 70, 10, P.s6) +
          rect(-60, -110, 54, 40, P.card) +
          circle(40, -20, 24, P.ink) +
          circle(140, -20, 24, P.ink) +
          person(130, -90, 0.5, P.navy),
      ) +
      display(
        1110,
        100,
        450,
        164,
        rect(0, 0, 450, 164, P.navy) + text(20, 36, 'ORDERS TODAY', 18, P.s3) + text(330, 38, '99.7%', 26, P.amber3) + rows,
      ),
    figure('pp'),
  )
}
export function csCasino(title: string): string {
  const table =
    rect(0, 0, 260, 150, '#123058') +
    path('M20 24h220a110 110 0 0 1-220 0z', P.blue, stroke('#5a3b1c', 8)) +
    rect(100, 28, 60, 16, P.ink, { rx: 3 }) +
    path('M106 32h8v8h-8zM120 32h8v8h-8zM134 32h8v8h-8z', P.amber) +
    circle(130, 10, 9, P.s4) +
    path('M50 70h14v20H50zM86 100h14v20H86zM123 112h14v20h-14zM160 100h14v20h-14zM196 70h14v20h-14z', P.white) +
    group(
      { 'stroke-width': 2, stroke: P.navy },
      circle(72, 86, 6, P.amber),
      circle(108, 116, 6, P.white),
      circle(182, 116, 6, P.amber),
      circle(218, 86, 6, P.blue5),
    ) +
    circle(8, 8, 3, P.amber)
  let chips = ''
  for (let c = 0; c < 8; c++) chips += rect(20 + c * 28, 40, 20, 80, [P.amber, P.white, P.blue5, P.s5][c % 4] ?? P.white, { rx: 8 })
  const tray =
    rect(0, 0, 260, 150, '#10284a') +
    rect(12, 30, 236, 100, P.ink, { rx: 8 }) +
    chips +
    path('M20 60h224M20 90h224', 'none', stroke(P.ink, 3, { opacity: 0.5 })) +
    circle(8, 8, 3, P.amber)
  const slots =
    rect(0, 0, 260, 150, '#1a2f50') +
    path(
      boxes([
        [14, 30, 50, 100],
        [74, 30, 50, 100],
        [134, 30, 50, 100],
        [194, 30, 50, 100],
      ]),
      '#2c4a74',
    ) +
    path(
      boxes([
        [22, 42, 34, 26],
        [82, 42, 34, 26],
        [142, 42, 34, 26],
        [202, 42, 34, 26],
      ]),
      P.amber2,
    ) +
    rect(0, 130, 260, 20, '#3a2a4a') +
    circle(8, 8, 3, P.amber)
  const order = ['ct', 'ct', 'cc', 'cs', 'cc', 'ct', 'cs', 'ct']
  const wall = order.map((id, i) => show(id, 240 + (i % 4) * 285, 80 + Math.floor(i / 4) * 170, 265, 155)).join('')
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, '#0a1322') +
      ellipse(800, 260, 760, 300, 'url(#glow)', { opacity: 0.18 }) +
      rect(220, 60, 1160, 375, '#050b16', { rx: 12 }) +
      wall +
      detect(895, 142, 80, 70, P.amber, 'ALERT', 14) +
      rect(810, 80, 265, 155, 'none', stroke(P.amber, 5)) +
      path('M0 560Q800 480 1600 560V700H0z', '#1b2a40') +
      path('M0 560Q800 480 1600 560', 'none', stroke(P.s6, 6)) +
      monitor(430, 470, 180, 100, show('cc', 0, 0, 180, 100)) +
      monitor(990, 470, 180, 100, show('ct', 0, 0, 180, 100)) +
      path('M560 700c0-70 40-100 110-100s110 30 110 100zM840 700c0-70 40-100 110-100s110 30 110 100z', '#03080f') +
      circle(670, 560, 42, '#03080f') +
      circle(950, 560, 42, '#03080f'),
    symbol('ct', 260, 150, table) + symbol('cc', 260, 150, tray) + symbol('cs', 260, 150, slots),
  )
}
