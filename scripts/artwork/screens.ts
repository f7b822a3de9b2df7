/**
 * Camera pictures and the screens that show them: feeds, detection boxes, monitors and phones.
 */
import { P } from './palette'
import { at, boxes, circle, clip, d, el, path, poly, rect, stroke, text, transform } from './svg-markup'
import { car, person, topCar } from './people-and-vehicles'
import { windows } from './scenery'

export const HUD = (w: number): string => circle(10, 10, 3.5, P.amber) + rect(w - 46, 7, 38, 6, P.white, { rx: 3, opacity: 0.35 })
export type FeedKind = 'house' | 'lot' | 'aisle' | 'street' | 'door' | 'warehouse' | 'gate' | 'lobby'
/** A small camera picture in local coordinates 0..w, 0..h. */
export function feed(kind: FeedKind, w: number, h: number, seed = 1, hud = true): string {
  const g = h * 0.68
  let s = ''
  switch (kind) {
    case 'house':
      s =
        rect(0, 0, w, h, '#1d3d6b') +
        rect(0, g, w, h - g, '#10284a') +
        circle(w * 0.14, g - h * 0.2, h * 0.16, '#10284a') +
        rect(w * 0.32, g - h * 0.3, w * 0.36, h * 0.3, '#2d5286') +
        poly([w * 0.28, g - h * 0.29, w * 0.5, g - h * 0.5, w * 0.72, g - h * 0.29], P.deep) +
        path(
          boxes([
            [w * 0.37, g - h * 0.22, w * 0.08, h * 0.09],
            [w * 0.56, g - h * 0.22, w * 0.08, h * 0.09],
          ]),
          P.amber2,
        ) +
        rect(w * 0.47, g - h * 0.15, w * 0.06, h * 0.15, P.navy)
      break
    case 'lot':
      s =
        rect(0, 0, w, h, '#223f66') +
        rect(0, 0, w, h * 0.22, '#17345a') +
        path(
          [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => d`M${w * f} ${h * 0.26}l${-w * 0.08} ${h * 0.74}`).join(''),
          'none',
          stroke(P.white, 1.5, { opacity: 0.4 }),
        ) +
        topCar(w * 0.2, h * 0.62, h / 190, P.s3) +
        topCar(w * 0.6, h * 0.6, h / 190, P.blue5) +
        topCar(w * 0.8, h * 0.58, h / 190, P.s5)
      break
    case 'aisle':
      s =
        rect(0, 0, w, h, '#1a3558') +
        poly([w * 0.42, h * 0.45, w * 0.58, h * 0.45, w, h, 0, h], '#2a4a76') +
        poly([0, 0, w * 0.4, h * 0.3, w * 0.4, h * 0.55, 0, h * 0.95], '#274a7c') +
        poly([w, 0, w * 0.6, h * 0.3, w * 0.6, h * 0.55, w, h * 0.95], '#274a7c') +
        path(
          d`M0 ${h * 0.25}L${w * 0.4} ${h * 0.38}M0 ${h * 0.55}L${w * 0.4} ${h * 0.47}M${w} ${h * 0.25}L${w * 0.6} ${h * 0.38}M${w} ${h * 0.55}L${w * 0.6} ${h * 0.47}`,
          'none',
          stroke(P.amber3, 3, { opacity: 0.6 }),
        ) +
        person(w * 0.52, h * 0.8, h / 420, P.ink)
      break
    case 'street':
      s =
        rect(0, 0, w, h, '#1a365f') +
        windows(w * 0.04, h * 0.24, 3, 3, w * 0.05, h * 0.07, 5, seed, 0.5, P.amber2, '#0f2747') +
        rect(w * 0.3, h * 0.1, w * 0.2, g - h * 0.1, '#0f2747') +
        rect(w * 0.56, h * 0.32, w * 0.22, g - h * 0.32, '#14305a') +
        rect(w * 0.82, h * 0.2, w * 0.18, g - h * 0.2, '#0f2747') +
        windows(w * 0.33, h * 0.16, 2, 4, w * 0.05, h * 0.06, 6, seed + 1, 0.45, P.amber2, '#1d3a63') +
        rect(0, g, w, h - g, '#0b1a30') +
        path(d`M0 ${g + (h - g) / 2}h${w}`, 'none', stroke(P.amber3, 2, { 'stroke-dasharray': '10 10', opacity: 0.6 }))
      break
    case 'door':
      s =
        rect(0, 0, w, h, '#2a4a78') +
        rect(w * 0.36, h * 0.16, w * 0.28, h * 0.84, P.navy) +
        circle(w * 0.74, h * 0.3, h * 0.28, 'url(#glow)') +
        rect(w * 0.72, h * 0.26, w * 0.03, h * 0.08, P.amber2) +
        rect(0, h * 0.92, w, h * 0.08, '#1a3358') +
        person(w * 0.5, h * 1.02, h / 230, '#5b7bb0')
      break
    case 'warehouse':
      s =
        rect(0, 0, w, h, '#1b3558') +
        rect(0, g + h * 0.1, w, h, '#14294a') +
        path(
          [0.06, 0.3, 0.54, 0.78].map((f) => d`M${w * f} ${h * 0.1}v${h * 0.68}M${w * (f + 0.18)} ${h * 0.1}v${h * 0.68}`).join('') +
            [0.3, 0.54, 0.78].map((f) => d`M${w * 0.04} ${h * f}h${w * 0.92}`).join(''),
          'none',
          stroke(P.blue5, 2.5),
        ) +
        path(
          boxes(
            [
              [0.09, 0.16],
              [0.33, 0.4],
              [0.58, 0.16],
              [0.8, 0.64],
              [0.33, 0.64],
              [0.6, 0.4],
            ].map(([fx = 0, fy = 0]) => [w * fx, h * fy, w * 0.12, h * 0.13] as const),
          ),
          P.card,
        )
      break
    case 'gate':
      s =
        rect(0, 0, w, h, '#1e3c64') +
        rect(0, g, w, h - g, '#12284a') +
        path(
          Array.from({ length: 14 }, (_, i) => d`M${w * 0.03 + i * w * 0.07} ${h * 0.3}v${g - h * 0.3}`).join('') +
            d`M0 ${h * 0.34}h${w}M0 ${g - h * 0.06}h${w}`,
          'none',
          stroke(P.s4, 2),
        ) +
        car(w * 0.3, h * 0.92, h / 300, P.s3)
      break
    case 'lobby':
      s =
        rect(0, 0, w, h, '#23426e') +
        rect(0, g, w, h - g, '#17325a') +
        rect(w * 0.2, g - h * 0.18, w * 0.38, h * 0.2, '#0f2747') +
        rect(w * 0.7, h * 0.12, w * 0.2, g - h * 0.12, P.blue3, { opacity: 0.35 }) +
        person(w * 0.44, g - h * 0.16, h / 380, P.ink) +
        person(w * 0.78, h * 0.94, h / 270, '#5b7bb0', 'walk')
      break
  }
  return s + (hud ? HUD(w) : '')
}
/** Labelled detection box with heavy corners. */
export function detect(x: number, y: number, w: number, h: number, color: string, label: string, size = 16): string {
  const k = Math.min(w, h) * 0.2
  const lw = label.length * size * 0.72 + size
  return (
    rect(x, y, w, h, 'none', stroke(color, size / 6, { opacity: 0.8 })) +
    path(
      d`M${x} ${y + k}V${y}H${x + k}M${x + w - k} ${y}H${x + w}V${y + k}M${x + w} ${y + h - k}V${y + h}H${x + w - k}M${x + k} ${y + h}H${x}V${y + h - k}`,
      'none',
      stroke(color, size / 3),
    ) +
    (label
      ? rect(x - size / 6, y - size * 1.7, lw, size * 1.5, color, { rx: size / 4 }) +
        text(x + size / 2, y - size * 0.5, label, size, P.navy)
      : '')
  )
}
/** Phone with a screen drawn in local coordinates 0..w-2b, 0..h-2b. */
export function phone(x: number, y: number, w: number, h: number, rot: number, screen: string, clipId: string): string {
  const b = w * 0.05
  return el(
    'g',
    { transform: transform(x, y, 1, rot) },
    rect(8, 14, w, h, P.ink, { rx: w * 0.14, opacity: 0.35, filter: 'url(#soft)' }) +
      rect(0, 0, w, h, '#0a0f1a', { rx: w * 0.14, ...stroke(P.s6, 2) }) +
      el('g', { 'clip-path': `url(#${clipId})` }, at(b, b, 1, screen)) +
      rect(w * 0.38, b + 6, w * 0.24, w * 0.05, '#0a0f1a', { rx: w * 0.025 }),
  )
}
export const phoneClip = (id: string, w: number, h: number): string =>
  clip(id, rect(0, 0, w * 0.9, h - w * 0.1, undefined, { rx: w * 0.1 }))
/** Monitor bezel with a picture inside, optional stand. */
export function monitor(x: number, y: number, w: number, h: number, picture: string, stand = true): string {
  return (
    (stand
      ? rect(x + w / 2 - w * 0.05, y + h, w * 0.1, h * 0.2, P.s7) +
        rect(x + w / 2 - w * 0.17, y + h * 1.17, w * 0.34, h * 0.05, P.s6, { rx: 3 })
      : '') +
    rect(x - 8, y - 8, w + 16, h + 16, '#050d1a', { rx: 8 }) +
    at(x, y, 1, picture)
  )
}
/** Four pictures in a 2 by 2 grid filling w by h. */
export function grid4(w: number, h: number, kinds: readonly [FeedKind, FeedKind, FeedKind, FeedKind], seed: number): string {
  const gw = (w - 6) / 2
  const gh = (h - 6) / 2
  return (
    rect(0, 0, w, h, P.ink) +
    kinds.map((k, i) => at((i % 2) * (gw + 6), Math.floor(i / 2) * (gh + 6), 1, feed(k, gw, gh, seed + i))).join('')
  )
}
