/**
 * Sky, buildings and trees, each drawn in its own local coordinates.
 */
import { P } from './palette'
import { at, boxes, circle, d, el, ellipse, group, path, poly, random, rect, round1, stroke } from './svg-markup'

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
/** Two-storey house 436 units wide standing on (x, y), garage wing on the right. */
export function house(x: number, y: number, s: number, night: boolean): string {
  const wall = night ? P.wall : P.s2
  const wing = night ? '#19304f' : P.s3
  const roof = night ? P.deep : P.s7
  const trim = night ? '#2c4a74' : P.white
  const glass = night ? 'url(#win)' : 'url(#glass)'
  const rim = stroke(trim, 3, { 'stroke-linejoin': 'round' })
  const win = (wx: number, wy: number, ww: number, wh: number): string =>
    rect(wx - 5, wy - 5, ww + 10, wh + 10, trim) +
    rect(wx, wy, ww, wh, glass) +
    path(d`M${wx + ww / 2} ${wy}v${wh}M${wx} ${wy + wh / 2}h${ww}`, 'none', stroke(trim, 4)) +
    (night ? ellipse(wx + ww / 2, wy + wh / 2, ww, wh, 'url(#glow)', { opacity: 0.45 }) : '')
  let siding = ''
  for (let v = -26; v > -270; v -= 26) siding += d`M0 ${v}h${v > -150 ? 424 : 262}`
  return at(
    x,
    y,
    s,
    rect(186, -372, 26, 80, roof) +
      rect(250, -150, 174, 150, wing) +
      rect(0, -270, 262, 270, wall) +
      path(siding, 'none', stroke(P.ink, 2, { opacity: 0.12 })) +
      poly([236, -148, 337, -214, 438, -148], roof, rim) +
      rect(236, -152, 202, 7, trim) +
      poly([-24, -266, 131, -372, 286, -266], roof, rim) +
      rect(-24, -270, 310, 8, trim) +
      rect(0, -144, 262, 6, trim) +
      win(30, -238, 70, 62) +
      win(162, -238, 70, 62) +
      win(28, -114, 92, 68) +
      rect(148, -120, 58, 120, night ? P.navy : P.blue) +
      rect(162, -106, 30, 30, glass) +
      rect(138, -6, 78, 6, trim) +
      rect(215, -100, 9, 16, P.amber2, { rx: 2 }) +
      (night ? circle(220, -92, 52, 'url(#glow)') : '') +
      rect(268, -120, 138, 120, night ? '#223f68' : P.s1) +
      path('M268 -90h138M268 -60h138M268 -30h138', 'none', stroke(P.ink, 2, { opacity: 0.18 })),
  )
}
