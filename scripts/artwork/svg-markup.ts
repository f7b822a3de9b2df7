/**
 * SVG markup from numbers: elements, paths and paint servers with every number rounded, so the
 * output stays small and identical from run to run.
 */
export type Attrs = Record<string, string | number | undefined>
export type Stop = readonly [offset: number, color: string, opacity?: number]
export const round1 = (v: number): string => String(Math.round(v * 10) / 10).replace(/^(-?)0\./, '$1.')
export const round2 = (v: number): string => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.')
export const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const attrs = (attributes: Attrs): string =>
  Object.entries(attributes)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round1(v) : v}"`)
    .join('')
export const el = (tag: string, attributes: Attrs, body = ''): string =>
  body ? `<${tag}${attrs(attributes)}>${body}</${tag}>` : `<${tag}${attrs(attributes)}/>`
/** Path data with every interpolated number rounded: d`M${x} ${y}h${w}`. */
export const d = (parts: TemplateStringsArray, ...values: number[]): string =>
  parts.reduce((acc, part, i) => acc + part + (i < values.length ? round1(values[i] ?? 0) : ''), '')
export const rect = (x: number, y: number, w: number, h: number, fill?: string, extra: Attrs = {}): string =>
  el('rect', { x: x || undefined, y: y || undefined, width: w, height: h, fill, ...extra })
export const circle = (cx: number, cy: number, r: number, fill?: string, extra: Attrs = {}): string =>
  el('circle', { cx: cx || undefined, cy: cy || undefined, r, fill, ...extra })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill?: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra })
export const path = (data: string, fill?: string, extra: Attrs = {}): string => el('path', { d: data, fill, ...extra })
export const poly = (pts: readonly number[], fill?: string, extra: Attrs = {}): string =>
  el('polygon', { points: pts.map(round1).join(' '), fill, ...extra })
export const group = (attributes: Attrs, ...kids: string[]): string => el('g', attributes, kids.join(''))
export const stroke = (color: string, width: number, extra: Attrs = {}): Attrs => ({ stroke: color, 'stroke-width': width, ...extra })
export const text = (x: number, y: number, s: string, size: number, fill: string, extra: Attrs = {}): string =>
  el('text', { x, y, 'font-size': size, 'font-weight': 700, fill, ...extra }, escapeXml(s))
export const transform = (x: number, y: number, s = 1, rot = 0, flip = false): string =>
  `translate(${round1(x)} ${round1(y)})` +
  (s !== 1 || flip ? ` scale(${flip ? round2(-s) + ' ' : ''}${round2(s)})` : '') +
  (rot ? ` rotate(${round1(rot)})` : '')
/** Places a drawing made in local coordinates. */
export const at = (x: number, y: number, s: number, body: string, opts: { rot?: number; flip?: boolean } = {}): string =>
  x === 0 && y === 0 && s === 1 && !opts.rot && !opts.flip
    ? body
    : el('g', { transform: transform(x, y, s, opts.rot ?? 0, opts.flip ?? false) }, body)
/** Many axis-aligned boxes as one path: far smaller than one <rect> each. */
export const boxes = (list: readonly (readonly [number, number, number, number])[]): string =>
  list.map(([x, y, w, h]) => d`M${x} ${y}h${w}v${h}h${-w}z`).join('')
export const stops = (list: readonly Stop[]): string =>
  list.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('')
export const lin = (id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string =>
  el('linearGradient', { id, x1, y1, x2, y2 }, stops(list))
export const rad = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  el('radialGradient', { id, cx, cy, r }, stops(list))
export const clip = (id: string, shape: string): string => el('clipPath', { id }, shape)
/** Deterministic pseudo-random numbers, so every run writes identical files. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
