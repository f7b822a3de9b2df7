/**
 * Silhouettes of people and cars, each drawn in its own local coordinates.
 */
import { P } from './palette'
import { at, boxes, circle, path, rect } from './svg-markup'

export const PERSON = {
  stand: 'M-19 -132Q0 -140 19 -132L25 -76H17L14 -110 13 -70 12 0H2L0 -62-2 0H-12L-13 -70-14 -110-17 -76H-25z',
  walk: 'M-19 -132Q0 -140 19 -132L28 -82H20L14 -110 14 -70 27 0H16L1 -56-9 0H-20L-13 -70-14 -110-22 -82H-30z',
  reach: 'M-19 -132Q0 -140 19 -132L38 -190 26 -194 12 -136 13 -70 12 0H2L0 -62-2 0H-12L-13 -70-14 -110-17 -76H-25z',
  present: 'M-19 -132Q0 -140 19 -132L58 -112 56 -102 14 -112 13 -70 12 0H2L0 -62-2 0H-12L-13 -70-14 -110-17 -76H-25z',
} as const
/** A figure 170 units tall standing on (x, y). */
export function person(x: number, y: number, s: number, fill: string, pose: keyof typeof PERSON = 'stand', flip = false): string {
  return at(x, y, s, path(PERSON[pose], fill) + circle(0, -153, 15, fill) + (pose === 'reach' ? circle(33, -196, 7, fill) : ''), { flip })
}
/** Side view of a car, 256 units long, nose on the left, wheels on y = 0. */
export function car(x: number, y: number, s: number, body: string, flip = false): string {
  return at(
    x,
    y,
    s,
    path('M4 -24q-2-18 14-22l46-10 34-26q8-6 18-6h62q12 0 20 8l24 24 20 4q14 3 14 16v14q0 6-6 6H10q-6 0-6-8z', body) +
      path('M74 -58l28-23q5-3 11-3h31v26zM152 -84h26q9 0 15 6l20 20h-61z', '#0f2744', { opacity: 0.85 }) +
      rect(6, -38, 14, 7, P.amber2, { rx: 3 }) +
      circle(62, -18, 18, P.ink) +
      circle(62, -18, 8, P.s4) +
      circle(202, -18, 18, P.ink) +
      circle(202, -18, 8, P.s4),
    { flip },
  )
}
/** Car seen from above, 44 by 80 units, centred on (x, y). */
export function topCar(x: number, y: number, s: number, body: string, rot = 0): string {
  return at(
    x,
    y,
    s,
    rect(-22, -40, 44, 80, body, { rx: 11 }) + path('M-17 -20h34l-3 14h-28zM-16 18h32l-2 10h-28z', P.navy, { opacity: 0.75 }),
    { rot },
  )
}
/** Car seen from front or back, 200 units wide, wheels on y = 0. */
export function carFront(x: number, y: number, s: number, body: string): string {
  return at(
    x,
    y,
    s,
    path('M12 -20V-56q0-10 10-14l18-44q5-12 18-12h84q13 0 18 12l18 44q10 4 10 14v36q0 6-6 6H18q-6 0-6-6z', body) +
      path('M46 -72l14-38q3-6 10-6h60q7 0 10 6l14 38z', P.navy, { opacity: 0.8 }) +
      path(
        boxes([
          [22, -58, 30, 12],
          [148, -58, 30, 12],
        ]),
        P.amber2,
      ) +
      rect(80, -44, 40, 12, P.s2, { rx: 2 }) +
      path(
        boxes([
          [20, -16, 30, 16],
          [150, -16, 30, 16],
        ]),
        P.ink,
      ),
  )
}
