/**
 * The security equipment the pictures show: cameras, lights, readers, doorbells, recorders.
 */
import { P } from './palette'
import { at, boxes, circle, d, ellipse, group, path, poly, rect, stroke } from './svg-markup'

/** Ceiling dome camera hanging from (x, y). */
export function dome(x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    rect(-26, -4, 52, 9, P.s2, { rx: 3 }) +
      path('M-21 5a21 21 0 0 0 42 0z', 'url(#dark)') +
      circle(0, 15, 7, 'url(#lens)') +
      circle(-2.5, 12.5, 2, P.white, { opacity: 0.7 }),
  )
}
/** Wall-mounted bullet camera; the wall plate is at (x, y), the lens faces right unless flipped. */
export function bullet(x: number, y: number, s: number, flip = false, tilt = 14): string {
  return at(
    x,
    y,
    s,
    rect(-7, -16, 14, 32, P.s3, { rx: 4 }) +
      rect(0, -5, 26, 10, P.s4, { rx: 4 }) +
      group(
        { transform: `translate(24 4) rotate(${tilt})` },
        rect(-8, -13, 80, 26, 'url(#metal)', { rx: 9, ...stroke(P.s4, 1) }),
        rect(-12, -20, 94, 9, P.white, { rx: 4.5, ...stroke(P.s4, 1) }),
        rect(66, -10, 9, 20, P.s8, { rx: 3 }),
        ellipse(72, 0, 4, 7, 'url(#lens)'),
      ),
    { flip },
  )
}
/** Turret (eyeball) camera under a surface at (x, y). */
export function turret(x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    ellipse(0, 0, 30, 6, P.s3) +
      path('M-26 0h52v6a26 16 0 0 1-52 0z', 'url(#metal)', stroke(P.s4, 1)) +
      circle(0, 20, 17, 'url(#dark)') +
      circle(3, 24, 7.5, 'url(#lens)') +
      circle(1, 21, 2, P.white, { opacity: 0.7 }),
  )
}
/** Twin-head floodlight on a wall at (x, y) with its beam falling to `floor`. */
export function flood(x: number, y: number, s: number, floor: number, spread: number, shift = 0): string {
  return (
    poly([x - 24 * s, y + 14 * s, x + 24 * s, y + 14 * s, x + shift + spread, floor, x + shift - spread, floor], 'url(#beam)') +
    at(
      x,
      y,
      s,
      rect(-8, -12, 16, 18, P.s4, { rx: 3 }) +
        circle(0, 14, 34, 'url(#glow)') +
        group({ transform: 'rotate(22)' }, rect(-36, 0, 30, 15, P.s2, { rx: 4 }), rect(-34, 12, 26, 5, P.amber2, { rx: 2 })) +
        group({ transform: 'rotate(-22)' }, rect(6, 0, 30, 15, P.s2, { rx: 4 }), rect(8, 12, 26, 5, P.amber2, { rx: 2 })),
    )
  )
}
/** Keypad and card reader, 90 by 170 units, top-left at (x, y). */
export function reader(x: number, y: number, s: number, granted = true): string {
  const keys: [number, number, number, number][] = []
  for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) keys.push([17 + c * 20, 78 + r * 20, 16, 14])
  return at(
    x,
    y,
    s,
    rect(0, 0, 90, 170, 'url(#dark)', { rx: 12, ...stroke(P.s6, 2) }) +
      rect(10, 10, 70, 54, P.ink, { rx: 8 }) +
      path(
        'M37 26a12 12 0 0 1 0 22M44 21a19 19 0 0 1 0 32M51 16a26 26 0 0 1 0 42',
        'none',
        stroke(P.blue3, 3, { 'stroke-linecap': 'round' }),
      ) +
      path(boxes(keys), P.s6) +
      circle(45, 160, 4, granted ? P.blue5 : P.amber) +
      (granted ? circle(45, 160, 14, 'url(#glowB)') : ''),
  )
}
/** Access card, 80 by 50 units. */
export function keycard(x: number, y: number, s: number, rot: number): string {
  return at(
    x,
    y,
    s,
    rect(0, 0, 80, 50, P.blue, { rx: 6 }) +
      rect(0, 0, 80, 14, P.blue5, { rx: 6 }) +
      rect(10, 22, 16, 12, P.amber3, { rx: 2 }) +
      rect(34, 24, 36, 4, P.blue3) +
      rect(34, 32, 24, 4, P.blue3),
    { rot },
  )
}
/** Video doorbell, 34 by 100 units, top-left at (x, y). */
export function doorbell(x: number, y: number, s: number): string {
  return at(
    x,
    y,
    s,
    rect(0, 0, 34, 100, P.ink, { rx: 17, ...stroke(P.s6, 1.5) }) +
      circle(17, 22, 10, P.s8) +
      circle(17, 22, 6.5, 'url(#lens)') +
      circle(15, 20, 1.6, P.white, { opacity: 0.8 }) +
      rect(11, 40, 12, 3, P.s6, { rx: 1.5 }) +
      circle(17, 72, 12, 'none', stroke(P.blue5, 3)) +
      circle(17, 72, 8, P.s8) +
      circle(17, 72, 22, 'url(#glowB)'),
  )
}
/** Network video recorder front, w wide. */
export function nvr(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, 'url(#dark)', { rx: 6, ...stroke(P.s6, 1.5) }) +
    path(
      d`M${x + w * 0.35} ${y + h * 0.3}h${w * 0.5}M${x + w * 0.35} ${y + h * 0.5}h${w * 0.5}M${x + w * 0.35} ${y + h * 0.7}h${w * 0.5}`,
      'none',
      stroke(P.s6, 2),
    ) +
    circle(x + w * 0.08, y + h / 2, h * 0.09, P.blue5) +
    circle(x + w * 0.15, y + h / 2, h * 0.09, P.blue5) +
    circle(x + w * 0.22, y + h / 2, h * 0.09, P.amber)
  )
}
export function shieldMark(x: number, y: number, s: number, fill: string, lens = true): string {
  return at(
    x,
    y,
    s,
    path('M0 -30L24 -22V-4C24 12 13 22 0 26C-13 22-24 12-24-4V-22z', fill) +
      (lens ? circle(0, -3, 10, P.navy) + circle(0, -3, 5.5, P.blue5) + circle(-2, -5, 1.8, P.white) : ''),
  )
}
