/**
 * The home page carousel, 1600 by 900.
 */
import { type FeedKind, detect, feed, monitor, phone, phoneClip } from './screens'
import { P, svg } from './palette'
import { boxes, circle, d, el, ellipse, lin, path, poly, random, rect, stroke, text } from './svg-markup'
import { bullet, dome, doorbell, keycard, reader, shieldMark } from './equipment'
import { car, person } from './people-and-vehicles'
import { pine, stars, tree, windows } from './scenery'
import { finishedHome, frontYard, homeDefs, homeowner, serviceVan, technician, yardSign } from './homes'

/** A finished residential job at dusk: the home with its equipment, the van at the curb, the hand-over on the walk. */
export function slide1(title: string): string {
  const gy = 690
  const hx = 250
  const s = 1.12
  const defs =
    lin('sky', [
      [0, '#061428'],
      [0.4, P.navy],
      [0.66, '#2a4775'],
      [0.8, '#c07a32'],
    ]) + homeDefs()
  return svg(
    1600,
    900,
    title,
    rect(0, 0, 1600, 900, 'url(#sky)') +
      stars(8, 1600, 300, 3) +
      circle(1420, 130, 110, 'url(#glowW)', { opacity: 0.22 }) +
      circle(1420, 130, 30, P.amber2) +
      path('M0 610Q260 540 520 580T1040 560T1600 540V720H0z', '#0c2241') +
      [40, 130, 1300, 1390, 1520].map((px, i) => pine(px, 640 + (i % 2) * 16, 1 + (i % 3) * 0.18, '#0a1c36')).join('') +
      frontYard(1600, gy - 8, 900, [hx + 530 * s, hx + 750 * s, 1500, 1060], [hx + 270 * s, hx + 330 * s, 760, 660]) +
      finishedHome(hx, gy, s) +
      tree(150, gy + 10, 1.7, '#0a1d38') +
      yardSign(200, 830, 1.1) +
      technician(700, 850, 1.25) +
      homeowner(600, 850, 1.2, true) +
      serviceVan(1090, 880, 1),
    defs,
  )
}

export function slide2(title: string): string {
  const defs =
    lin('sky', [
      [0, '#07152b'],
      [0.7, '#173a7a'],
      [1, '#2b5cc4'],
    ]) +
    lin('shop', [
      [0, '#fde68a', 0.95],
      [1, '#f59e0b', 0.75],
    ]) +
    lin('spill', [
      [0, P.amber3, 0.3],
      [1, P.amber3, 0],
    ])
  let awning = path(`M300 452h1000v58${'a50 18 0 0 1-100 0'.repeat(10)}z`, P.white)
  for (let i = 0; i < 10; i += 2) awning += path(d`M${300 + i * 100} 452h100v58a50 18 0 0 1-100 0z`, P.blue)
  const goods = (x0: number, seed: number): string => {
    const rnd = random(seed)
    let out = ''
    for (let r = 0; r < 3; r++) {
      out += rect(x0, 600 + r * 52, 340, 6, P.s7)
      for (let c = 0; c < 7; c++) {
        const h = 18 + rnd() * 18
        out += rect(x0 + 10 + c * 47, 600 + r * 52 - h, 30, h, [P.blue, P.white, P.navy, P.blue5][Math.floor(rnd() * 4)])
      }
    }
    return out
  }
  return svg(
    1600,
    900,
    title,
    rect(0, 0, 1600, 900, 'url(#sky)') +
      stars(16, 1600, 200, 5) +
      rect(0, 210, 230, 580, '#10243f') +
      windows(28, 250, 3, 5, 44, 60, 22, 11, 0.45) +
      rect(1370, 250, 230, 540, '#0e213b') +
      windows(1396, 290, 3, 4, 44, 60, 22, 12, 0.4) +
      rect(230, 140, 1140, 650, '#1e3658') +
      rect(214, 128, 1172, 26, '#2c4a74') +
      windows(300, 190, 6, 1, 120, 130, 56, 4, 0.6, 'url(#win)', '#15305a') +
      rect(300, 380, 1000, 72, P.navy, { rx: 6 }) +
      shieldMark(380, 418, 1.1, P.blue5) +
      path(
        boxes([
          [430, 398, 230, 16],
          [430, 424, 150, 10],
        ]),
        P.white,
        { opacity: 0.85 },
      ) +
      awning +
      rect(300, 520, 1000, 270, P.navy) +
      rect(320, 540, 390, 230, 'url(#shop)') +
      rect(890, 540, 390, 230, 'url(#shop)') +
      goods(345, 2) +
      goods(915, 3) +
      rect(740, 540, 120, 250, P.blue3, { opacity: 0.5 }) +
      rect(752, 552, 96, 238, 'url(#shop)', { opacity: 0.6 }) +
      rect(836, 630, 8, 80, P.s2, { rx: 4 }) +
      rect(540, 556, 130, 44, P.navy, { rx: 8 }) +
      text(560, 588, 'OPEN', 28, P.amber3) +
      bullet(300, 410, 1, true, 18) +
      bullet(1300, 410, 1, false, 18) +
      dome(800, 522, 0.9) +
      poly([220, 430, 236, 440, 40, 790, -120, 790], 'url(#fov)', { opacity: 0.4 }) +
      poly([1380, 430, 1364, 440, 1560, 790, 1720, 790], 'url(#fov)', { opacity: 0.4 }) +
      rect(0, 790, 1600, 44, '#2a3d5c') +
      rect(0, 834, 1600, 10, '#3b5275') +
      rect(0, 844, 1600, 56, '#0b182b') +
      path(
        'M40 874h80M200 874h80M360 874h80M520 874h80M680 874h80M840 874h80M1000 874h80M1160 874h80M1320 874h80M1480 874h80',
        'none',
        stroke(P.amber3, 4, { opacity: 0.5 }),
      ) +
      poly([320, 790, 1280, 790, 1360, 834, 240, 834], 'url(#spill)') +
      rect(136, 470, 8, 320, P.s7) +
      rect(118, 456, 44, 20, P.s6, { rx: 6 }) +
      circle(140, 486, 70, 'url(#glow)') +
      rect(660, 730, 70, 60, P.s7, { rx: 6 }) +
      ellipse(695, 726, 46, 30, P.leaf) +
      rect(870, 730, 70, 60, P.s7, { rx: 6 }) +
      ellipse(905, 726, 46, 30, P.leaf) +
      person(1460, 812, 1.25, '#081528', 'walk'),
    defs,
  )
}
export function slide3(title: string): string {
  const kinds: FeedKind[] = ['house', 'lot', 'street', 'door', 'aisle', 'gate', 'warehouse', 'lobby', 'lot', 'house', 'door', 'street']
  // Each picture is drawn once as a symbol and placed many times, which keeps the file small.
  const symbols = [...new Set(kinds)]
    .map((k, i) => el('symbol', { id: `f-${k}`, viewBox: '0 0 250 148', preserveAspectRatio: 'none' }, feed(k, 250, 148, i + 1)))
    .join('')
  const use = (k: FeedKind, x: number, y: number, w = 250, h = 148): string => el('use', { href: `#f-${k}`, x, y, width: w, height: h })
  const wall = kinds.map((k, i) => use(k, 290 + (i % 4) * 260, 110 + Math.floor(i / 4) * 158)).join('')
  const quad = (['house', 'street', 'aisle', 'gate'] as const)
    .map((k, i) => use(k, (i % 2) * 125, Math.floor(i / 2) * 71, 122, 69))
    .join('')
  const defs =
    symbols +
    lin('floor', [
      [0, '#0b1a31'],
      [1, '#040a14'],
    ]) +
    lin('desk', [
      [0, '#22334d'],
      [1, '#111c2e'],
    ])
  return svg(
    1600,
    900,
    title,
    rect(0, 0, 1600, 900, '#07132a') +
      ellipse(800, 340, 760, 360, 'url(#glowB)', { opacity: 0.7 }) +
      path('M0 0h1600v40H0z', '#050d1c') +
      path(
        boxes([
          [200, 14, 220, 8],
          [690, 14, 220, 8],
          [1180, 14, 220, 8],
        ]),
        P.blue3,
        { opacity: 0.7 },
      ) +
      rect(270, 90, 1060, 504, '#050c18', { rx: 10 }) +
      wall +
      rect(550, 268, 250, 148, 'none', stroke(P.amber, 5)) +
      poly([775, 278, 792, 306, 758, 306], P.amber) +
      rect(0, 640, 1600, 260, 'url(#floor)') +
      monitor(380, 560, 250, 140, use('lot', 0, 0, 250, 140)) +
      monitor(675, 548, 250, 150, use('door', 0, 0, 250, 150)) +
      monitor(970, 560, 250, 140, rect(0, 0, 250, 140, P.ink) + quad) +
      poly([150, 730, 1450, 730, 1600, 800, 0, 800], 'url(#desk)') +
      rect(0, 800, 1600, 100, '#0a1322') +
      rect(560, 742, 260, 26, P.s7, { rx: 5 }) +
      rect(880, 746, 60, 30, P.s6, { rx: 14 }) +
      rect(1120, 726, 40, 40, P.s6, { rx: 6 }) +
      path('M690 900C690 830 720 806 800 806S910 830 910 900z', '#03080f') +
      circle(800, 756, 46, '#03080f') +
      path('M752 752a48 48 0 0 1 96 0', 'none', stroke(P.s6, 6)) +
      rect(836, 752, 16, 30, P.s6, { rx: 6 }) +
      rect(700, 826, 200, 90, '#0b1424', { rx: 26 }),
    defs,
  )
}
export function slide4(title: string): string {
  const defs =
    lin('wallG', [
      [0, '#172b48'],
      [1, '#0d1b30'],
    ]) +
    lin('inside', [
      [0, '#274a78'],
      [1, '#16305a'],
    ]) +
    lin(
      'pane',
      [
        [0, P.white, 0.18],
        [0.5, P.blue3, 0.08],
        [1, P.white, 0.14],
      ],
      0,
      0,
      1,
      1,
    )
  return svg(
    1600,
    900,
    title,
    rect(0, 0, 1600, 900, 'url(#wallG)') +
      rect(0, 0, 1600, 52, '#0a1526') +
      path(
        boxes([
          [180, 30, 80, 10],
          [760, 30, 80, 10],
          [1340, 30, 80, 10],
        ]),
        P.amber2,
      ) +
      circle(220, 60, 120, 'url(#glow)', { opacity: 0.5 }) +
      circle(1380, 60, 120, 'url(#glow)', { opacity: 0.5 }) +
      path('M360 52v730M1160 52v730', 'none', stroke('#0b182b', 6)) +
      rect(490, 150, 540, 632, 'url(#inside)') +
      circle(620, 200, 110, 'url(#glow)', { opacity: 0.55 }) +
      circle(900, 200, 110, 'url(#glow)', { opacity: 0.55 }) +
      rect(490, 470, 540, 312, '#1a3357') +
      rect(540, 520, 200, 40, '#0e2240') +
      rect(560, 560, 12, 90, '#0e2240') +
      rect(708, 560, 12, 90, '#0e2240') +
      monitor(600, 470, 80, 46, rect(0, 0, 80, 46, P.blue5, { opacity: 0.6 }), false) +
      rect(800, 530, 180, 36, '#0e2240') +
      person(880, 650, 0.9, '#0c1d36') +
      tree(990, 700, 0.9, '#14305a', '#0e2240') +
      rect(490, 150, 540, 632, 'url(#pane)') +
      poly([560, 150, 620, 150, 520, 420, 490, 420, 490, 330], P.white, { opacity: 0.08 }) +
      poly([840, 150, 930, 150, 780, 560, 720, 560], P.white, { opacity: 0.06 }) +
      rect(480, 140, 560, 652, 'none', stroke(P.s4, 14)) +
      path('M760 146v640', 'none', stroke(P.s4, 8)) +
      rect(700, 146, 120, 16, P.s3, { rx: 3 }) +
      rect(736, 380, 10, 200, P.s2, { rx: 5 }) +
      rect(774, 380, 10, 200, P.s2, { rx: 5 }) +
      dome(760, 52, 1.1) +
      reader(1100, 340, 1.7) +
      path(
        'M1270 412a40 40 0 0 1 0 70M1292 396a62 62 0 0 1 0 102',
        'none',
        stroke(P.blue3, 4, { 'stroke-linecap': 'round', opacity: 0.8 }),
      ) +
      keycard(1322, 404, 1.5, -14) +
      circle(1176, 612, 56, 'url(#glowB)') +
      rect(0, 782, 1600, 118, '#08111f') +
      rect(490, 790, 540, 90, P.blue3, { opacity: 0.05 }) +
      rect(240, 640, 90, 142, P.s7, { rx: 8 }) +
      tree(285, 650, 1.5, '#0e2a4a', P.s6),
    defs,
  )
}
export function slide5(title: string): string {
  let siding = ''
  for (let y = 24; y < 860; y += 34) siding += `M0 ${y}h1600`
  const ps = 286
  const live =
    feed('door', ps, 360, 5, false) +
    person(ps * 0.5, 360, 1.6, '#6b8cc2') +
    rect(ps * 0.3, 230, 56, 46, P.card, { rx: 4 }) +
    rect(12, 14, 64, 24, P.amber, { rx: 12 }) +
    circle(26, 26, 5, P.white) +
    rect(36, 22, 32, 8, P.white, { rx: 4 }) +
    rect(0, 360, ps, 266, '#0c1e38') +
    path(
      boxes([
        [24, 392, 170, 14],
        [24, 418, 110, 10],
      ]),
      P.s3,
      { opacity: 0.8 },
    ) +
    circle(ps * 0.3, 520, 34, P.blue5) +
    rect(ps * 0.3 - 8, 502, 16, 26, P.white, { rx: 8 }) +
    path(d`M${ps * 0.3 - 14} 520a14 14 0 0 0 28 0M${ps * 0.3} 534v8`, 'none', stroke(P.white, 3)) +
    circle(ps * 0.7, 520, 34, P.amber) +
    path(d`M${ps * 0.7 - 14} 516q14-12 28 0l-4 8-6-3v-4q-4-2-8 0v4l-6 3z`, P.white)
  const defs =
    lin('wallG', [
      [0, '#15294a'],
      [1, '#0d1c33'],
    ]) +
    lin('doorG', [
      [0, '#1e4a8c'],
      [1, '#163a70'],
    ]) +
    phoneClip('pc', 310, 640)
  return svg(
    1600,
    900,
    title,
    rect(0, 0, 1600, 900, 'url(#wallG)') +
      path(siding, 'none', stroke('#000', 3, { opacity: 0.16 })) +
      rect(60, 210, 220, 300, P.s2) +
      rect(72, 222, 196, 276, 'url(#win)', { opacity: 0.85 }) +
      path('M170 222v276M72 360h196', 'none', stroke(P.s2, 8)) +
      rect(400, 90, 460, 780, P.s2) +
      rect(430, 120, 400, 750, 'url(#doorG)') +
      path(
        boxes([
          [470, 160, 140, 250],
          [650, 160, 140, 250],
          [470, 470, 140, 330],
          [650, 470, 140, 330],
        ]),
        'none',
        stroke('#102c57', 8),
      ) +
      rect(772, 470, 14, 60, P.amber3, { rx: 6 }) +
      circle(779, 545, 9, P.amber3) +
      doorbell(900, 430, 1.5) +
      path('M976 470a50 50 0 0 1 0 70M998 450a80 80 0 0 1 0 110', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round', opacity: 0.6 })) +
      circle(1000, 290, 160, 'url(#glow)') +
      rect(980, 250, 40, 70, P.s7, { rx: 8 }) +
      rect(988, 262, 24, 44, P.amber2, { rx: 6 }) +
      rect(340, 862, 580, 38, P.s6) +
      rect(470, 846, 320, 20, P.s7, { rx: 4 }) +
      rect(560, 760, 150, 100, P.card, { rx: 6 }) +
      rect(560, 760, 150, 22, '#b27830', { rx: 6 }) +
      rect(625, 760, 20, 100, P.amber2, { opacity: 0.7 }) +
      rect(250, 770, 100, 92, P.s7, { rx: 10 }) +
      ellipse(300, 760, 70, 50, P.leaf) +
      phone(1140, 130, 310, 640, 6, live, 'pc'),
    defs,
  )
}
export function slide6(title: string): string {
  const defs =
    lin('sky', [
      [0, '#0c1f3d'],
      [1, '#1f3d66'],
    ]) +
    lin('asphalt', [
      [0, '#1a304f'],
      [1, '#0d1a2e'],
    ]) +
    '<pattern id="grid" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M80 0H0v80" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern>'
  const stalls = [200, 420, 640, 860, 1080].map((x) => d`M${x} 640l-60 170`).join('')
  const panel =
    rect(1250, 70, 300, 440, P.navy, { rx: 16, opacity: 0.88 }) +
    rect(1274, 94, 140, 14, P.white, { rx: 7 }) +
    [0, 1, 2]
      .map((i) => {
        const y = 140 + i * 100
        const c = i === 1 ? P.blue5 : P.amber
        return (
          rect(1274, y, 70, 70, c, { rx: 10, opacity: 0.25 }) +
          (i === 1 ? car(1278, y + 56, 0.24, P.blue3) : person(1309, y + 64, 0.32, P.amber3)) +
          rect(1360, y + 14, 160, 12, P.s3, { rx: 6, opacity: 0.8 }) +
          rect(1360, y + 40, 100, 10, P.s5, { rx: 5 })
        )
      })
      .join('') +
    path('M1274 480l40-20 40 10 40-40 40 16 40-30 40 8', 'none', stroke(P.blue5, 4, { 'stroke-linejoin': 'round' }))
  return svg(
    1600,
    900,
    title,
    rect(0, 0, 1600, 900, 'url(#sky)') +
      rect(0, 200, 620, 400, '#102646') +
      windows(40, 240, 7, 4, 46, 40, 36, 6, 0.55, P.amber2, '#1a355c') +
      tree(720, 600, 1.6, '#0d2343') +
      tree(1120, 600, 1.3, '#0d2343') +
      rect(0, 600, 1600, 300, 'url(#asphalt)') +
      path(stalls, 'none', stroke(P.white, 5, { opacity: 0.25 })) +
      rect(1180, 330, 10, 270, P.s6) +
      rect(1160, 320, 50, 16, P.s5, { rx: 6 }) +
      circle(1185, 345, 110, 'url(#glow)', { opacity: 0.7 }) +
      car(280, 800, 1.9, P.s3) +
      car(-40, 700, 1.1, '#2a4a76') +
      person(1010, 812, 1.85, '#b9c8dc', 'walk', true) +
      person(1160, 780, 1.5, '#8ea5c4', 'stand') +
      path('M880 820q-80-10-170 20', 'none', stroke(P.amber3, 4, { 'stroke-dasharray': '4 14', 'stroke-linecap': 'round' })) +
      rect(0, 0, 1600, 900, 'url(#grid)') +
      detect(270, 630, 510, 190, P.blue5, 'VEHICLE 96%', 22) +
      detect(944, 500, 134, 330, P.amber, 'PERSON 98%', 22) +
      detect(1108, 520, 96, 272, P.amber, 'PERSON 97%', 18) +
      path('M30 80V30h50M1520 30h50v50M30 820v50h50M1570 820v50h-50', 'none', stroke(P.white, 5, { opacity: 0.7 })) +
      circle(70, 70, 9, P.amber) +
      text(90, 79, 'REC', 26, P.white) +
      text(170, 79, 'CAM 04  PARKING', 22, P.white, { opacity: 0.7, 'font-weight': 600 }) +
      panel +
      rect(100, 840, 1100, 8, P.white, { opacity: 0.2, rx: 4 }) +
      rect(100, 840, 780, 8, P.blue5, { rx: 4 }) +
      path(
        boxes([
          [300, 832, 6, 24],
          [560, 832, 6, 24],
          [780, 832, 6, 24],
        ]),
        P.amber,
      ),
    defs,
  )
}
