/**
 * Products, 800 by 600: studio-style shots.
 */
import { P, svg } from './palette'
import { at, boxes, circle, clip, d, el, ellipse, group, lin, path, poly, rad, random, rect, stroke } from './svg-markup'
import { bullet, dome, doorbell, keycard, reader, turret } from './equipment'
import { feed, grid4, phone, phoneClip } from './screens'

/** Every product stands in the same night studio as the scenes, so no picture glares in the dark theme. */
export const studio = (): string =>
  rad(
    'bg',
    [
      [0, '#1d3f73'],
      [1, '#06101f'],
    ],
    0.5,
    0.4,
    0.8,
  ) +
  rad('floorShadow', [
    [0, '#000', 0.55],
    [1, '#000', 0],
  ])
export const shadow = (x: number, y: number, rx: number): string => ellipse(x, y, rx, rx * 0.16, 'url(#floorShadow)')
export function prodCameras(title: string): string {
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(0, 430, 800, 170, P.deep, { opacity: 0.6 }) +
      circle(400, 300, 260, 'url(#glowB)', { opacity: 0.35 }) +
      shadow(140, 440, 110) +
      rect(62, 236, 156, 16, P.s3, { rx: 4 }) +
      dome(140, 258, 3) +
      shadow(400, 440, 130) +
      rect(292, 290, 18, 140, P.s4) +
      bullet(300, 250, 2.5, false, 8) +
      shadow(660, 440, 110) +
      rect(570, 236, 180, 16, P.s3, { rx: 4 }) +
      turret(660, 258, 3) +
      path('M100 520h80M360 520h80M620 520h80', 'none', stroke(P.blue5, 6, { 'stroke-linecap': 'round' })),
    studio(),
  )
}
export function prodProX(title: string): string {
  const defs = lin(
    'facade',
    [
      [0, '#223a5e'],
      [1, '#0f213d'],
    ],
    0,
    0,
    1,
    0,
  )
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(0, 0, 250, 600, 'url(#facade)') +
      path('M0 120h250M0 240h250M0 360h250M0 480h250M125 0v600', 'none', stroke('#081528', 4)) +
      circle(470, 300, 240, 'url(#glowB)', { opacity: 0.7 }) +
      poly([600, 350, 620, 380, 800, 600, 560, 600], 'url(#fov)', { opacity: 0.3 }) +
      bullet(250, 250, 4.4, false, 10) +
      at(250, 250, 4.4, group({ transform: 'translate(24 4) rotate(10)' }, rect(6, -13, 5, 26, P.blue5), rect(54, -13, 3, 26, P.blue5))) +
      at(640, 130, 1, path('M0-34l9 25 25 9-25 9-9 25-9-25-25-9 25-9z', P.amber3)) +
      circle(700, 190, 5, P.amber3) +
      circle(590, 96, 4, P.amber3),
    studio() + defs,
  )
}
/** A 19-inch equipment rack: patch panel, PoE switch with its camera runs, two recorders with drive bays, and a UPS. */
export function prodRecorders(title: string): string {
  const left = 236
  const width = 328
  const unit = (y: number, h: number, body: string): string => rect(left, y, width, h, 'url(#dark)', { rx: 4, ...stroke(P.s6, 1.5) }) + body
  let holes = ''
  for (let y = 70; y < 540; y += 22) holes += d`M214 ${y}h8v6h-8zM578 ${y}h8v6h-8z`
  const portRow = (y: number): string => Array.from({ length: 12 }, (_, i) => d`M${272 + i * 22} ${y}h16v12h-16z`).join('')
  const leds = Array.from({ length: 9 }, (_, i) => d`M${276 + i * 22} 166h8v4h-8z`).join('')
  const cables = Array.from({ length: 9 }, (_, i) => d`M${280 + i * 22} 150C${280 + i * 22} 120 ${300 + i * 30} 60 ${330 + i * 34} 0`).join(
    '',
  )
  const recorder = (y: number, seed: number): string => {
    const rnd = random(seed)
    let bays = ''
    for (let i = 0; i < 4; i++) {
      bays +=
        rect(340 + i * 54, y + 14, 46, 62, P.s8, { rx: 4, ...stroke(P.s6, 1.5) }) +
        rect(348 + i * 54, y + 22, 30, 5, P.s6, { rx: 2 }) +
        circle(363 + i * 54, y + 66, 3.5, rnd() < 0.85 ? P.blue5 : P.amber)
    }
    return unit(
      y,
      90,
      bays +
        circle(266, y + 30, 5, P.blue5) +
        circle(266, y + 48, 5, P.blue5) +
        circle(266, y + 66, 5, P.amber) +
        rect(286, y + 24, 36, 10, P.navy, { rx: 2 }) +
        rect(288, y + 26, 22, 6, P.blue3, { opacity: 0.8 }),
    )
  }
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      circle(400, 300, 300, 'url(#glowB)', { opacity: 0.4 }) +
      shadow(400, 566, 250) +
      rect(196, 40, 408, 520, '#0a1526', { rx: 10 }) +
      rect(204, 52, 24, 500, P.s7) +
      rect(572, 52, 24, 500, P.s7) +
      path(holes, '#0a1526') +
      path(cables, 'none', stroke(P.blue5, 5, { 'stroke-linecap': 'round', opacity: 0.75 })) +
      unit(90, 36, path(portRow(102), P.ink) + rect(534, 100, 18, 16, P.s6, { rx: 2 })) +
      unit(140, 40, path(portRow(148), P.ink) + path(leds, P.blue3) + circle(552, 160, 5, P.blue5)) +
      recorder(196, 3) +
      recorder(300, 7) +
      unit(
        420,
        96,
        rect(270, 444, 110, 44, P.navy, { rx: 4 }) +
          rect(280, 454, 70, 8, P.blue3, { rx: 2, opacity: 0.8 }) +
          rect(280, 470, 46, 6, P.s5, { rx: 2 }) +
          path('M420 440h110M420 458h110M420 476h110M420 494h110', 'none', stroke(P.s6, 3)) +
          circle(540, 500, 6, P.blue5),
      ),
    studio(),
  )
}
export function prodAccess(title: string): string {
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(40, 40, 340, 560, P.blue3, { opacity: 0.35 }) +
      rect(40, 40, 340, 560, 'none', stroke(P.s5, 14)) +
      poly([80, 40, 130, 40, 40, 300, 40, 200], P.white, { opacity: 0.5 }) +
      rect(330, 250, 10, 170, P.s5, { rx: 5 }) +
      rect(200, 47, 150, 20, P.s4, { rx: 3 }) +
      rect(420, 40, 380, 560, P.wall) +
      circle(560, 300, 200, 'url(#glowB)', { opacity: 0.35 }) +
      reader(480, 170, 1.5) +
      keycard(650, 260, 1.5, -12) +
      path('M632 260a36 36 0 0 1 0 60M652 244a60 60 0 0 1 0 92', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round' })) +
      at(
        690,
        420,
        1,
        path('M0 0h40l10 20v40a25 25 0 0 1-60 0V20z', P.ink, stroke(P.s6, 2)) + circle(20, 20, 7, P.s2) + circle(20, 62, 10, P.blue5),
      ),
    studio(),
  )
}
export function prodIntercom(title: string): string {
  const clipDefs = clip('vc', rect(0, 0, 78, 58))
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(60, 60, 300, 540, P.s7) +
      rect(80, 80, 260, 520, P.blue3, { opacity: 0.4 }) +
      path('M210 80v520', 'none', stroke(P.s7, 8)) +
      rect(60, 40, 740, 30, P.s6) +
      rect(360, 70, 440, 530, P.wall) +
      circle(180, 200, 150, 'url(#glow)', { opacity: 0.35 }) +
      rect(420, 150, 130, 300, 'url(#dark)', { rx: 14, ...stroke(P.s6, 2) }) +
      circle(485, 186, 16, P.s8) +
      circle(485, 186, 10, 'url(#lens)') +
      rect(440, 218, 90, 64, '#050d1a', { rx: 4 }) +
      el('g', { transform: 'translate(446 221)', 'clip-path': 'url(#vc)' }, feed('lobby', 78, 58, 3, false)) +
      path(
        boxes([
          [440, 300, 26, 20],
          [472, 300, 26, 20],
          [504, 300, 26, 20],
          [440, 326, 26, 20],
          [472, 326, 26, 20],
          [504, 326, 26, 20],
        ]),
        P.s6,
      ) +
      circle(485, 400, 20, P.blue5) +
      path('M478 392q6-6 14 0v14h-14z', P.white) +
      circle(485, 400, 34, 'url(#glowB)') +
      rect(590, 220, 170, 120, P.ink, { rx: 12 }) +
      at(600, 230, 1, feed('door', 150, 100, 4)) +
      shadow(675, 352, 90),
    studio() + clipDefs,
  )
}
export function prodAccessories(title: string): string {
  let ports = ''
  for (let i = 0; i < 8; i++) ports += rect(90 + i * 30, 130, 22, 18, P.ink, { rx: 2 })
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(70, 100, 320, 90, 'url(#dark)', { rx: 10 }) +
      ports +
      path(
        boxes([
          [96, 160, 6, 6],
          [126, 160, 6, 6],
          [156, 160, 6, 6],
          [186, 160, 6, 6],
        ]),
        P.blue5,
      ) +
      circle(360, 140, 6, P.amber) +
      at(
        580,
        170,
        1,
        circle(0, 0, 100, 'none', stroke(P.blue, 18)) +
          circle(0, 0, 76, 'none', stroke(P.blue, 18)) +
          circle(0, 0, 52, 'none', stroke(P.blue5, 18)) +
          circle(0, 0, 28, P.s3) +
          path('M96 30q60 40 110 20', 'none', stroke(P.blue, 10, { 'stroke-linecap': 'round' })),
      ) +
      at(
        590,
        450,
        1,
        circle(0, 0, 110, 'none', stroke(P.s5, 14)) +
          circle(0, 0, 90, 'none', stroke(P.s5, 14)) +
          circle(0, 0, 70, 'none', stroke(P.s6, 14)) +
          circle(0, 0, 46, P.s3),
      ) +
      shadow(200, 470, 120) +
      ellipse(200, 440, 120, 32, P.s4) +
      rect(80, 360, 240, 80, P.s1) +
      ellipse(200, 360, 120, 32, P.white, stroke(P.s3, 3)) +
      circle(200, 360, 12, P.s3) +
      path('M100 380h8M292 380h8', 'none', stroke(P.s4, 12)) +
      at(
        400,
        300,
        1,
        path('M0 0h80v16H16v110H0z', P.s6) + path('M16 16l60 0-60 60z', P.s5) + circle(40, 8, 4, P.s2) + circle(8, 70, 4, P.s2),
      ),
    studio(),
  )
}
export function prodSoftware(title: string): string {
  const dash =
    rect(0, 0, 520, 300, '#0c1a30') +
    rect(0, 0, 90, 300, P.navy) +
    path(
      boxes([
        [16, 24, 58, 8],
        [16, 48, 44, 8],
        [16, 72, 52, 8],
        [16, 96, 40, 8],
      ]),
      P.s5,
    ) +
    rect(10, 20, 70, 16, P.blue, { rx: 4, opacity: 0.6 }) +
    at(104, 14, 1, grid4(300, 190, ['house', 'lot', 'door', 'warehouse'], 70)) +
    rect(418, 14, 90, 190, '#12264a', { rx: 6 }) +
    path(
      boxes([
        [428, 30, 70, 8],
        [428, 60, 50, 8],
        [428, 90, 62, 8],
        [428, 120, 40, 8],
      ]),
      P.s5,
    ) +
    path(
      boxes([
        [428, 44, 6, 6],
        [428, 74, 6, 6],
        [428, 104, 6, 6],
      ]),
      P.amber,
    ) +
    rect(104, 220, 404, 64, '#12264a', { rx: 6 }) +
    rect(118, 250, 376, 6, P.s6, { rx: 3 }) +
    rect(118, 250, 240, 6, P.blue5, { rx: 3 }) +
    path(
      boxes([
        [170, 240, 4, 26],
        [300, 240, 4, 26],
      ]),
      P.amber,
    )
  const defs = phoneClip('pc', 130, 250)
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      ellipse(400, 280, 380, 240, 'url(#glowB)', { opacity: 0.5 }) +
      rect(110, 96, 548, 328, P.s8, { rx: 14 }) +
      at(124, 110, 1, dash) +
      poly([60, 436, 708, 436, 660, 424, 110, 424], P.s4) +
      rect(60, 436, 648, 16, P.s5, { rx: 6 }) +
      phone(
        620,
        270,
        130,
        250,
        6,
        feed('house', 117, 150, 72) +
          rect(0, 150, 117, 90, '#0c1e38') +
          rect(12, 166, 80, 8, P.s4, { rx: 4 }) +
          rect(12, 182, 56, 6, P.s5, { rx: 3 }) +
          circle(58, 214, 12, P.blue5),
        'pc',
      ),
    studio() + defs,
  )
}
export function prodDoorbells(title: string): string {
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(0, 0, 260, 600, P.blue) +
      path('M40 60h180v220H40zM40 320h180v240H40z', 'none', stroke('#1a3f9c', 10)) +
      rect(210, 290, 16, 60, P.amber3, { rx: 6 }) +
      rect(260, 0, 50, 600, P.s2) +
      rect(310, 0, 490, 600, P.wall) +
      circle(700, 80, 130, 'url(#glow)', { opacity: 0.5 }) +
      path(
        'M310 40h490M310 100h490M310 160h490M310 220h490M310 280h490M310 340h490M310 400h490M310 460h490M310 520h490M310 580h490',
        'none',
        stroke('#000', 3, { opacity: 0.16 }),
      ) +
      doorbell(420, 130, 3.2) +
      path(
        'M560 220a70 70 0 0 1 0 110M594 190a110 110 0 0 1 0 170',
        'none',
        stroke(P.blue5, 6, { 'stroke-linecap': 'round', opacity: 0.7 }),
      ) +
      rect(640, 420, 110, 90, P.s1, { rx: 16, ...stroke(P.s4, 2) }) +
      circle(695, 465, 26, 'none', stroke(P.s4, 3)) +
      path(
        boxes([
          [680, 455, 30, 3],
          [680, 463, 30, 3],
          [680, 471, 30, 3],
        ]),
        P.s4,
      ),
    studio(),
  )
}
