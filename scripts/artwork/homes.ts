/**
 * A finished job, as an installer would photograph it: a real-looking home with its cameras,
 * doorbell and floodlight in place, the company van in the driveway and the technician handing
 * over. Each piece is drawn in its own local coordinates, standing on y = 0.
 */
import { at, boxes, circle, d, el, ellipse, group, lin, path, poly, rect, stroke } from './svg-markup'
import { P } from './palette'
import { bullet, doorbell, flood, shieldMark, turret } from './equipment'

/** Materials of the home in blue-hour light; the ids are added to a picture's defs by homeDefs(). */
export const HOME = {
  wall: '#34507a',
  wallShade: '#27406a',
  trim: '#d6deea',
  roof: '#16213a',
  stone: '#4a5870',
  door: '#7a2e2a',
  garage: '#c3ccd8',
  lawn: '#143a3a',
  shrub: '#0f3036',
} as const

/** Lap siding, roof shingles and stone as patterns: one fill instead of a line per board. */
export const homeDefs = (): string =>
  el('pattern', { id: 'siding', width: 40, height: 14, patternUnits: 'userSpaceOnUse' }, rect(0, 12, 40, 2, '#0b1a30', { opacity: 0.35 })) +
  el(
    'pattern',
    { id: 'shingle', width: 36, height: 16, patternUnits: 'userSpaceOnUse' },
    path('M0 15.5h36M9 0v16M27 0v8', 'none', stroke('#000', 1.5, { opacity: 0.35 })),
  ) +
  el(
    'pattern',
    { id: 'stone', width: 48, height: 24, patternUnits: 'userSpaceOnUse' },
    path('M0 .5h48M0 12.5h48M14 0v12M38 0v12M4 12v12M28 12v12', 'none', stroke('#1c2638', 2, { opacity: 0.6 })),
  ) +
  lin('lawnG', [
    [0, HOME.lawn],
    [1, '#0a1f24'],
  ])

type Box = readonly [x: number, y: number, w: number, h: number]

/** Windows of warm light with trim, sills and muntins; shutters on the ones listed first. Four paths for any number of windows. */
export function litWindows(list: readonly Box[], shuttered: number): string {
  const shutters = list.slice(0, shuttered).flatMap(([x, y, w, h]): Box[] => [
    [x - 26, y - 4, 18, h + 8],
    [x + w + 8, y - 4, 18, h + 8],
  ])
  const trim = list.flatMap(([x, y, w, h]): Box[] => [
    [x - 6, y - 6, w + 12, h + 12],
    [x - 10, y + h + 4, w + 20, 7],
  ])
  const muntins = list.map(([x, y, w, h]) => d`M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}`).join('')
  return (
    path(boxes(shutters), '#1b2b46') +
    path(boxes(trim), HOME.trim) +
    path(boxes(list), 'url(#win)') +
    path(muntins, 'none', stroke(HOME.trim, 4))
  )
}

/**
 * Two-storey home with a front porch and an attached two-car garage, 780 units wide. The
 * equipment is where an installer puts it: turrets under both eaves, a bullet camera on the
 * garage corner, a floodlight over the drive and a doorbell beside the door.
 */
export function finishedHome(x: number, y: number, s: number, seen: 'near' | 'far' = 'near'): string {
  const main = group(
    {},
    // Chimney, walls and the stone water table.
    rect(330, -420, 44, 90, HOME.stone) + rect(326, -424, 52, 10, HOME.trim),
    rect(0, -300, 430, 300, HOME.wall) + rect(0, -300, 430, 300, 'url(#siding)'),
    rect(0, -56, 430, 56, HOME.stone) + rect(0, -56, 430, 56, 'url(#stone)'),
    // Main roof with a front gable.
    poly([-30, -296, 215, -440, 460, -296], HOME.roof) + poly([-30, -296, 215, -440, 460, -296], 'url(#shingle)'),
    rect(-34, -302, 498, 12, HOME.trim),
    litWindows(
      [
        [52, -282, 84, 78],
        [294, -282, 84, 78],
        [40, -140, 120, 84],
        [176, -394, 78, 52],
      ],
      3,
    ),
  )
  const porch =
    rect(196, -150, 190, 150, HOME.wallShade) +
    rect(236, -132, 74, 132, HOME.door) +
    rect(246, -122, 54, 40, 'url(#win)', { opacity: 0.8 }) +
    circle(298, -60, 4, P.amber2) +
    rect(318, -128, 22, 96, 'url(#win)', { opacity: 0.7 }) +
    poly([176, -150, 406, -150, 390, -186, 192, -186], HOME.roof) +
    rect(172, -154, 238, 10, HOME.trim) +
    path(
      boxes([
        [190, -144, 14, 144],
        [378, -144, 14, 144],
      ]),
      HOME.trim,
    ) +
    rect(180, -10, 220, 10, '#9aa6b8') +
    // Porch lantern and its pool of light.
    rect(214, -112, 10, 18, P.amber2, { rx: 3 }) +
    circle(219, -100, 60, 'url(#glow)', { opacity: 0.8 })
  const garage = group(
    {},
    rect(430, -200, 350, 200, HOME.wallShade) + rect(430, -200, 350, 200, 'url(#siding)'),
    poly([416, -196, 605, -290, 794, -196], HOME.roof) +
      poly([416, -196, 605, -290, 794, -196], 'url(#shingle)') +
      rect(412, -202, 386, 10, HOME.trim),
    rect(468, -156, 274, 156, HOME.trim) + rect(476, -148, 258, 148, HOME.garage),
    path(
      boxes([
        [476, -112, 258, 3],
        [476, -74, 258, 3],
        [476, -36, 258, 3],
        [603, -148, 4, 148],
      ]),
      '#8f9bb0',
    ),
    path(
      boxes([
        [492, -140, 40, 20],
        [544, -140, 40, 20],
        [626, -140, 40, 20],
        [678, -140, 40, 20],
      ]),
      'url(#win)',
      { opacity: 0.9 },
    ),
  )
  // From across the street the equipment is a few pixels: the same places, in simple shapes.
  const equipment =
    seen === 'near'
      ? el('g', { id: 'eave-cam' }, turret(10, -290, 0.7)) +
        el('use', { href: '#eave-cam', x: 410 }) +
        bullet(776, -180, 0.55, false, 24) +
        flood(605, -236, 0.6, 80, 150, 40) +
        doorbell(318, -86, 0.34)
      : path('M-8 -290h36a18 18 0 0 1-36 0zM402 -290h36a18 18 0 0 1-36 0zM764 -190h14v20h28v14h-42z', P.s2) +
        path('M10 -282m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0M420 -282m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0', P.ink) +
        rect(318, -86, 12, 34, P.ink, { rx: 6 })
  const shrubs = [
    [-10, 26],
    [60, 30],
    [150, 24],
    [420, 22],
  ]
    .map(([cx = 0, r = 0]) => ellipse(cx, -r * 0.6, r * 1.5, r, HOME.shrub))
    .join('')
  return at(x, y, s, main + garage + porch + equipment + shrubs)
}

/** The installer's van, 440 units long, nose on the right, wheels on y = 0; the brand's shield on the side. */
export function serviceVan(x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    path('M0 -30v-150q0-14 14-14h300q22 0 34 16l52 70q40 6 40 34v44q0 12-12 12H12q-12 0-12-12z', P.white, stroke(P.s4, 2)) +
      path('M330 -176h-20v66h70z', '#1e3a66') +
      rect(0, -92, 440, 22, P.blue) +
      rect(0, -70, 440, 6, P.amber) +
      shieldMark(150, -140, 1.2, P.blue) +
      rect(190, -152, 90, 10, P.blue, { rx: 5 }) +
      rect(190, -134, 64, 8, P.s4, { rx: 4 }) +
      // Roof rack and ladder.
      rect(30, -200, 240, 6, P.s5) +
      rect(20, -214, 260, 14, 'none', stroke(P.s3, 4)) +
      path([60, 100, 140, 180, 220, 260].map((v) => d`M${v} -214v14`).join(''), 'none', stroke(P.s3, 3)) +
      rect(424, -46, 14, 10, P.amber2, { rx: 3 }) +
      circle(430, -40, 40, 'url(#glow)', { opacity: 0.6 }) +
      circle(90, -2, 34, P.ink) +
      circle(90, -2, 14, P.s4) +
      circle(350, -2, 34, P.ink) +
      circle(350, -2, 14, P.s4),
  )
}

/**
 * The technician in a company shirt and cap, 176 units tall, facing left unless flipped: holding
 * a tablet (checking a camera's view with the owner) or reaching up with a tool (fitting one).
 */
export function technician(x: number, y: number, s: number, flip = false, pose: 'tablet' | 'reach' = 'tablet'): string {
  const hands =
    pose === 'tablet'
      ? path('M-21 -134l-16 44h10l12-30', P.blue) +
        group(
          { transform: 'rotate(-18 -34 -104)' },
          rect(-58, -120, 34, 46, '#0a0f1a', { rx: 4 }),
          rect(-54, -116, 26, 38, P.blue5, { opacity: 0.85 }),
        )
      : path('M-20 -132l-12 -62h11l12 58', P.blue) + circle(-27, -198, 6, '#c68a63') + rect(-31, -222, 8, 22, P.amber, { rx: 2 })
  return at(
    x,
    y,
    s,
    path('M-12 -92h24l2 92h-12l-2-60-2 60h-12z', '#1a2740') +
      path('M-21 -134q21-10 42 0l4 46h-50z', P.blue) +
      rect(-25, -92, 50, 8, '#111827') +
      rect(8, -90, 14, 16, P.amber, { rx: 2 }) +
      circle(0, -152, 15, '#c68a63') +
      path('M-16 -156q0-18 16-18t16 18z', P.blue) +
      rect(-24, -158, 18, 5, P.blue, { rx: 2 }) +
      hands,
    { flip },
  )
}

/** An extension ladder standing on y = 0, `h` units tall, its rails `w` apart. */
export function ladder(x: number, y: number, h: number, w = 70): string {
  let rungs = ''
  for (let v = -30; v > -h; v -= 40) rungs += d`M0 ${v}h${w}`
  return at(x, y, 1, path(d`M0 0V${-h}M${w} 0V${-h}` + rungs, 'none', stroke(P.s4, 8, { 'stroke-linecap': 'round' })))
}

/**
 * The home's front door seen from its porch, 200 by 400 units standing on y = 0: trim, a
 * six-panel door with a lit fanlight, and the lantern beside it.
 */
export function frontDoor(x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    rect(-16, -416, 232, 416, HOME.trim) +
      rect(0, -400, 200, 400, HOME.door) +
      rect(10, -390, 180, 40, 'url(#win)') +
      path(
        boxes([
          [24, -330, 66, 90],
          [110, -330, 66, 90],
          [24, -220, 66, 190],
          [110, -220, 66, 190],
        ]),
        'none',
        stroke('#5c201d', 6),
      ) +
      circle(176, -190, 7, P.amber2) +
      rect(-18, 0, 236, 14, '#9aa6b8'),
  )
}

/** A homeowner, in house clothes, 170 units tall. */
export function homeowner(x: number, y: number, s: number, flip = false): string {
  return at(
    x,
    y,
    s,
    path('M-12 -88h24l2 88h-11l-3-58-3 58h-11z', '#2d3b55') +
      path('M-20 -130q20-10 40 0l5 44h-50z', '#b45309') +
      path('M20 -126l14 40h-9l-10-28', '#b45309') +
      circle(0, -148, 15, '#8d5a3b') +
      path('M-15 -150q0-20 15-19t15 19q-4-8-15-8t-15 8z', '#2b1d16'),
    { flip },
  )
}

/** A yard sign on two stakes with the brand's shield: the sign installers leave at every finished job. */
export function yardSign(x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    path('M-24 0v-60M24 0v-60', 'none', stroke(P.s3, 4)) +
      rect(-40, -120, 80, 64, P.blue, { rx: 6, ...stroke(P.white, 3) }) +
      shieldMark(0, -86, 0.9, P.white),
  )
}

/** A lawn in front of a home, with the drive and the walk cut into it. */
export function frontYard(
  width: number,
  top: number,
  bottom: number,
  drive: readonly [number, number, number, number],
  walk: readonly [number, number, number, number],
): string {
  const [dx1, dx2, dx3, dx4] = drive
  const [wx1, wx2, wx3, wx4] = walk
  return (
    rect(0, top, width, bottom - top, 'url(#lawnG)') +
    poly([dx1, top, dx2, top, dx4, bottom, dx3, bottom], '#3c4a60') +
    poly([wx1, top, wx2, top, wx4, bottom, wx3, bottom], '#5b6678')
  )
}
