/**
 * Sky, buildings and trees, each drawn in its own local coordinates.
 */
import { P } from './palette'
import { at, boxes, circle, d, el, group, path, random, rect, round1 } from './svg-markup'

export function stars(n: number, w: number, h: number, seed: number): string {
  const rnd = random(seed)
  let out = ''
  for (let i = 0; i < n; i++) out += circle(rnd() * w, rnd() * h, 0.7 + rnd() * 1.3, undefined, { opacity: round1(0.3 + rnd() * 0.6) })
  return group({ fill: P.white }, out)
}
/** Window grid; a share of the panes lit. */
export function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  ww: number,
  wh: number,
  gap: number,
  seed: number,
  litShare: number,
  lit: string = P.amber2,
  unlit = '#1d3a63',
): string {
  const rnd = random(seed)
  const on: [number, number, number, number][] = []
  const off: [number, number, number, number][] = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) (rnd() < litShare ? on : off).push([x + c * (ww + gap), y + r * (wh + gap * 1.4), ww, wh])
  }
  return (off.length ? path(boxes(off), unlit) : '') + (on.length ? path(boxes(on), lit) : '')
}
/** Tiled windows for distant buildings: one pattern instead of a shape per pane. */
export function windowPattern(id: string, seed: number): string {
  const rnd = random(seed)
  let lit = ''
  let dark = ''
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const pane = d`M${4 + c * 22} ${6 + r * 28}h12v18h-12z`
      if (rnd() < 0.35) lit += pane
      else dark += pane
    }
  }
  return el('pattern', { id, width: 88, height: 84, patternUnits: 'userSpaceOnUse' }, path(dark, '#1d3a63') + path(lit, P.amber2))
}
export function tree(x: number, y: number, s: number, c: string, trunk: string = P.deep): string {
  return at(x, y, s, rect(-5, -46, 10, 46, trunk) + circle(0, -86, 40, c) + circle(-28, -60, 28, c) + circle(28, -60, 28, c))
}
export function pine(x: number, y: number, s: number, c: string): string {
  return at(x, y, s, path('M0 -150L34 -62H18L46 0H-46L-18 -62H-34z', c))
}
