/**
 * Draws every illustration the site ships (hero slides, service, product, case-study, insights and
 * about artwork, and the favicon) as compact SVG from geometric primitives, so the repository owns
 * its images outright and they can be regenerated or restyled in one place.
 *
 * Run: node --import tsx scripts/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

interface ArtworkEntry {
  /** Public URL path, as the content modules reference it (the file lives under public/). */
  readonly path: string
  readonly width: number
  readonly height: number
  /** Also written as the SVG's <title>; a sensible default alt text. */
  readonly title: string
}

interface WrittenArtwork extends ArtworkEntry {
  readonly bytes: number
  readonly budgetBytes: number
}

// ---------------------------------------------------------------------------------------------
// Markup primitives. Numbers are rounded to one decimal so the output stays small and stable.

type Attrs = Record<string, string | number | undefined>
type Stop = readonly [offset: number, color: string, opacity?: number]

const num = (v: number): string => String(Math.round(v * 10) / 10).replace(/^(-?)0\./, '$1.')
const num2 = (v: number): string => String(Math.round(v * 100) / 100).replace(/^(-?)0\./, '$1.')
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('')

const el = (tag: string, a: Attrs, body = ''): string =>
  body ? `<${tag}${attrs(a)}>${body}</${tag}>` : `<${tag}${attrs(a)}/>`

/** Path data with every interpolated number rounded: d`M${x} ${y}h${w}`. */
const d = (parts: TemplateStringsArray, ...values: number[]): string =>
  parts.reduce((acc, part, i) => acc + part + (i < values.length ? num(values[i] ?? 0) : ''), '')

const rect = (x: number, y: number, w: number, h: number, fill?: string, a: Attrs = {}): string =>
  el('rect', { x: x || undefined, y: y || undefined, width: w, height: h, fill, ...a })
const circle = (cx: number, cy: number, r: number, fill?: string, a: Attrs = {}): string =>
  el('circle', { cx: cx || undefined, cy: cy || undefined, r, fill, ...a })
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill?: string, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a })
const path = (data: string, fill?: string, a: Attrs = {}): string => el('path', { d: data, fill, ...a })
const poly = (pts: readonly number[], fill?: string, a: Attrs = {}): string =>
  el('polygon', { points: pts.map(num).join(' '), fill, ...a })
const group = (a: Attrs, ...kids: string[]): string => el('g', a, kids.join(''))
const stroke = (color: string, width: number, a: Attrs = {}): Attrs => ({ stroke: color, 'stroke-width': width, ...a })
const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}): string =>
  el('text', { x, y, 'font-size': size, 'font-weight': 700, fill, ...a }, esc(s))

const transform = (x: number, y: number, s = 1, rot = 0, flip = false): string =>
  `translate(${num(x)} ${num(y)})` +
  (s !== 1 || flip ? ` scale(${flip ? num2(-s) + ' ' : ''}${num2(s)})` : '') +
  (rot ? ` rotate(${num(rot)})` : '')

/** Places a drawing made in local coordinates. */
const at = (x: number, y: number, s: number, body: string, opts: { rot?: number; flip?: boolean } = {}): string =>
  x === 0 && y === 0 && s === 1 && !opts.rot && !opts.flip ? body : el('g', { transform: transform(x, y, s, opts.rot ?? 0, opts.flip ?? false) }, body)

/** Many axis-aligned boxes as one path: far smaller than one <rect> each. */
const boxes = (list: readonly (readonly [number, number, number, number])[]): string =>
  list.map(([x, y, w, h]) => d`M${x} ${y}h${w}v${h}h${-w}z`).join('')

const stops = (list: readonly Stop[]): string =>
  list.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('')
const lin = (id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string =>
  el('linearGradient', { id, x1, y1, x2, y2 }, stops(list))
const rad = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  el('radialGradient', { id, cx, cy, r }, stops(list))
const clip = (id: string, shape: string): string => el('clipPath', { id }, shape)

/** Deterministic pseudo-random numbers, so every run writes identical files. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------------------------
// Palette and shared paint servers (added to a file only when it uses them).

const P = {
  navy: '#0b1f3a',
  ink: '#0f172a',
  s8: '#1e293b',
  s7: '#334155',
  s6: '#475569',
  s5: '#64748b',
  s4: '#94a3b8',
  s3: '#cbd5e1',
  s2: '#e2e8f0',
  s1: '#f1f5f9',
  white: '#fff',
  blue: '#1d4ed8',
  blue5: '#3b82f6',
  blue3: '#93c5fd',
  blue1: '#dbeafe',
  amber: '#f59e0b',
  amber3: '#fcd34d',
  amber2: '#fde68a',
  /** Night-time wall and foliage tones, all drawn from the navy family. */
  wall: '#1d365b',
  deep: '#0a1a30',
  leaf: '#0d2748',
  card: '#c88a3a',
} as const

const FONT = 'Inter,Segoe UI,Arial,sans-serif'

/** Every outdoor scene is set in the same blue hour, so pictures from different pages read as one set. */
const evening = (id = 'sky'): string => lin(id, [[0, '#081a36'], [0.7, '#1d3a66'], [1, '#3d6298']])
const moon = (x: number, y: number, r: number): string => circle(x, y, r * 2.2, 'url(#glowW)', { opacity: 0.18 }) + circle(x, y, r, P.s3, { opacity: 0.75 })
const HILL = '#16304f'
const FOLIAGE = '#12305a'

const shared: Record<string, string> = {
  glow: rad('glow', [[0, P.amber3, 0.75], [0.35, P.amber, 0.28], [1, P.amber, 0]]),
  glowB: rad('glowB', [[0, P.blue5, 0.55], [1, P.blue5, 0]]),
  glowW: rad('glowW', [[0, P.white, 0.85], [1, P.white, 0]]),
  beam: lin('beam', [[0, P.amber3, 0.5], [1, P.amber3, 0]]),
  fov: lin('fov', [[0, P.blue3, 0.45], [1, P.blue3, 0]]),
  fovH: lin('fovH', [[0, P.blue3, 0.5], [1, P.blue3, 0]], 0, 0, 1, 0),
  metal: lin('metal', [[0, P.white], [1, P.s3]]),
  dark: lin('dark', [[0, P.s7], [1, P.ink]]),
  lens: rad('lens', [[0, P.blue5], [0.5, P.blue], [1, P.ink]], 0.38, 0.35, 0.7),
  win: lin('win', [[0, P.amber2], [1, P.amber]]),
  glass: lin('glass', [[0, '#eff6ff'], [1, P.blue3]], 0, 0, 1, 1),
  scr: lin('scr', [[0, '#173a66'], [1, P.navy]]),
  shade: lin('shade', [[0, P.ink, 0], [1, P.ink, 0.55]]),
  soft: '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>',
}

function svg(w: number, h: number, title: string, body: string, defs = ''): string {
  const used = Object.entries(shared)
    .filter(([id]) => body.includes(`#${id})`) || defs.includes(`#${id})`))
    .map(([, def]) => def)
    .join('')
  const font = body.includes('<text') ? ` font-family="${FONT}"` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"` +
    ` aria-labelledby="t"${font}><title id="t">${esc(title)}</title>` +
    (defs || used ? `<defs>${defs}${used}</defs>` : '') +
    `${body}</svg>\n`
  )
}

// ---------------------------------------------------------------------------------------------
// Scenery and equipment, each drawn in its own local coordinates.

function stars(n: number, w: number, h: number, seed: number): string {
  const rnd = random(seed)
  let out = ''
  for (let i = 0; i < n; i++) out += circle(rnd() * w, rnd() * h, 0.7 + rnd() * 1.3, undefined, { opacity: num(0.3 + rnd() * 0.6) })
  return group({ fill: P.white }, out)
}

/** Window grid; a share of the panes lit. */
function windows(
  x: number, y: number, cols: number, rows: number, ww: number, wh: number, gap: number, seed: number, litShare: number,
  lit: string = P.amber2, unlit = '#1d3a63',
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
function windowPattern(id: string, seed: number): string {
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

function tree(x: number, y: number, s: number, c: string, trunk: string = P.deep): string {
  return at(x, y, s, rect(-5, -46, 10, 46, trunk) + circle(0, -86, 40, c) + circle(-28, -60, 28, c) + circle(28, -60, 28, c))
}

function pine(x: number, y: number, s: number, c: string): string {
  return at(x, y, s, path('M0 -150L34 -62H18L46 0H-46L-18 -62H-34z', c))
}

const PERSON = {
  stand: 'M-19 -132Q0 -140 19 -132L25 -76H17L14 -110 13 -70 12 0H2L0 -62-2 0H-12L-13 -70-14 -110-17 -76H-25z',
  walk: 'M-19 -132Q0 -140 19 -132L28 -82H20L14 -110 14 -70 27 0H16L1 -56-9 0H-20L-13 -70-14 -110-22 -82H-30z',
  reach: 'M-19 -132Q0 -140 19 -132L38 -190 26 -194 12 -136 13 -70 12 0H2L0 -62-2 0H-12L-13 -70-14 -110-17 -76H-25z',
  present: 'M-19 -132Q0 -140 19 -132L58 -112 56 -102 14 -112 13 -70 12 0H2L0 -62-2 0H-12L-13 -70-14 -110-17 -76H-25z',
} as const

/** A figure 170 units tall standing on (x, y). */
function person(x: number, y: number, s: number, fill: string, pose: keyof typeof PERSON = 'stand', flip = false): string {
  return at(x, y, s, path(PERSON[pose], fill) + circle(0, -153, 15, fill) + (pose === 'reach' ? circle(33, -196, 7, fill) : ''), { flip })
}

/** Side view of a car, 256 units long, nose on the left, wheels on y = 0. */
function car(x: number, y: number, s: number, body: string, flip = false): string {
  return at(
    x, y, s,
    path('M4 -24q-2-18 14-22l46-10 34-26q8-6 18-6h62q12 0 20 8l24 24 20 4q14 3 14 16v14q0 6-6 6H10q-6 0-6-8z', body) +
      path('M74 -58l28-23q5-3 11-3h31v26zM152 -84h26q9 0 15 6l20 20h-61z', '#0f2744', { opacity: 0.85 }) +
      rect(6, -38, 14, 7, P.amber2, { rx: 3 }) +
      circle(62, -18, 18, P.ink) + circle(62, -18, 8, P.s4) + circle(202, -18, 18, P.ink) + circle(202, -18, 8, P.s4),
    { flip },
  )
}

/** Car seen from above, 44 by 80 units, centred on (x, y). */
function topCar(x: number, y: number, s: number, body: string, rot = 0): string {
  return at(x, y, s, rect(-22, -40, 44, 80, body, { rx: 11 }) + path('M-17 -20h34l-3 14h-28zM-16 18h32l-2 10h-28z', P.navy, { opacity: 0.75 }), { rot })
}

/** Ceiling dome camera hanging from (x, y). */
function dome(x: number, y: number, s: number): string {
  return at(
    x, y, s,
    rect(-26, -4, 52, 9, P.s2, { rx: 3 }) + path('M-21 5a21 21 0 0 0 42 0z', 'url(#dark)') +
      circle(0, 15, 7, 'url(#lens)') + circle(-2.5, 12.5, 2, P.white, { opacity: 0.7 }),
  )
}

/** Wall-mounted bullet camera; the wall plate is at (x, y), the lens faces right unless flipped. */
function bullet(x: number, y: number, s: number, flip = false, tilt = 14): string {
  return at(
    x, y, s,
    rect(-7, -16, 14, 32, P.s3, { rx: 4 }) + rect(0, -5, 26, 10, P.s4, { rx: 4 }) +
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
function turret(x: number, y: number, s: number): string {
  return at(
    x, y, s,
    ellipse(0, 0, 30, 6, P.s3) + path('M-26 0h52v6a26 16 0 0 1-52 0z', 'url(#metal)', stroke(P.s4, 1)) +
      circle(0, 20, 17, 'url(#dark)') + circle(3, 24, 7.5, 'url(#lens)') + circle(1, 21, 2, P.white, { opacity: 0.7 }),
  )
}

/** Twin-head floodlight on a wall at (x, y) with its beam falling to `floor`. */
function flood(x: number, y: number, s: number, floor: number, spread: number, shift = 0): string {
  return (
    poly([x - 24 * s, y + 14 * s, x + 24 * s, y + 14 * s, x + shift + spread, floor, x + shift - spread, floor], 'url(#beam)') +
    at(
      x, y, s,
      rect(-8, -12, 16, 18, P.s4, { rx: 3 }) + circle(0, 14, 34, 'url(#glow)') +
        group({ transform: 'rotate(22)' }, rect(-36, 0, 30, 15, P.s2, { rx: 4 }), rect(-34, 12, 26, 5, P.amber2, { rx: 2 })) +
        group({ transform: 'rotate(-22)' }, rect(6, 0, 30, 15, P.s2, { rx: 4 }), rect(8, 12, 26, 5, P.amber2, { rx: 2 })),
    )
  )
}

/** Keypad and card reader, 90 by 170 units, top-left at (x, y). */
function reader(x: number, y: number, s: number, granted = true): string {
  const keys: [number, number, number, number][] = []
  for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) keys.push([17 + c * 20, 78 + r * 20, 16, 14])
  return at(
    x, y, s,
    rect(0, 0, 90, 170, 'url(#dark)', { rx: 12, ...stroke(P.s6, 2) }) + rect(10, 10, 70, 54, P.ink, { rx: 8 }) +
      path('M37 26a12 12 0 0 1 0 22M44 21a19 19 0 0 1 0 32M51 16a26 26 0 0 1 0 42', 'none', stroke(P.blue3, 3, { 'stroke-linecap': 'round' })) +
      path(boxes(keys), P.s6) + circle(45, 160, 4, granted ? P.blue5 : P.amber) +
      (granted ? circle(45, 160, 14, 'url(#glowB)') : ''),
  )
}

/** Access card, 80 by 50 units. */
function keycard(x: number, y: number, s: number, rot: number): string {
  return at(x, y, s, rect(0, 0, 80, 50, P.blue, { rx: 6 }) + rect(0, 0, 80, 14, P.blue5, { rx: 6 }) + rect(10, 22, 16, 12, P.amber3, { rx: 2 }) + rect(34, 24, 36, 4, P.blue3) + rect(34, 32, 24, 4, P.blue3), { rot })
}

/** Video doorbell, 34 by 100 units, top-left at (x, y). */
function doorbell(x: number, y: number, s: number): string {
  return at(
    x, y, s,
    rect(0, 0, 34, 100, P.ink, { rx: 17, ...stroke(P.s6, 1.5) }) + circle(17, 22, 10, P.s8) + circle(17, 22, 6.5, 'url(#lens)') +
      circle(15, 20, 1.6, P.white, { opacity: 0.8 }) + rect(11, 40, 12, 3, P.s6, { rx: 1.5 }) +
      circle(17, 72, 12, 'none', stroke(P.blue5, 3)) + circle(17, 72, 8, P.s8) + circle(17, 72, 22, 'url(#glowB)'),
  )
}

/** Network video recorder front, w wide. */
function nvr(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, 'url(#dark)', { rx: 6, ...stroke(P.s6, 1.5) }) +
    path(d`M${x + w * 0.35} ${y + h * 0.3}h${w * 0.5}M${x + w * 0.35} ${y + h * 0.5}h${w * 0.5}M${x + w * 0.35} ${y + h * 0.7}h${w * 0.5}`, 'none', stroke(P.s6, 2)) +
    circle(x + w * 0.08, y + h / 2, h * 0.09, P.blue5) + circle(x + w * 0.15, y + h / 2, h * 0.09, P.blue5) + circle(x + w * 0.22, y + h / 2, h * 0.09, P.amber)
  )
}

const HUD = (w: number): string => circle(10, 10, 3.5, P.amber) + rect(w - 46, 7, 38, 6, P.white, { rx: 3, opacity: 0.35 })

type FeedKind = 'house' | 'lot' | 'aisle' | 'street' | 'door' | 'warehouse' | 'gate' | 'lobby'

/** A small camera picture in local coordinates 0..w, 0..h. */
function feed(kind: FeedKind, w: number, h: number, seed = 1, hud = true): string {
  const g = h * 0.68
  let s = ''
  switch (kind) {
    case 'house':
      s = rect(0, 0, w, h, '#1d3d6b') + rect(0, g, w, h - g, '#10284a') + circle(w * 0.14, g - h * 0.2, h * 0.16, '#10284a') +
        rect(w * 0.32, g - h * 0.3, w * 0.36, h * 0.3, '#2d5286') + poly([w * 0.28, g - h * 0.29, w * 0.5, g - h * 0.5, w * 0.72, g - h * 0.29], P.deep) +
        path(boxes([[w * 0.37, g - h * 0.22, w * 0.08, h * 0.09], [w * 0.56, g - h * 0.22, w * 0.08, h * 0.09]]), P.amber2) + rect(w * 0.47, g - h * 0.15, w * 0.06, h * 0.15, P.navy)
      break
    case 'lot':
      s = rect(0, 0, w, h, '#223f66') + rect(0, 0, w, h * 0.22, '#17345a') +
        path([0.1, 0.3, 0.5, 0.7, 0.9].map((f) => d`M${w * f} ${h * 0.26}l${-w * 0.08} ${h * 0.74}`).join(''), 'none', stroke(P.white, 1.5, { opacity: 0.4 })) +
        topCar(w * 0.2, h * 0.62, h / 190, P.s3) + topCar(w * 0.6, h * 0.6, h / 190, P.blue5) + topCar(w * 0.8, h * 0.58, h / 190, P.s5)
      break
    case 'aisle':
      s = rect(0, 0, w, h, '#1a3558') + poly([w * 0.42, h * 0.45, w * 0.58, h * 0.45, w, h, 0, h], '#2a4a76') +
        poly([0, 0, w * 0.4, h * 0.3, w * 0.4, h * 0.55, 0, h * 0.95], '#274a7c') + poly([w, 0, w * 0.6, h * 0.3, w * 0.6, h * 0.55, w, h * 0.95], '#274a7c') +
        path(d`M0 ${h * 0.25}L${w * 0.4} ${h * 0.38}M0 ${h * 0.55}L${w * 0.4} ${h * 0.47}M${w} ${h * 0.25}L${w * 0.6} ${h * 0.38}M${w} ${h * 0.55}L${w * 0.6} ${h * 0.47}`, 'none', stroke(P.amber3, 3, { opacity: 0.6 })) +
        person(w * 0.52, h * 0.8, h / 420, P.ink)
      break
    case 'street':
      s = rect(0, 0, w, h, '#1a365f') + windows(w * 0.04, h * 0.24, 3, 3, w * 0.05, h * 0.07, 5, seed, 0.5, P.amber2, '#0f2747') +
        rect(w * 0.3, h * 0.1, w * 0.2, g - h * 0.1, '#0f2747') + rect(w * 0.56, h * 0.32, w * 0.22, g - h * 0.32, '#14305a') + rect(w * 0.82, h * 0.2, w * 0.18, g - h * 0.2, '#0f2747') +
        windows(w * 0.33, h * 0.16, 2, 4, w * 0.05, h * 0.06, 6, seed + 1, 0.45, P.amber2, '#1d3a63') +
        rect(0, g, w, h - g, '#0b1a30') + path(d`M0 ${g + (h - g) / 2}h${w}`, 'none', stroke(P.amber3, 2, { 'stroke-dasharray': '10 10', opacity: 0.6 }))
      break
    case 'door':
      s = rect(0, 0, w, h, '#2a4a78') + rect(w * 0.36, h * 0.16, w * 0.28, h * 0.84, P.navy) + circle(w * 0.74, h * 0.3, h * 0.28, 'url(#glow)') +
        rect(w * 0.72, h * 0.26, w * 0.03, h * 0.08, P.amber2) + rect(0, h * 0.92, w, h * 0.08, '#1a3358') + person(w * 0.5, h * 1.02, h / 230, '#5b7bb0')
      break
    case 'warehouse':
      s = rect(0, 0, w, h, '#1b3558') + rect(0, g + h * 0.1, w, h, '#14294a') +
        path([0.06, 0.3, 0.54, 0.78].map((f) => d`M${w * f} ${h * 0.1}v${h * 0.68}M${w * (f + 0.18)} ${h * 0.1}v${h * 0.68}`).join('') +
          [0.3, 0.54, 0.78].map((f) => d`M${w * 0.04} ${h * f}h${w * 0.92}`).join(''), 'none', stroke(P.blue5, 2.5)) +
        path(boxes([[0.09, 0.16], [0.33, 0.4], [0.58, 0.16], [0.8, 0.64], [0.33, 0.64], [0.6, 0.4]].map(([fx = 0, fy = 0]) => [w * fx, h * fy, w * 0.12, h * 0.13] as const)), P.card)
      break
    case 'gate':
      s = rect(0, 0, w, h, '#1e3c64') + rect(0, g, w, h - g, '#12284a') +
        path(Array.from({ length: 14 }, (_, i) => d`M${w * 0.03 + i * w * 0.07} ${h * 0.3}v${g - h * 0.3}`).join('') + d`M0 ${h * 0.34}h${w}M0 ${g - h * 0.06}h${w}`, 'none', stroke(P.s4, 2)) +
        car(w * 0.3, h * 0.92, h / 300, P.s3)
      break
    case 'lobby':
      s = rect(0, 0, w, h, '#23426e') + rect(0, g, w, h - g, '#17325a') + rect(w * 0.2, g - h * 0.18, w * 0.38, h * 0.2, '#0f2747') +
        rect(w * 0.7, h * 0.12, w * 0.2, g - h * 0.12, P.blue3, { opacity: 0.35 }) + person(w * 0.44, g - h * 0.16, h / 380, P.ink) + person(w * 0.78, h * 0.94, h / 270, '#5b7bb0', 'walk')
      break
  }
  return s + (hud ? HUD(w) : '')
}

/** Labelled detection box with heavy corners. */
function detect(x: number, y: number, w: number, h: number, color: string, label: string, size = 16): string {
  const k = Math.min(w, h) * 0.2
  const lw = label.length * size * 0.64 + size
  return (
    rect(x, y, w, h, 'none', stroke(color, size / 6, { opacity: 0.8 })) +
    path(d`M${x} ${y + k}V${y}H${x + k}M${x + w - k} ${y}H${x + w}V${y + k}M${x + w} ${y + h - k}V${y + h}H${x + w - k}M${x + k} ${y + h}H${x}V${y + h - k}`, 'none', stroke(color, size / 3)) +
    (label ? rect(x - size / 6, y - size * 1.7, lw, size * 1.5, color, { rx: size / 4 }) + text(x + size / 2, y - size * 0.5, label, size, P.navy) : '')
  )
}

/** Phone with a screen drawn in local coordinates 0..w-2b, 0..h-2b. */
function phone(x: number, y: number, w: number, h: number, rot: number, screen: string, clipId: string): string {
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
const phoneClip = (id: string, w: number, h: number): string => clip(id, rect(0, 0, w * 0.9, h - w * 0.1, undefined, { rx: w * 0.1 }))

/** Two-storey house 436 units wide standing on (x, y), garage wing on the right. */
function house(x: number, y: number, s: number, night: boolean): string {
  const wall = night ? P.wall : P.s2
  const wing = night ? '#19304f' : P.s3
  const roof = night ? P.deep : P.s7
  const trim = night ? '#2c4a74' : P.white
  const glass = night ? 'url(#win)' : 'url(#glass)'
  const rim = stroke(trim, 3, { 'stroke-linejoin': 'round' })
  const win = (wx: number, wy: number, ww: number, wh: number): string =>
    rect(wx - 5, wy - 5, ww + 10, wh + 10, trim) + rect(wx, wy, ww, wh, glass) +
    path(d`M${wx + ww / 2} ${wy}v${wh}M${wx} ${wy + wh / 2}h${ww}`, 'none', stroke(trim, 4)) +
    (night ? ellipse(wx + ww / 2, wy + wh / 2, ww, wh, 'url(#glow)', { opacity: 0.45 }) : '')
  let siding = ''
  for (let v = -26; v > -270; v -= 26) siding += d`M0 ${v}h${v > -150 ? 424 : 262}`
  return at(
    x, y, s,
    rect(186, -372, 26, 80, roof) + rect(250, -150, 174, 150, wing) + rect(0, -270, 262, 270, wall) +
      path(siding, 'none', stroke(P.ink, 2, { opacity: 0.12 })) +
      poly([236, -148, 337, -214, 438, -148], roof, rim) + rect(236, -152, 202, 7, trim) +
      poly([-24, -266, 131, -372, 286, -266], roof, rim) + rect(-24, -270, 310, 8, trim) + rect(0, -144, 262, 6, trim) +
      win(30, -238, 70, 62) + win(162, -238, 70, 62) + win(28, -114, 92, 68) +
      rect(148, -120, 58, 120, night ? P.navy : P.blue) + rect(162, -106, 30, 30, glass) + rect(138, -6, 78, 6, trim) +
      rect(215, -100, 9, 16, P.amber2, { rx: 2 }) + (night ? circle(220, -92, 52, 'url(#glow)') : '') +
      rect(268, -120, 138, 120, night ? '#223f68' : P.s1) + path('M268 -90h138M268 -60h138M268 -30h138', 'none', stroke(P.ink, 2, { opacity: 0.18 })),
  )
}

/** Monitor bezel with a picture inside, optional stand. */
function monitor(x: number, y: number, w: number, h: number, picture: string, stand = true): string {
  return (
    (stand ? rect(x + w / 2 - w * 0.05, y + h, w * 0.1, h * 0.2, P.s7) + rect(x + w / 2 - w * 0.17, y + h * 1.17, w * 0.34, h * 0.05, P.s6, { rx: 3 }) : '') +
    rect(x - 8, y - 8, w + 16, h + 16, '#050d1a', { rx: 8 }) + at(x, y, 1, picture)
  )
}

/** Four pictures in a 2 by 2 grid filling w by h. */
function grid4(w: number, h: number, kinds: readonly [FeedKind, FeedKind, FeedKind, FeedKind], seed: number): string {
  const gw = (w - 6) / 2
  const gh = (h - 6) / 2
  return rect(0, 0, w, h, P.ink) + kinds.map((k, i) => at((i % 2) * (gw + 6), Math.floor(i / 2) * (gh + 6), 1, feed(k, gw, gh, seed + i))).join('')
}

function shieldMark(x: number, y: number, s: number, fill: string, lens = true): string {
  return at(
    x, y, s,
    path('M0 -30L24 -22V-4C24 12 13 22 0 26C-13 22-24 12-24-4V-22z', fill) +
      (lens ? circle(0, -3, 10, P.navy) + circle(0, -3, 5.5, P.blue5) + circle(-2, -5, 1.8, P.white) : ''),
  )
}

// ---------------------------------------------------------------------------------------------
// Hero slides, 1600 by 900.

function slide1(title: string): string {
  const gy = 770
  const hx = 580
  const s = 1.45
  const defs = lin('sky', [[0, '#061428'], [0.38, P.navy], [0.6, '#2a4775'], [0.74, '#c07a32']]) +
    lin('lawn', [[0, '#0f2a4b'], [1, '#06142a']]) + lin('drive', [[0, '#3a5680'], [1, '#14284a']])
  const cx = hx + 396 * s
  const cy = gy - 144 * s
  return svg(1600, 900, title,
    rect(0, 0, 1600, 900, 'url(#sky)') + stars(34, 1600, 420, 3) +
      circle(1390, 150, 130, 'url(#glowW)', { opacity: 0.25 }) + circle(1390, 150, 34, P.amber2) +
      path('M0 660Q220 570 470 620T930 600T1330 610T1600 580V800H0z', '#0c2241') +
      [60, 140, 420, 1250, 1330, 1510].map((px, i) => pine(px, 680 + (i % 2) * 14, 0.9 + (i % 3) * 0.2, '#0a1c36')).join('') +
      rect(0, gy - 12, 1600, 142, 'url(#lawn)') +
      poly([hx + 268 * s, gy, hx + 406 * s, gy, 1420, 900, 1000, 900], 'url(#drive)') +
      poly([hx + 150 * s, gy, hx + 206 * s, gy, 930, 900, 800, 900], '#17304f') +
      house(hx, gy, s, true) +
      poly([cx - 10, cy + 20, cx + 10, cy + 20, 1600, 860, 1600, 640], 'url(#fovH)', { opacity: 0.3 }) +
      flood(hx + 312 * s, gy - 134 * s, 0.85, 900, 170, 70) + dome(cx, cy, 1.25) +
      tree(330, gy + 8, 1.8, '#0a1d38') + tree(1420, gy + 6, 1.5, '#0a1d38') +
      ellipse(hx + 60, gy - 4, 90, 26, P.leaf) + ellipse(hx + 230, gy - 2, 50, 22, P.leaf) + ellipse(hx + 580, gy - 2, 60, 20, P.leaf),
    defs,
  )
}

function slide2(title: string): string {
  const defs = lin('sky', [[0, '#07152b'], [0.7, '#173a7a'], [1, '#2b5cc4']]) +
    lin('shop', [[0, '#fde68a', 0.95], [1, '#f59e0b', 0.75]]) + lin('spill', [[0, P.amber3, 0.3], [1, P.amber3, 0]])
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
  return svg(1600, 900, title,
    rect(0, 0, 1600, 900, 'url(#sky)') + stars(16, 1600, 200, 5) +
      rect(0, 210, 230, 580, '#10243f') + windows(28, 250, 3, 5, 44, 60, 22, 11, 0.45) +
      rect(1370, 250, 230, 540, '#0e213b') + windows(1396, 290, 3, 4, 44, 60, 22, 12, 0.4) +
      rect(230, 140, 1140, 650, '#1e3658') + rect(214, 128, 1172, 26, '#2c4a74') +
      windows(300, 190, 6, 1, 120, 130, 56, 4, 0.6, 'url(#win)', '#15305a') +
      rect(300, 380, 1000, 72, P.navy, { rx: 6 }) + shieldMark(380, 418, 1.1, P.blue5) +
      path(boxes([[430, 398, 230, 16], [430, 424, 150, 10]]), P.white, { opacity: 0.85 }) +
      awning +
      rect(300, 520, 1000, 270, P.navy) +
      rect(320, 540, 390, 230, 'url(#shop)') + rect(890, 540, 390, 230, 'url(#shop)') + goods(345, 2) + goods(915, 3) +
      rect(740, 540, 120, 250, P.blue3, { opacity: 0.5 }) + rect(752, 552, 96, 238, 'url(#shop)', { opacity: 0.6 }) + rect(836, 630, 8, 80, P.s2, { rx: 4 }) +
      rect(540, 556, 130, 44, P.navy, { rx: 8 }) + text(560, 588, 'OPEN', 28, P.amber3) +
      bullet(300, 410, 1, true, 18) + bullet(1300, 410, 1, false, 18) + dome(800, 522, 0.9) +
      poly([220, 430, 236, 440, 40, 790, -120, 790], 'url(#fov)', { opacity: 0.4 }) +
      poly([1380, 430, 1364, 440, 1560, 790, 1720, 790], 'url(#fov)', { opacity: 0.4 }) +
      rect(0, 790, 1600, 44, '#2a3d5c') + rect(0, 834, 1600, 10, '#3b5275') + rect(0, 844, 1600, 56, '#0b182b') +
      path('M40 874h80M200 874h80M360 874h80M520 874h80M680 874h80M840 874h80M1000 874h80M1160 874h80M1320 874h80M1480 874h80', 'none', stroke(P.amber3, 4, { opacity: 0.5 })) +
      poly([320, 790, 1280, 790, 1360, 834, 240, 834], 'url(#spill)') +
      rect(136, 470, 8, 320, P.s7) + rect(118, 456, 44, 20, P.s6, { rx: 6 }) + circle(140, 486, 70, 'url(#glow)') +
      rect(660, 730, 70, 60, P.s7, { rx: 6 }) + ellipse(695, 726, 46, 30, P.leaf) +
      rect(870, 730, 70, 60, P.s7, { rx: 6 }) + ellipse(905, 726, 46, 30, P.leaf) +
      person(1460, 812, 1.25, '#081528', 'walk'),
    defs,
  )
}

function slide3(title: string): string {
  const kinds: FeedKind[] = ['house', 'lot', 'street', 'door', 'aisle', 'gate', 'warehouse', 'lobby', 'lot', 'house', 'door', 'street']
  // Each picture is drawn once as a symbol and placed many times, which keeps the file small.
  const symbols = [...new Set(kinds)].map((k, i) => el('symbol', { id: `f-${k}`, viewBox: '0 0 250 148', preserveAspectRatio: 'none' }, feed(k, 250, 148, i + 1))).join('')
  const use = (k: FeedKind, x: number, y: number, w = 250, h = 148): string => el('use', { href: `#f-${k}`, x, y, width: w, height: h })
  const wall = kinds.map((k, i) => use(k, 290 + (i % 4) * 260, 110 + Math.floor(i / 4) * 158)).join('')
  const quad = (['house', 'street', 'aisle', 'gate'] as const).map((k, i) => use(k, (i % 2) * 125, Math.floor(i / 2) * 71, 122, 69)).join('')
  const defs = symbols + lin('floor', [[0, '#0b1a31'], [1, '#040a14']]) + lin('desk', [[0, '#22334d'], [1, '#111c2e']])
  return svg(1600, 900, title,
    rect(0, 0, 1600, 900, '#07132a') + ellipse(800, 340, 760, 360, 'url(#glowB)', { opacity: 0.7 }) +
      path('M0 0h1600v40H0z', '#050d1c') + path(boxes([[200, 14, 220, 8], [690, 14, 220, 8], [1180, 14, 220, 8]]), P.blue3, { opacity: 0.7 }) +
      rect(270, 90, 1060, 504, '#050c18', { rx: 10 }) + wall +
      rect(550, 268, 250, 148, 'none', stroke(P.amber, 5)) + poly([775, 278, 792, 306, 758, 306], P.amber) +
      rect(0, 640, 1600, 260, 'url(#floor)') +
      monitor(380, 560, 250, 140, use('lot', 0, 0, 250, 140)) + monitor(675, 548, 250, 150, use('door', 0, 0, 250, 150)) + monitor(970, 560, 250, 140, rect(0, 0, 250, 140, P.ink) + quad) +
      poly([150, 730, 1450, 730, 1600, 800, 0, 800], 'url(#desk)') + rect(0, 800, 1600, 100, '#0a1322') +
      rect(560, 742, 260, 26, P.s7, { rx: 5 }) + rect(880, 746, 60, 30, P.s6, { rx: 14 }) + rect(1120, 726, 40, 40, P.s6, { rx: 6 }) +
      path('M690 900C690 830 720 806 800 806S910 830 910 900z', '#03080f') + circle(800, 756, 46, '#03080f') +
      path('M752 752a48 48 0 0 1 96 0', 'none', stroke(P.s6, 6)) + rect(836, 752, 16, 30, P.s6, { rx: 6 }) +
      rect(700, 826, 200, 90, '#0b1424', { rx: 26 }),
    defs,
  )
}

function slide4(title: string): string {
  const defs = lin('wallG', [[0, '#172b48'], [1, '#0d1b30']]) + lin('inside', [[0, '#274a78'], [1, '#16305a']]) +
    lin('pane', [[0, P.white, 0.18], [0.5, P.blue3, 0.08], [1, P.white, 0.14]], 0, 0, 1, 1)
  return svg(1600, 900, title,
    rect(0, 0, 1600, 900, 'url(#wallG)') + rect(0, 0, 1600, 52, '#0a1526') +
      path(boxes([[180, 30, 80, 10], [760, 30, 80, 10], [1340, 30, 80, 10]]), P.amber2) +
      circle(220, 60, 120, 'url(#glow)', { opacity: 0.5 }) + circle(1380, 60, 120, 'url(#glow)', { opacity: 0.5 }) +
      path('M360 52v730M1160 52v730', 'none', stroke('#0b182b', 6)) +
      rect(490, 150, 540, 632, 'url(#inside)') + circle(620, 200, 110, 'url(#glow)', { opacity: 0.55 }) + circle(900, 200, 110, 'url(#glow)', { opacity: 0.55 }) +
      rect(490, 470, 540, 312, '#1a3357') + rect(540, 520, 200, 40, '#0e2240') + rect(560, 560, 12, 90, '#0e2240') + rect(708, 560, 12, 90, '#0e2240') +
      monitor(600, 470, 80, 46, rect(0, 0, 80, 46, P.blue5, { opacity: 0.6 }), false) +
      rect(800, 530, 180, 36, '#0e2240') + person(880, 650, 0.9, '#0c1d36') + tree(990, 700, 0.9, '#14305a', '#0e2240') +
      rect(490, 150, 540, 632, 'url(#pane)') + poly([560, 150, 620, 150, 520, 420, 490, 420, 490, 330], P.white, { opacity: 0.08 }) +
      poly([840, 150, 930, 150, 780, 560, 720, 560], P.white, { opacity: 0.06 }) +
      rect(480, 140, 560, 652, 'none', stroke(P.s4, 14)) + path('M760 146v640', 'none', stroke(P.s4, 8)) +
      rect(700, 146, 120, 16, P.s3, { rx: 3 }) + rect(736, 380, 10, 200, P.s2, { rx: 5 }) + rect(774, 380, 10, 200, P.s2, { rx: 5 }) +
      dome(760, 52, 1.1) + reader(1100, 340, 1.7) +
      path('M1270 412a40 40 0 0 1 0 70M1292 396a62 62 0 0 1 0 102', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round', opacity: 0.8 })) +
      keycard(1322, 404, 1.5, -14) + circle(1176, 612, 56, 'url(#glowB)') +
      rect(0, 782, 1600, 118, '#08111f') + rect(490, 790, 540, 90, P.blue3, { opacity: 0.05 }) +
      rect(240, 640, 90, 142, P.s7, { rx: 8 }) + tree(285, 650, 1.5, '#0e2a4a', P.s6),
    defs,
  )
}

function slide5(title: string): string {
  let siding = ''
  for (let y = 24; y < 860; y += 34) siding += `M0 ${y}h1600`
  const ps = 286
  const live = feed('door', ps, 360, 5, false) + person(ps * 0.5, 360, 1.6, '#6b8cc2') + rect(ps * 0.3, 230, 56, 46, P.card, { rx: 4 }) +
    rect(12, 14, 64, 24, P.amber, { rx: 12 }) + circle(26, 26, 5, P.white) + rect(36, 22, 32, 8, P.white, { rx: 4 }) +
    rect(0, 360, ps, 266, '#0c1e38') + path(boxes([[24, 392, 170, 14], [24, 418, 110, 10]]), P.s3, { opacity: 0.8 }) +
    circle(ps * 0.3, 520, 34, P.blue5) + rect(ps * 0.3 - 8, 502, 16, 26, P.white, { rx: 8 }) + path(d`M${ps * 0.3 - 14} 520a14 14 0 0 0 28 0M${ps * 0.3} 534v8`, 'none', stroke(P.white, 3)) +
    circle(ps * 0.7, 520, 34, P.amber) + path(d`M${ps * 0.7 - 14} 516q14-12 28 0l-4 8-6-3v-4q-4-2-8 0v4l-6 3z`, P.white)
  const defs = lin('wallG', [[0, '#15294a'], [1, '#0d1c33']]) + lin('doorG', [[0, '#1e4a8c'], [1, '#163a70']]) + phoneClip('pc', 310, 640)
  return svg(1600, 900, title,
    rect(0, 0, 1600, 900, 'url(#wallG)') + path(siding, 'none', stroke('#000', 3, { opacity: 0.16 })) +
      rect(60, 210, 220, 300, P.s2) + rect(72, 222, 196, 276, 'url(#win)', { opacity: 0.85 }) + path('M170 222v276M72 360h196', 'none', stroke(P.s2, 8)) +
      rect(400, 90, 460, 780, P.s2) + rect(430, 120, 400, 750, 'url(#doorG)') +
      path(boxes([[470, 160, 140, 250], [650, 160, 140, 250], [470, 470, 140, 330], [650, 470, 140, 330]]), 'none', stroke('#102c57', 8)) +
      rect(772, 470, 14, 60, P.amber3, { rx: 6 }) + circle(779, 545, 9, P.amber3) +
      doorbell(900, 430, 1.5) + path('M976 470a50 50 0 0 1 0 70M998 450a80 80 0 0 1 0 110', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round', opacity: 0.6 })) +
      circle(1000, 290, 160, 'url(#glow)') + rect(980, 250, 40, 70, P.s7, { rx: 8 }) + rect(988, 262, 24, 44, P.amber2, { rx: 6 }) +
      rect(340, 862, 580, 38, P.s6) + rect(470, 846, 320, 20, P.s7, { rx: 4 }) +
      rect(560, 760, 150, 100, P.card, { rx: 6 }) + rect(560, 760, 150, 22, '#b27830', { rx: 6 }) + rect(625, 760, 20, 100, P.amber2, { opacity: 0.7 }) +
      rect(250, 770, 100, 92, P.s7, { rx: 10 }) + ellipse(300, 760, 70, 50, P.leaf) +
      phone(1140, 130, 310, 640, 6, live, 'pc'),
    defs,
  )
}

function slide6(title: string): string {
  const defs = lin('sky', [[0, '#0c1f3d'], [1, '#1f3d66']]) + lin('asphalt', [[0, '#1a304f'], [1, '#0d1a2e']]) +
    '<pattern id="grid" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M80 0H0v80" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern>'
  const stalls = [200, 420, 640, 860, 1080].map((x) => d`M${x} 640l-60 170`).join('')
  const panel = rect(1250, 70, 300, 440, P.navy, { rx: 16, opacity: 0.88 }) + rect(1274, 94, 140, 14, P.white, { rx: 7 }) +
    [0, 1, 2].map((i) => {
      const y = 140 + i * 100
      const c = i === 1 ? P.blue5 : P.amber
      return rect(1274, y, 70, 70, c, { rx: 10, opacity: 0.25 }) + (i === 1 ? car(1278, y + 56, 0.24, P.blue3) : person(1309, y + 64, 0.32, P.amber3)) +
        rect(1360, y + 14, 160, 12, P.s3, { rx: 6, opacity: 0.8 }) + rect(1360, y + 40, 100, 10, P.s5, { rx: 5 })
    }).join('') +
    path('M1274 480l40-20 40 10 40-40 40 16 40-30 40 8', 'none', stroke(P.blue5, 4, { 'stroke-linejoin': 'round' }))
  return svg(1600, 900, title,
    rect(0, 0, 1600, 900, 'url(#sky)') + rect(0, 200, 620, 400, '#102646') + windows(40, 240, 7, 4, 46, 40, 36, 6, 0.55, P.amber2, '#1a355c') +
      tree(720, 600, 1.6, '#0d2343') + tree(1120, 600, 1.3, '#0d2343') +
      rect(0, 600, 1600, 300, 'url(#asphalt)') + path(stalls, 'none', stroke(P.white, 5, { opacity: 0.25 })) +
      rect(1180, 330, 10, 270, P.s6) + rect(1160, 320, 50, 16, P.s5, { rx: 6 }) + circle(1185, 345, 110, 'url(#glow)', { opacity: 0.7 }) +
      car(280, 800, 1.9, P.s3) + car(-40, 700, 1.1, '#2a4a76') + person(1010, 812, 1.85, '#b9c8dc', 'walk', true) + person(1160, 780, 1.5, '#8ea5c4', 'stand') +
      path('M880 820q-80-10-170 20', 'none', stroke(P.amber3, 4, { 'stroke-dasharray': '4 14', 'stroke-linecap': 'round' })) +
      rect(0, 0, 1600, 900, 'url(#grid)') +
      detect(270, 630, 510, 190, P.blue5, 'VEHICLE 96%', 22) + detect(944, 500, 134, 330, P.amber, 'PERSON 98%', 22) + detect(1108, 520, 96, 272, P.amber, 'PERSON 97%', 18) +
      path('M30 80V30h50M1520 30h50v50M30 820v50h50M1570 820v50h-50', 'none', stroke(P.white, 5, { opacity: 0.7 })) +
      circle(70, 70, 9, P.amber) + text(90, 79, 'REC', 26, P.white) + text(170, 79, 'CAM 04  PARKING', 22, P.white, { opacity: 0.7, 'font-weight': 600 }) +
      panel + rect(100, 840, 1100, 8, P.white, { opacity: 0.2, rx: 4 }) + rect(100, 840, 780, 8, P.blue5, { rx: 4 }) +
      path(boxes([[300, 832, 6, 24], [560, 832, 6, 24], [780, 832, 6, 24]]), P.amber),
    defs,
  )
}

// ---------------------------------------------------------------------------------------------
// Services, 800 by 600.

function svcInstallation(title: string): string {
  const defs = evening() +
    '<pattern id="brick" width="64" height="28" patternUnits="userSpaceOnUse"><rect width="64" height="28" fill="#6b3f35"/><path d="M0 1h64M0 15h64M16 1v14M48 15v13" stroke="#8a6a60" stroke-width="2"/></pattern>'
  let rungs = ''
  for (let y = 256; y < 600; y += 44) rungs += d`M396 ${y}h76`
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#sky)') + moon(690, 110, 40) + stars(24, 800, 300, 12) +
      path('M500 470q80-40 160-20t140 0V600H500z', HILL) + tree(640, 500, 1.1, FOLIAGE) +
      rect(0, 120, 520, 480, 'url(#brick)') + rect(508, 120, 14, 480, P.s6) +
      poly([0, 60, 560, 60, 560, 120, 0, 120], P.s7) + rect(0, 112, 560, 12, P.s3) +
      rect(40, 250, 160, 180, P.s3) + rect(52, 262, 136, 156, 'url(#win)') + path('M120 262v156M52 340h136', 'none', stroke(P.s3, 6)) +
      ellipse(120, 340, 150, 130, 'url(#glow)', { opacity: 0.45 }) +
      poly([476, 150, 490, 150, 800, 520, 800, 600, 640, 600], 'url(#fov)', { opacity: 0.5 }) +
      dome(482, 128, 1.6) +
      path('M396 210V600M472 210V600' + rungs, 'none', stroke(P.s6, 9, { 'stroke-linecap': 'round' })) +
      person(436, 432, 1.3, P.navy, 'reach') + path('M416 232a20 17 0 0 1 40 0z', P.blue5) + rect(412, 230, 48, 5, P.blue, { rx: 2 }) +
      rect(414, 344, 44, 10, P.amber, { rx: 3 }) +
      rect(250, 540, 90, 50, P.blue, { rx: 6 }) + rect(250, 540, 90, 14, P.blue5, { rx: 6 }) + rect(282, 530, 26, 12, 'none', { ...stroke(P.s7, 4), rx: 4 }) +
      rect(0, 588, 800, 12, P.s5),
    defs,
  )
}

function svcMonitoring(title: string): string {
  const defs = lin('bg', [[0, '#0f2a50'], [1, P.navy]]) + lin('desk', [[0, '#2a3d5c'], [1, '#15233a']]) + phoneClip('pc', 120, 230)
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + ellipse(400, 250, 420, 260, 'url(#glowB)', { opacity: 0.6 }) +
      monitor(130, 70, 540, 310, grid4(540, 310, ['house', 'lot', 'door', 'aisle'], 40)) +
      rect(403, 70, 267, 152, 'none', stroke(P.amber, 4)) +
      rect(0, 470, 800, 130, 'url(#desk)') + nvr(140, 488, 240, 40) + rect(430, 500, 200, 18, P.s7, { rx: 4 }) +
      phone(650, 330, 120, 230, -8, feed('lot', 108, 140, 44) + rect(0, 140, 108, 80, '#0c1e38') + rect(12, 156, 70, 8, P.s4, { rx: 4 }) + rect(12, 172, 46, 6, P.s5, { rx: 3 }), 'pc'),
    defs,
  )
}

function svcWireless(title: string): string {
  const defs = evening() + lin('wood', [[0, '#7a5334'], [1, '#5b3d24']], 0, 0, 1, 0)
  let boards = ''
  for (let x = 0; x < 800; x += 58) boards += rect(x, 390, 52, 200, 'url(#wood)') + poly([x, 390, x + 26, 372, x + 52, 390], '#7a5334')
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#sky)') + moon(130, 110, 42) + stars(24, 800, 280, 13) +
      path('M0 380q200-60 420-20t380-10V600H0z', HILL) + house(520, 400, 0.55, true) +
      tree(90, 410, 1.1, FOLIAGE) + boards + rect(0, 480, 800, 12, '#45301c') + rect(0, 560, 800, 40, P.deep) +
      rect(320, 250, 64, 350, 'url(#wood)') + rect(318, 244, 68, 14, '#45301c', { rx: 3 }) +
      rect(340, 300, 24, 40, P.s4) + rect(300, 206, 104, 100, P.white, { rx: 28, ...stroke(P.s4, 2) }) +
      circle(352, 252, 30, P.ink) + circle(352, 252, 18, 'url(#lens)') + circle(346, 246, 4, P.white, { opacity: 0.8 }) +
      circle(326, 224, 4, P.blue5) + circle(380, 290, 5, P.s5) +
      poly([384, 242, 392, 242, 800, 420, 800, 560], 'url(#fovH)', { opacity: 0.5 }) +
      at(352, 170, 1, path('M-26 0a36 36 0 0 1 52 0M-44-18a62 62 0 0 1 88 0M-62-36a88 88 0 0 1 124 0', 'none', stroke(P.blue3, 8, { 'stroke-linecap': 'round' })) + circle(0, 14, 7, P.blue3)) +
      path('M400 150q90-40 160-40', 'none', stroke(P.blue3, 4, { 'stroke-dasharray': '6 10', 'stroke-linecap': 'round' })),
    defs,
  )
}

function svcDoorbells(title: string): string {
  let siding = ''
  for (let y = 20; y < 600; y += 30) siding += `M0 ${y}h800`
  const defs = lin('wallG', [[0, '#1d365b'], [1, '#13284a']]) + lin('doorG', [[0, '#1e4a8c'], [1, '#163a70']])
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#wallG)') + path(siding, 'none', stroke('#000', 3, { opacity: 0.16 })) +
      rect(80, 30, 340, 540, P.s2) + rect(104, 54, 292, 520, 'url(#doorG)') +
      path(boxes([[136, 90, 100, 170], [264, 90, 100, 170], [136, 300, 100, 230], [264, 300, 100, 230]]), 'none', stroke('#102c57', 7)) +
      rect(356, 300, 12, 46, P.amber3, { rx: 5 }) +
      doorbell(468, 210, 1.7) + path('M542 250a44 44 0 0 1 0 62M562 232a70 70 0 0 1 0 98', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round', opacity: 0.7 })) +
      circle(640, 120, 120, 'url(#glow)') + rect(622, 86, 36, 62, P.s7, { rx: 7 }) + rect(629, 96, 22, 40, P.amber2, { rx: 5 }) +
      rect(590, 370, 180, 92, P.white, { rx: 14 }) + circle(630, 416, 22, P.blue) + path('M620 426h20M622 424q0-18 8-18t8 18z', P.white, stroke(P.white, 3, { 'stroke-linejoin': 'round' })) +
      rect(664, 398, 86, 12, P.navy, { rx: 6 }) + rect(664, 420, 60, 10, P.s4, { rx: 5 }) +
      rect(40, 560, 760, 40, P.s6) + rect(140, 548, 220, 16, P.s7, { rx: 4 }) +
      rect(430, 470, 130, 90, P.card, { rx: 6 }) + rect(430, 470, 130, 20, '#b27830', { rx: 6 }) + rect(486, 470, 18, 90, P.amber2, { opacity: 0.7 }),
    defs,
  )
}

function svcAccess(title: string): string {
  const defs = lin('wallG', [[0, '#1b3356'], [1, '#0e1f38']]) + lin('inside', [[0, '#2f5a92'], [1, '#1a3a68']])
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#wallG)') + rect(0, 0, 800, 36, '#0a1526') + circle(120, 40, 110, 'url(#glow)', { opacity: 0.45 }) +
      rect(40, 80, 300, 520, 'url(#inside)') + circle(190, 150, 90, 'url(#glow)', { opacity: 0.5 }) +
      rect(60, 330, 150, 28, '#14305a') + rect(240, 300, 80, 60, P.blue5, { opacity: 0.35 }) +
      rect(40, 80, 300, 520, P.white, { opacity: 0.08 }) + poly([90, 80, 140, 80, 60, 330, 40, 330, 40, 240], P.white, { opacity: 0.08 }) +
      rect(32, 72, 316, 536, 'none', stroke(P.s4, 12)) + rect(300, 300, 10, 150, P.s2, { rx: 5 }) +
      reader(380, 220, 1.1) +
      person(640, 600, 2.3, '#081528', 'present', true) +
      keycard(478, 318, 0.9, -8) +
      path('M500 290a30 30 0 0 1 0 52M516 276a50 50 0 0 1 0 80', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round' })) +
      circle(430, 396, 40, 'url(#glowB)') + rect(0, 596, 800, 4, P.s6),
    defs,
  )
}

function svcAi(title: string): string {
  const rnd = random(9)
  const nodes: [number, number][] = Array.from({ length: 16 }, () => [rnd() * 800, rnd() * 600])
  let links = ''
  nodes.forEach(([x, y], i) => {
    const [nx, ny] = nodes[(i + 3) % nodes.length] ?? [0, 0]
    links += d`M${x} ${y}L${nx} ${ny}`
  })
  const view = feed('street', 420, 300, 61, false) + car(40, 280, 0.95, P.s3) + person(330, 282, 1.05, '#c5d3e6', 'walk')
  const defs = rad('bg', [[0, '#17325a'], [1, '#070f1e']], 0.5, 0.45, 0.75) + clip('vc', rect(0, 0, 420, 300))
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + path(links, 'none', stroke(P.blue5, 1.5, { opacity: 0.3 })) +
      group({ fill: P.blue3, opacity: 0.5 }, nodes.map(([x, y]) => circle(x, y, 4)).join('')) +
      poly([150, 150, 150, 180, 330, 440, 330, 140], 'url(#fovH)', { opacity: 0.5 }) + turret(110, 110, 2) + rect(60, 90, 100, 20, P.s6, { rx: 4 }) +
      rect(322, 132, 436, 316, '#050d1a', { rx: 10 }) + el('g', { transform: 'translate(330 140)', 'clip-path': 'url(#vc)' }, view) +
      detect(362, 332, 258, 94, P.blue5, 'VEHICLE', 14) + detect(626, 240, 68, 186, P.amber, 'PERSON', 14) +
      rect(330, 470, 420, 56, P.navy, { rx: 10, opacity: 0.9 }) + rect(350, 488, 90, 10, P.blue5, { rx: 5 }) + rect(350, 506, 60, 8, P.s5, { rx: 4 }) +
      rect(460, 484, 270, 22, '#050d1a', { rx: 11 }) + rect(460, 484, 266, 22, P.blue, { rx: 11 }) + text(620, 500, '99%', 15, P.white),
    defs,
  )
}

// ---------------------------------------------------------------------------------------------
// Products, 800 by 600: studio-style shots.

/** Every product stands in the same night studio as the scenes, so no picture glares in the dark theme. */
const studio = (): string =>
  rad('bg', [[0, '#1d3f73'], [1, '#06101f']], 0.5, 0.4, 0.8) + rad('floorShadow', [[0, '#000', 0.55], [1, '#000', 0]])
const shadow = (x: number, y: number, rx: number): string => ellipse(x, y, rx, rx * 0.16, 'url(#floorShadow)')

function prodCameras(title: string): string {
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + rect(0, 430, 800, 170, P.deep, { opacity: 0.6 }) + circle(400, 300, 260, 'url(#glowB)', { opacity: 0.35 }) +
      shadow(140, 440, 110) + rect(62, 236, 156, 16, P.s3, { rx: 4 }) + dome(140, 258, 3) +
      shadow(400, 440, 130) + rect(292, 290, 18, 140, P.s4) + bullet(300, 250, 2.5, false, 8) +
      shadow(660, 440, 110) + rect(570, 236, 180, 16, P.s3, { rx: 4 }) + turret(660, 258, 3) +
      path('M100 520h80M360 520h80M620 520h80', 'none', stroke(P.blue5, 6, { 'stroke-linecap': 'round' })),
    studio(),
  )
}

function prodProX(title: string): string {
  const defs = lin('facade', [[0, '#223a5e'], [1, '#0f213d']], 0, 0, 1, 0)
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + rect(0, 0, 250, 600, 'url(#facade)') + path('M0 120h250M0 240h250M0 360h250M0 480h250M125 0v600', 'none', stroke('#081528', 4)) +
      circle(470, 300, 240, 'url(#glowB)', { opacity: 0.7 }) + poly([600, 350, 620, 380, 800, 600, 560, 600], 'url(#fov)', { opacity: 0.3 }) +
      bullet(250, 250, 4.4, false, 10) +
      at(250, 250, 4.4, group({ transform: 'translate(24 4) rotate(10)' }, rect(6, -13, 5, 26, P.blue5), rect(54, -13, 3, 26, P.blue5))) +
      at(640, 130, 1, path('M0-34l9 25 25 9-25 9-9 25-9-25-25-9 25-9z', P.amber3)) + circle(700, 190, 5, P.amber3) + circle(590, 96, 4, P.amber3),
    studio() + defs,
  )
}

/** A 19-inch equipment rack: patch panel, PoE switch with its camera runs, two recorders with drive bays, and a UPS. */
function prodRecorders(title: string): string {
  const left = 236
  const width = 328
  const unit = (y: number, h: number, body: string): string => rect(left, y, width, h, 'url(#dark)', { rx: 4, ...stroke(P.s6, 1.5) }) + body
  let holes = ''
  for (let y = 70; y < 540; y += 22) holes += d`M214 ${y}h8v6h-8zM578 ${y}h8v6h-8z`
  const portRow = (y: number): string => Array.from({ length: 12 }, (_, i) => d`M${272 + i * 22} ${y}h16v12h-16z`).join('')
  const leds = Array.from({ length: 9 }, (_, i) => d`M${276 + i * 22} 166h8v4h-8z`).join('')
  const cables = Array.from({ length: 9 }, (_, i) => d`M${280 + i * 22} 150C${280 + i * 22} 120 ${300 + i * 30} 60 ${330 + i * 34} 0`).join('')
  const recorder = (y: number, seed: number): string => {
    const rnd = random(seed)
    let bays = ''
    for (let i = 0; i < 4; i++) {
      bays += rect(340 + i * 54, y + 14, 46, 62, P.s8, { rx: 4, ...stroke(P.s6, 1.5) }) + rect(348 + i * 54, y + 22, 30, 5, P.s6, { rx: 2 }) +
        circle(363 + i * 54, y + 66, 3.5, rnd() < 0.85 ? P.blue5 : P.amber)
    }
    return unit(y, 90, bays + circle(266, y + 30, 5, P.blue5) + circle(266, y + 48, 5, P.blue5) + circle(266, y + 66, 5, P.amber) +
      rect(286, y + 24, 36, 10, P.navy, { rx: 2 }) + rect(288, y + 26, 22, 6, P.blue3, { opacity: 0.8 }))
  }
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + circle(400, 300, 300, 'url(#glowB)', { opacity: 0.4 }) + shadow(400, 566, 250) +
      rect(196, 40, 408, 520, '#0a1526', { rx: 10 }) + rect(204, 52, 24, 500, P.s7) + rect(572, 52, 24, 500, P.s7) + path(holes, '#0a1526') +
      path(cables, 'none', stroke(P.blue5, 5, { 'stroke-linecap': 'round', opacity: 0.75 })) +
      unit(90, 36, path(portRow(102), P.ink) + rect(534, 100, 18, 16, P.s6, { rx: 2 })) +
      unit(140, 40, path(portRow(148), P.ink) + path(leds, P.blue3) + circle(552, 160, 5, P.blue5)) +
      recorder(196, 3) + recorder(300, 7) +
      unit(420, 96, rect(270, 444, 110, 44, P.navy, { rx: 4 }) + rect(280, 454, 70, 8, P.blue3, { rx: 2, opacity: 0.8 }) + rect(280, 470, 46, 6, P.s5, { rx: 2 }) +
        path('M420 440h110M420 458h110M420 476h110M420 494h110', 'none', stroke(P.s6, 3)) + circle(540, 500, 6, P.blue5)),
    studio(),
  )
}

function prodAccess(title: string): string {
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + rect(40, 40, 340, 560, P.blue3, { opacity: 0.35 }) + rect(40, 40, 340, 560, 'none', stroke(P.s5, 14)) +
      poly([80, 40, 130, 40, 40, 300, 40, 200], P.white, { opacity: 0.5 }) + rect(330, 250, 10, 170, P.s5, { rx: 5 }) + rect(200, 47, 150, 20, P.s4, { rx: 3 }) +
      rect(420, 40, 380, 560, P.wall) + circle(560, 300, 200, 'url(#glowB)', { opacity: 0.35 }) + reader(480, 170, 1.5) + keycard(650, 260, 1.5, -12) +
      path('M632 260a36 36 0 0 1 0 60M652 244a60 60 0 0 1 0 92', 'none', stroke(P.blue3, 4, { 'stroke-linecap': 'round' })) +
      at(690, 420, 1, path('M0 0h40l10 20v40a25 25 0 0 1-60 0V20z', P.ink, stroke(P.s6, 2)) + circle(20, 20, 7, P.s2) + circle(20, 62, 10, P.blue5)),
    studio(),
  )
}

function prodIntercom(title: string): string {
  const clipDefs = clip('vc', rect(0, 0, 78, 58))
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(60, 60, 300, 540, P.s7) + rect(80, 80, 260, 520, P.blue3, { opacity: 0.4 }) + path('M210 80v520', 'none', stroke(P.s7, 8)) +
      rect(60, 40, 740, 30, P.s6) + rect(360, 70, 440, 530, P.wall) + circle(180, 200, 150, 'url(#glow)', { opacity: 0.35 }) +
      rect(420, 150, 130, 300, 'url(#dark)', { rx: 14, ...stroke(P.s6, 2) }) + circle(485, 186, 16, P.s8) + circle(485, 186, 10, 'url(#lens)') +
      rect(440, 218, 90, 64, '#050d1a', { rx: 4 }) + el('g', { transform: 'translate(446 221)', 'clip-path': 'url(#vc)' }, feed('lobby', 78, 58, 3, false)) +
      path(boxes([[440, 300, 26, 20], [472, 300, 26, 20], [504, 300, 26, 20], [440, 326, 26, 20], [472, 326, 26, 20], [504, 326, 26, 20]]), P.s6) +
      circle(485, 400, 20, P.blue5) + path('M478 392q6-6 14 0v14h-14z', P.white) + circle(485, 400, 34, 'url(#glowB)') +
      rect(590, 220, 170, 120, P.ink, { rx: 12 }) + at(600, 230, 1, feed('door', 150, 100, 4)) + shadow(675, 352, 90),
    studio() + clipDefs,
  )
}

function prodAccessories(title: string): string {
  let ports = ''
  for (let i = 0; i < 8; i++) ports += rect(90 + i * 30, 130, 22, 18, P.ink, { rx: 2 })
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') +
      rect(70, 100, 320, 90, 'url(#dark)', { rx: 10 }) + ports + path(boxes([[96, 160, 6, 6], [126, 160, 6, 6], [156, 160, 6, 6], [186, 160, 6, 6]]), P.blue5) + circle(360, 140, 6, P.amber) +
      at(580, 170, 1, circle(0, 0, 100, 'none', stroke(P.blue, 18)) + circle(0, 0, 76, 'none', stroke(P.blue, 18)) + circle(0, 0, 52, 'none', stroke(P.blue5, 18)) + circle(0, 0, 28, P.s3) + path('M96 30q60 40 110 20', 'none', stroke(P.blue, 10, { 'stroke-linecap': 'round' }))) +
      at(590, 450, 1, circle(0, 0, 110, 'none', stroke(P.s5, 14)) + circle(0, 0, 90, 'none', stroke(P.s5, 14)) + circle(0, 0, 70, 'none', stroke(P.s6, 14)) + circle(0, 0, 46, P.s3)) +
      shadow(200, 470, 120) + ellipse(200, 440, 120, 32, P.s4) + rect(80, 360, 240, 80, P.s1) + ellipse(200, 360, 120, 32, P.white, stroke(P.s3, 3)) + circle(200, 360, 12, P.s3) + path('M100 380h8M292 380h8', 'none', stroke(P.s4, 12)) +
      at(400, 300, 1, path('M0 0h80v16H16v110H0z', P.s6) + path('M16 16l60 0-60 60z', P.s5) + circle(40, 8, 4, P.s2) + circle(8, 70, 4, P.s2)),
    studio(),
  )
}

function prodSoftware(title: string): string {
  const dash = rect(0, 0, 520, 300, '#0c1a30') + rect(0, 0, 90, 300, P.navy) + path(boxes([[16, 24, 58, 8], [16, 48, 44, 8], [16, 72, 52, 8], [16, 96, 40, 8]]), P.s5) + rect(10, 20, 70, 16, P.blue, { rx: 4, opacity: 0.6 }) +
    at(104, 14, 1, grid4(300, 190, ['house', 'lot', 'door', 'warehouse'], 70)) + rect(418, 14, 90, 190, '#12264a', { rx: 6 }) +
    path(boxes([[428, 30, 70, 8], [428, 60, 50, 8], [428, 90, 62, 8], [428, 120, 40, 8]]), P.s5) + path(boxes([[428, 44, 6, 6], [428, 74, 6, 6], [428, 104, 6, 6]]), P.amber) +
    rect(104, 220, 404, 64, '#12264a', { rx: 6 }) + rect(118, 250, 376, 6, P.s6, { rx: 3 }) + rect(118, 250, 240, 6, P.blue5, { rx: 3 }) + path(boxes([[170, 240, 4, 26], [300, 240, 4, 26]]), P.amber)
  const defs = phoneClip('pc', 130, 250)
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + ellipse(400, 280, 380, 240, 'url(#glowB)', { opacity: 0.5 }) +
      rect(110, 96, 548, 328, P.s8, { rx: 14 }) + at(124, 110, 1, dash) + poly([60, 436, 708, 436, 660, 424, 110, 424], P.s4) + rect(60, 436, 648, 16, P.s5, { rx: 6 }) +
      phone(620, 270, 130, 250, 6, feed('house', 117, 150, 72) + rect(0, 150, 117, 90, '#0c1e38') + rect(12, 166, 80, 8, P.s4, { rx: 4 }) + rect(12, 182, 56, 6, P.s5, { rx: 3 }) + circle(58, 214, 12, P.blue5), 'pc'),
    studio() + defs,
  )
}

function prodDoorbells(title: string): string {
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#bg)') + rect(0, 0, 260, 600, P.blue) + path('M40 60h180v220H40zM40 320h180v240H40z', 'none', stroke('#1a3f9c', 10)) + rect(210, 290, 16, 60, P.amber3, { rx: 6 }) +
      rect(260, 0, 50, 600, P.s2) + rect(310, 0, 490, 600, P.wall) + circle(700, 80, 130, 'url(#glow)', { opacity: 0.5 }) + path('M310 40h490M310 100h490M310 160h490M310 220h490M310 280h490M310 340h490M310 400h490M310 460h490M310 520h490M310 580h490', 'none', stroke('#000', 3, { opacity: 0.16 })) +
      doorbell(420, 130, 3.2) + path('M560 220a70 70 0 0 1 0 110M594 190a110 110 0 0 1 0 170', 'none', stroke(P.blue5, 6, { 'stroke-linecap': 'round', opacity: 0.7 })) +
      rect(640, 420, 110, 90, P.s1, { rx: 16, ...stroke(P.s4, 2) }) + circle(695, 465, 26, 'none', stroke(P.s4, 3)) + path(boxes([[680, 455, 30, 3], [680, 463, 30, 3], [680, 471, 30, 3]]), P.s4),
    studio(),
  )
}

// ---------------------------------------------------------------------------------------------
// Case studies, 1600 by 700 banners.

const dusk = (id = 'sky'): string => lin(id, [[0, '#06142a'], [0.6, P.navy], [1, '#2a4a7a']])

/** Places a drawing defined once in <defs> (id) again; fill is inherited by unfilled shapes. */
const use = (id: string, x: number, y: number, s = 1, a: Attrs = {}): string => el('use', { href: `#${id}`, transform: transform(x, y, s), ...a })
/** A picture defined once as a symbol and shown at any size. */
const symbol = (id: string, w: number, h: number, body: string): string => el('symbol', { id, viewBox: `0 0 ${w} ${h}`, preserveAspectRatio: 'none' }, body)
const show = (id: string, x: number, y: number, w: number, h: number): string => el('use', { href: `#${id}`, x, y, width: w, height: h })
/** An unfilled figure, for crowds: colour each copy with fill on the <use>. */
const figure = (id: string, pose: keyof typeof PERSON = 'stand'): string => el('g', { id }, path(PERSON[pose]) + circle(0, -153, 15))

/** Dark display with a thin frame. */
const display = (x: number, y: number, w: number, h: number, body: string): string =>
  rect(x - 10, y - 10, w + 20, h + 20, '#050c18', { rx: 12, ...stroke(P.s7, 2) }) + at(x, y, 1, body)

/** Car seen from front or back, 200 units wide, wheels on y = 0. */
function carFront(x: number, y: number, s: number, body: string): string {
  return at(
    x, y, s,
    path('M12 -20V-56q0-10 10-14l18-44q5-12 18-12h84q13 0 18 12l18 44q10 4 10 14v36q0 6-6 6H18q-6 0-6-6z', body) +
      path('M46 -72l14-38q3-6 10-6h60q7 0 10 6l14 38z', P.navy, { opacity: 0.8 }) +
      path(boxes([[22, -58, 30, 12], [148, -58, 30, 12]]), P.amber2) + rect(80, -44, 40, 12, P.s2, { rx: 2 }) +
      path(boxes([[20, -16, 30, 16], [150, -16, 30, 16]]), P.ink),
  )
}

function csHomeNight(title: string): string {
  const s = 0.8
  const gy = 566
  let street = ''
  for (const x of [70, 600, 1130]) {
    const cx = x + 396 * s
    const cy = gy - 144 * s
    const dx = x + 177 * s
    const dy = gy - 136 * s
    street += poly([x + 268 * s, gy, x + 406 * s, gy, x + 440 * s, 604, x + 250 * s, 604], '#1a2f4f') + use('hs', x, gy, s) +
      poly([cx - 6, cy + 14, cx + 6, cy + 14, x + 450 * s, 606, x + 240 * s, 606], 'url(#ir)') +
      poly([dx - 5, dy + 10, dx + 5, dy + 10, dx + 60, gy + 8, dx - 60, gy + 8], 'url(#ir)') +
      dome(cx, cy, 0.85) + dome(dx, dy, 0.65)
  }
  const defs = el('g', { id: 'hs' }, house(0, 0, 1, true)) + dusk() + lin('ir', [[0, P.white, 0.42], [1, P.blue3, 0.04]])
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, 'url(#sky)') + stars(16, 1600, 240, 8) + circle(1500, 90, 80, 'url(#glowW)', { opacity: 0.25 }) + circle(1500, 90, 24, P.amber2) +
      path('M0 470q300-60 620-30t980-30V600H0z', '#0b1d38') + rect(0, gy - 8, 1600, 44, '#0c2040') +
      tree(540, gy, 1.2, '#0a1d38') + tree(1070, gy, 1.1, '#0a1d38') + street +
      rect(0, 600, 1600, 12, '#1c3357') + rect(0, 612, 1600, 88, '#07152a') + path('M0 660h1600', 'none', stroke(P.amber3, 4, { 'stroke-dasharray': '40 30', opacity: 0.4 })),
    defs,
  )
}

function csCity(title: string): string {
  const rnd = random(21)
  let skyline = ''
  let x = 0
  while (x < 1090) {
    const w = Math.round(80 + rnd() * 80)
    const h = Math.round(160 + rnd() * 240)
    skyline += rect(x, 560 - h, w - 6, h, rnd() > 0.5 ? '#10284a' : '#0d2240') + rect(x + 8, 578 - h, w - 22, h - 30, rnd() > 0.5 ? 'url(#wa)' : 'url(#wb)')
    x += w
  }
  const poles = [150, 420, 690, 960]
  const mini = rect(0, 0, 130, 90, '#1a365f') + path('M8 62V30h24v32zM40 62V14h28v48zM76 62V38h20v24z', '#0f2747') + rect(0, 62, 130, 28, '#0b1a30') + path('M0 76h130', 'none', stroke(P.amber3, 2, { 'stroke-dasharray': '8 8' })) + circle(8, 8, 3, P.amber)
  let wall = ''
  for (let i = 0; i < 6; i++) wall += show('m', 1160 + (i % 3) * 136, 150 + Math.floor(i / 3) * 96, 130, 90)
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, 'url(#sky)') + circle(600, 700, 620, 'url(#glowB)', { opacity: 0.35 }) + skyline +
      rect(0, 560, 1600, 140, '#081528') + path('M0 630h1600', 'none', stroke(P.amber3, 4, { 'stroke-dasharray': '50 40', opacity: 0.5 })) +
      path(poles.map((p) => d`M${p + 40} 396Q${(p + 1150) / 2} ${250 - p / 10} 1150 ${300}`).join(''), 'none', stroke(P.blue5, 3, { 'stroke-dasharray': '2 10', 'stroke-linecap': 'round' })) +
      poles.map((p) => use('lp', p, 380)).join('') +
      rect(1130, 110, 440, 250, '#050c18', { rx: 14, ...stroke(P.s6, 2) }) + rect(1150, 126, 160, 12, P.s3, { rx: 6 }) + wall + rect(1432, 246, 130, 90, 'none', stroke(P.amber, 4)) +
      car(300, 660, 0.8, P.s4) + car(1100, 690, 0.9, P.blue, true),
    dusk() + windowPattern('wa', 1) + windowPattern('wb', 2) + symbol('m', 130, 90, mini) +
      el('g', { id: 'lp' }, rect(-5, 0, 10, 250, P.s6) + path('M0 4q0-24 30-24h24', 'none', stroke(P.s6, 8)) + rect(48, -26, 44, 12, P.s5, { rx: 5 }) + circle(70, -8, 60, 'url(#glow)', { opacity: 0.7 }) + bullet(5, 30, 0.7, false, 24)),
  )
}

function csRetail(title: string): string {
  const rnd = random(7)
  const goods: Record<string, [number, number, number, number][]> = { [P.blue5]: [], [P.s2]: [], [P.amber]: [] }
  const colors = Object.keys(goods)
  for (let r = 0; r < 3; r++) for (let c = 0; c < 30; c++) goods[colors[Math.floor(rnd() * 3)] ?? P.s2]?.push([20 + c * 52, 186 + r * 90, 36, 44])
  const lane = (x: number, n: string): string =>
    person(x + 300, 560, 1.05, '#0a1628') + rect(x, 470, 380, 110, '#2c4a74') + rect(x - 6, 458, 392, 14, P.s4) + rect(x + 10, 446, 240, 12, P.ink, { rx: 6 }) +
    path(boxes([[x + 40, 426, 30, 20], [x + 90, 432, 40, 14], [x + 150, 424, 24, 22]]), P.s3) +
    rect(x + 256, 404, 8, 56, P.s6) + rect(x + 226, 370, 70, 44, P.s8, { rx: 6 }) + rect(x + 232, 376, 58, 30, P.blue5, { opacity: 0.6 }) +
    rect(x + 366, 240, 8, 220, P.s5) + rect(x + 342, 206, 56, 40, P.amber, { rx: 8 }) + text(x + 358, 236, n, 26, P.navy) +
    poly([x + 184, 108, x + 196, 108, x + 330, 460, x + 40, 460], 'url(#fov)', { opacity: 0.35 }) + dome(x + 190, 92, 1.2)
  const chart = rect(1040, 130, 520, 330, P.navy, { rx: 16, opacity: 0.95, ...stroke(P.s6, 2) }) + text(1070, 176, 'SHRINKAGE', 20, P.s3) + text(1070, 236, '3.1% → 1.2%', 44, P.white) +
    path('M1070 430h460M1070 270v160', 'none', stroke(P.s6, 2)) + path('M1080 290l70 16 70-6 70 40 70 20 70 34 70 30V430H1080z', 'url(#fov)') +
    path('M1080 290l70 16 70-6 70 40 70 20 70 34 70 30', 'none', stroke(P.amber, 5, { 'stroke-linejoin': 'round' })) + circle(1500, 424, 8, P.blue5)
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, '#132a4a') + rect(0, 150, 1600, 300, '#173358') + Object.entries(goods).map(([c, list]) => path(boxes(list), c, { opacity: 0.7 })).join('') +
      path('M0 232h1600M0 322h1600M0 412h1600', 'none', stroke(P.s6, 8)) + rect(0, 0, 1600, 92, '#0b1a30') + path(boxes([[160, 52, 200, 10], [640, 52, 200, 10], [1120, 52, 200, 10]]), P.amber2) +
      rect(0, 450, 1600, 250, '#1b3357') + lane(80, '1') + lane(560, '2') +
      person(520, 700, 1.7, '#060e1c', 'walk') + path('M570 520H410l18 70h126l20-90h22M440 612h110', 'none', stroke(P.s4, 6, { 'stroke-linejoin': 'round' })) + path('M424 540h140M430 562h128', 'none', stroke(P.s4, 3)) + circle(446, 630, 10, P.s5) + circle(540, 630, 10, P.s5) +
      chart,
  )
}

function csSchool(title: string): string {
  const defs = evening()
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, 'url(#sky)') + moon(1440, 110, 46) + stars(16, 1600, 240, 14) +
      rect(300, 260, 1000, 340, '#2c4a74') + rect(660, 160, 280, 440, '#23406a') + poly([640, 170, 800, 80, 960, 170], P.navy) +
      circle(800, 200, 40, P.s1) + path('M800 200v-24M800 200l16 10', 'none', stroke(P.navy, 5, { 'stroke-linecap': 'round' })) +
      rect(280, 244, 1040, 18, P.navy) + windows(340, 300, 6, 2, 36, 70, 14, 3, 0.45) + windows(980, 300, 6, 2, 36, 70, 14, 4, 0.45) +
      rect(720, 420, 160, 180, P.navy) + rect(732, 432, 66, 168, 'url(#win)') + rect(802, 432, 66, 168, 'url(#win)') + ellipse(800, 520, 200, 140, 'url(#glow)', { opacity: 0.5 }) +
      rect(680, 380, 240, 16, P.navy) + rect(690, 396, 220, 204, P.blue3, { opacity: 0.3, ...stroke(P.s3, 8) }) + path('M800 396v204', 'none', stroke(P.s3, 6)) +
      at(930, 440, 1, rect(0, 0, 40, 86, 'url(#dark)', { rx: 6 }) + circle(20, 14, 6, 'url(#lens)') + rect(7, 28, 26, 20, P.blue5, { opacity: 0.7 }) + circle(20, 66, 8, P.blue5)) +
      poly([990, 322, 1004, 330, 1500, 600, 1060, 600], 'url(#fov)', { opacity: 0.5 }) + poly([610, 322, 596, 330, 420, 600, 80, 600], 'url(#fov)', { opacity: 0.4 }) +
      bullet(700, 300, 1, true, 20) + bullet(900, 300, 1, false, 20) +
      rect(160, 120, 8, 480, P.s3) + path('M168 130h120l-18 34 18 34H168z', P.blue) + shieldMark(210, 166, 0.8, P.white, false) +
      rect(0, 600, 1600, 100, P.s8) + rect(0, 600, 1600, 20, P.s7) + path('M1040 660q200-40 540 0', 'none', stroke(P.amber3, 5, { 'stroke-dasharray': '24 18' })) +
      at(1100, 660, 1, rect(0, -130, 360, 110, P.amber, { rx: 14 }) + rect(0, -40, 360, 22, '#c97f08') + path(boxes([[20, -112, 60, 44], [96, -112, 60, 44], [172, -112, 60, 44], [248, -112, 60, 44]]), '#1d365b') + rect(320, -112, 30, 70, '#1d365b') + circle(70, -18, 22, P.ink) + circle(290, -18, 22, P.ink)) +
      tree(100, 610, 1.3, FOLIAGE) + person(560, 640, 0.8, P.s4) + person(600, 640, 0.62, P.blue3) + person(630, 640, 0.58, P.s4, 'walk'),
    defs,
  )
}

function csIndustrial(title: string): string {
  const rnd = random(4)
  let items = ''
  for (let i = 0; i < 7; i++) {
    const x = 90 + i * 210
    const flagged = i === 4
    items += rect(x, 430, 110, 80, flagged ? P.amber : P.s3, { rx: 6 }) + rect(x + 10, 440, 30 + rnd() * 50, 10, P.s6, { rx: 4, opacity: 0.6 })
  }
  const cam = (x: number): string => poly([x - 15, 150, x + 15, 150, x + 175, 420, x - 175, 420], 'url(#fov)', { opacity: 0.55 }) + rect(x - 75, 120, 150, 16, P.s6) + turret(x, 136, 1.6)
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, '#102440') + rect(0, 0, 1600, 120, '#0b1a30') + path('M0 120h1600M200 0v120M600 0v120M1000 0v120M1400 0v120', 'none', stroke('#1b3357', 8)) +
      path('M80 360v-200h80v200M1440 360v-200h80v200', '#0d1d35') + path(boxes([[1240, 180, 60, 180], [1320, 220, 60, 140]]), '#0d1d35') +
      cam(565) + cam(995) +
      rect(0, 510, 1600, 40, P.s7) + rect(0, 550, 1600, 24, P.s8) + path(Array.from({ length: 16 }, (_, i) => d`M${50 + i * 100} 530m-12 0a12 12 0 1 0 24 0a12 12 0 1 0-24 0`).join(''), P.s5) +
      items + detect(920, 410, 150, 120, P.amber, 'DEFECT', 16) + detect(500, 414, 140, 112, P.blue5, 'PASS', 16) +
      rect(0, 574, 1600, 126, '#0a1628') +
      at(200, 440, 1, path('M0 0h60l-10-120 80-80 12 14-68 70 6 116h40v20H-20z', P.s5) + circle(132, -196, 14, P.amber)) +
      rect(1330, 150, 200, 120, P.ink, { rx: 8, ...stroke(P.s6, 4) }) + path('M1350 240l40-36 40 16 40-50 40 20', 'none', stroke(P.blue5, 5, { 'stroke-linejoin': 'round' })) + circle(1470, 170, 6, P.amber),
  )
}

function csHealthcare(title: string): string {
  // One-point perspective: the corridor's walls meet the back wall at x 440..600.
  const door = (x1: number, x2: number, left: boolean): string => {
    const top = (x: number): number => (left ? x : 1040 - x) * (260 / 440)
    const bottom = (x: number): number => 700 - (left ? x : 1040 - x) * (320 / 440)
    const t = (x: number): number => top(x) + (bottom(x) - top(x)) * 0.3
    return poly([x1, t(x1), x2, t(x2), x2, bottom(x2), x1, bottom(x1)], '#2c4f80', stroke('#3d5f90', 4))
  }
  const room = rect(0, 0, 160, 100, '#1d3d6b') + rect(0, 74, 160, 26, '#15315a') + rect(30, 34, 96, 46, P.s2, { rx: 6 }) + rect(60, 40, 66, 40, P.blue5, { rx: 4 }) +
    circle(44, 50, 9, P.s3) + path('M142 20v60', 'none', stroke(P.s4, 3)) + rect(136, 16, 12, 14, P.blue3, { rx: 3 }) + circle(8, 8, 3, P.amber)
  let feeds = ''
  for (let i = 0; i < 6; i++) feeds += show('pr', (i % 3) * 150, Math.floor(i / 3) * 100, 140, 88)
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, '#0f2442') + poly([0, 0, 440, 260, 440, 380, 0, 700], '#1a3558') + poly([1040, 0, 600, 260, 600, 380, 1040, 700], '#17304f') +
      poly([0, 700, 440, 380, 600, 380, 1040, 700], '#22406a') + rect(440, 260, 160, 120, '#2f5a92') + rect(480, 290, 80, 60, P.amber2, { opacity: 0.7 }) +
      poly([420, 40, 620, 40, 560, 160, 480, 160], P.blue1, { opacity: 0.25 }) + poly([490, 200, 550, 200, 540, 236, 500, 236], P.blue1, { opacity: 0.25 }) +
      door(60, 150, true) + door(250, 320, true) + door(370, 405, true) + door(890, 980, false) + door(720, 790, false) + door(635, 670, false) +
      poly([520, 380, 540, 380, 700, 700, 360, 700], P.white, { opacity: 0.05 }) + dome(520, 246, 0.8) + dome(240, 146, 1.2) + dome(800, 146, 1.2) +
      rect(1000, 0, 600, 700, '#0c1d36') + display(1100, 130, 450, 198, feeds + rect(300, 100, 140, 88, 'none', stroke(P.amber, 4))) +
      rect(960, 470, 640, 230, '#2c4a74') + rect(950, 458, 660, 16, P.s3) + rect(1190, 400, 120, 58, P.s8, { rx: 6 }) + rect(1198, 408, 104, 40, P.blue5, { opacity: 0.5 }) +
      person(1090, 700, 1.9, P.blue5),
    symbol('pr', 160, 100, room),
  )
}

function csArena(title: string): string {
  const rnd = random(12)
  const fills = ['#0a1628', '#14294a', P.blue, '#1e3a66', P.s7]
  let queues = ''
  for (const gx of [230, 530, 830, 1130]) {
    for (let k = 0; k < 5; k++) {
      const sc = 0.55 + k * 0.16
      queues += use('pp', gx + (rnd() - 0.5) * 20 + k * 10, 530 + k * 36, sc, { fill: fills[Math.floor(rnd() * fills.length)] })
    }
  }
  const heat = [[1250, 170, 70, 'glow'], [1320, 230, 50, 'glow'], [1460, 160, 60, 'glowB'], [1420, 250, 50, 'glow'], [1200, 250, 60, 'glowB']] as const
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, 'url(#sky)') + stars(20, 1600, 200, 3) + circle(120, 140, 150, 'url(#glow)', { opacity: 0.6 }) + circle(1480, 140, 150, 'url(#glow)', { opacity: 0.4 }) +
      path('M-40 420Q700 150 1640 420V520H-40z', '#1c3559') + path(Array.from({ length: 15 }, (_, i) => {
        const t = (i + 0.5) / 15
        return d`M${(1 - t) ** 2 * -40 + 2 * t * (1 - t) * 700 + t * t * 1640} ${(1 - t) ** 2 * 420 + 2 * t * (1 - t) * 150 + t * t * 420 + 14}V520`
      }).join(''), 'none', stroke('#2c4a74', 10)) + path('M-40 420Q700 150 1640 420', 'none', stroke(P.s4, 8)) + path('M0 380Q700 130 1600 380', 'none', stroke(P.blue5, 4, { opacity: 0.6 })) +
      path(boxes([[200, 410, 120, 110], [500, 380, 120, 140], [800, 370, 120, 150], [1100, 385, 120, 135]]), P.amber2, { opacity: 0.85 }) +
      rect(0, 520, 1600, 180, '#122744') + path('M0 580h1600M0 640h1600', 'none', stroke(P.navy, 3)) +
      path('M300 700V520M600 700V520M900 700V520M1200 700V520', 'none', stroke(P.s5, 5, { 'stroke-dasharray': '3 16' })) + queues +
      rect(90, 200, 10, 500, P.s6) + rect(1500, 200, 10, 500, P.s6) + path('M95 210H1505', 'none', stroke(P.s6, 10)) +
      [420, 760, 1100].map((x) => poly([x - 10, 236, x + 10, 236, x + 150, 600, x - 150, 600], 'url(#fov)', { opacity: 0.3 }) + dome(x, 214, 1.1)).join('') +
      display(1150, 70, 400, 240, rect(0, 0, 400, 240, '#0a1a33') + ellipse(200, 130, 170, 90, 'none', stroke(P.s5, 3)) +
        el('g', { 'clip-path': 'url(#hm)' }, heat.map(([cx, cy, r, g]) => circle(cx - 1150, cy - 70, r * 1.4, `url(#${g})`)).join('')) +
        rect(20, 214, 360, 10, 'url(#legend)', { rx: 5 }) + text(20, 30, 'CROWD DENSITY', 16, P.s3)),
    dusk() + figure('pp') + clip('hm', rect(0, 0, 400, 200)) + lin('legend', [[0, P.blue5], [1, P.amber]], 0, 0, 1, 0),
  )
}

function csBank(title: string): string {
  let stations = ''
  for (let i = 0; i < 4; i++) stations += use('pp', 520 + i * 180, 470, 1, { fill: '#0a1628' })
  const feedA = rect(0, 0, 110, 66, '#1d3d6b') + rect(0, 44, 110, 22, '#2c4a74') + path('M30 44a9 9 0 1 1 0-1zM80 44a9 9 0 1 1 0-1z', P.ink) + circle(6, 6, 2.5, P.amber)
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, '#15294a') + rect(0, 0, 1600, 70, '#0b1a30') + path(boxes([[180, 36, 160, 10], [720, 36, 160, 10], [1240, 36, 160, 10]]), P.amber2) +
      at(220, 300, 1, circle(0, 0, 130, P.s6) + circle(0, 0, 110, P.s4, stroke(P.s6, 6)) + circle(0, 0, 26, P.s6) + path('M0-90V90M-90 0H90M-64-64L64 64M64-64L-64 64', 'none', stroke(P.s6, 10, { 'stroke-linecap': 'round' }))) +
      stations + rect(420, 260, 760, 170, P.blue3, { opacity: 0.14 }) + path('M420 260v170M600 260v170M780 260v170M960 260v170M1140 260v170', 'none', stroke(P.s4, 6)) +
      rect(400, 430, 800, 16, P.s3) + rect(410, 446, 780, 140, '#2c4a74') + path('M520 446v140M700 446v140M880 446v140M1060 446v140', 'none', stroke('#23406a', 4)) +
      [520, 800, 1080].map((x) => poly([x - 8, 92, x + 8, 92, x + 110, 430, x - 110, 430], 'url(#fov)', { opacity: 0.3 }) + dome(x, 70, 1.1)).join('') +
      rect(0, 586, 1600, 114, '#0d1d34') + use('pp', 560, 700, 1.5, { fill: '#050c18' }) + use('pp', 760, 700, 1.6, { fill: '#0a1628' }) + rect(860, 560, 8, 140, P.s4) + path('M864 570q60 30 120 0', 'none', stroke(P.blue, 6)) + rect(980, 560, 8, 140, P.s4) +
      rect(1220, 220, 150, 366, P.s6, { rx: 10 }) + rect(1240, 250, 110, 80, P.blue5, { opacity: 0.8 }) + path(boxes([[1248, 350, 26, 16], [1282, 350, 26, 16], [1316, 350, 26, 16], [1248, 372, 26, 16], [1282, 372, 26, 16], [1316, 372, 26, 16]]), P.s3) + rect(1262, 410, 66, 8, P.ink) + dome(1295, 70, 1) +
      path('M1140 240Q1300 160 1420 150', 'none', stroke(P.blue5, 3, { 'stroke-dasharray': '2 10', 'stroke-linecap': 'round' })) +
      display(1410, 110, 160, 200, show('fa', 0, 0, 160, 96) + show('fa', 0, 104, 160, 96) + rect(0, 104, 160, 96, 'none', stroke(P.amber, 3))),
    figure('pp') + symbol('fa', 110, 66, feedA),
  )
}

function csParking(title: string): string {
  const rnd = random(8)
  const colors = [P.s3, P.blue5, P.s5, P.white, P.blue]
  let stalls = ''
  for (let i = 0; i < 8; i++) {
    const x = 40 + i * 190
    const taken = ![2, 5].includes(i) && rnd() < 0.9
    stalls += d`M${x} 480L${x + (x - 800) * 0.35} 700`
    if (taken) stalls += '|' + carFront(x + 10, 640, 0.85, colors[Math.floor(rnd() * colors.length)] ?? P.s3)
    stalls += '|' + rect(x + 78, 100, 34, 26, P.ink, { rx: 6 }) + circle(x + 95, 113, 8, taken ? '#ef4444' : '#22c55e') + circle(x + 95, 113, 26, taken ? 'url(#red)' : 'url(#green)')
  }
  const parts = stalls.split('|')
  const lines = parts.filter((p) => p.startsWith('M')).join('')
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, '#24344d') + rect(0, 0, 1600, 90, '#1a263a') + path('M0 90h1600M400 0v90M800 0v90M1200 0v90', 'none', stroke('#111a29', 16)) +
      rect(0, 300, 1600, 40, P.s6, { opacity: 0.5 }) + rect(0, 340, 1600, 12, P.amber, { opacity: 0.6 }) + text(80, 420, 'LEVEL 2', 44, P.white, { opacity: 0.35 }) + text(1320, 420, 'LEVEL 2', 44, P.white, { opacity: 0.35 }) + rect(0, 480, 1600, 220, '#1a2537') +
      path(lines + 'M1560 480L1836 700', 'none', stroke(P.white, 6, { opacity: 0.5 })) + parts.filter((p) => !p.startsWith('M')).join('') +
      rect(20, 90, 30, 610, P.s5) + rect(1550, 90, 30, 610, P.s5) + dome(420, 90, 1) + dome(1180, 90, 1) +
      path('M700 90v60M900 90v60', 'none', stroke(P.s5, 4)) + rect(620, 150, 360, 96, P.navy, { rx: 12, ...stroke(P.s4, 3) }) + rect(640, 166, 64, 64, P.blue, { rx: 8 }) + text(656, 216, 'P', 50, P.white) +
      text(726, 200, 'OPEN', 24, P.s3) + text(726, 232, 'SPACES', 18, P.s4) + text(852, 226, '14', 56, '#22c55e') + path('M930 180l20 18-20 18', 'none', stroke('#22c55e', 6, { 'stroke-linecap': 'round' })),
    rad('red', [[0, '#ef4444', 0.6], [1, '#ef4444', 0]]) + rad('green', [[0, '#22c55e', 0.6], [1, '#22c55e', 0]]),
  )
}

function csLogistics(title: string): string {
  let racks = ''
  const rnd = random(44)
  for (const x0 of [40, 540]) {
    racks += path(d`M${x0} 110v460M${x0 + 460} 110v460M${x0 + 230} 110v460`, 'none', stroke(P.blue, 10)) + path(d`M${x0} 230h460M${x0} 350h460M${x0} 470h460`, 'none', stroke(P.amber, 8))
    const bx: [number, number, number, number][] = []
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) if (rnd() < 0.8) bx.push([x0 + 14 + c * 112, 130 + r * 120 + (r === 0 ? 14 : 0), 90, r === 0 ? 86 : 100])
    racks += path(boxes(bx), P.card) + path(boxes(bx.map(([x, y]) => [x + 10, y + 14, 30, 18])), P.white, { opacity: 0.85 })
  }
  const station = (x: number): string =>
    use('pp', x + 90, 520, 1.1, { fill: P.s5 }) + rect(x + 74, 384, 32, 40, P.amber, { rx: 6 }) +
    rect(x, 500, 220, 14, P.s3) + path(d`M${x + 10} 514v80M${x + 210} 514v80`, 'none', stroke(P.s5, 8)) + path(boxes([[x + 20, 450, 70, 50], [x + 120, 470, 50, 30]]), P.card) + rect(x + 180, 470, 30, 30, P.s8, { rx: 4 }) +
    poly([x + 100, 100, x + 120, 100, x + 220, 500, x, 500], 'url(#fov)', { opacity: 0.3 }) + dome(x + 110, 70, 1.1)
  const rows = [0, 1, 2, 3].map((i) => text(20, 74 + i * 26, `#${4471 + i * 17}`, 15, P.s3, { 'font-weight': 600 }) + rect(110, 64 + i * 26, 270, 10, P.s7, { rx: 5 }) + rect(110, 64 + i * 26, 270 - i * 60, 10, P.blue5, { rx: 5 }) + circle(410, 69 + i * 26, 6, i === 3 ? P.amber : P.blue5)).join('')
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, '#13294a') + rect(0, 0, 1600, 70, '#0b1a30') + path(boxes([[300, 40, 180, 10], [900, 40, 180, 10]]), P.blue1) +
      racks + rect(0, 570, 1600, 130, '#0d1d34') + path('M0 620h1600', 'none', stroke(P.amber3, 5, { 'stroke-dasharray': '40 30', opacity: 0.6 })) +
      dome(520, 70, 1.2) + detect(694, 250, 90, 100, P.blue5, 'SKU 4471', 14) +
      station(1080) + station(1340) +
      at(620, 660, 1, rect(0, -120, 170, 90, P.amber, { rx: 10 }) + rect(100, -200, 60, 90, 'none', stroke(P.s7, 8)) + rect(-10, -210, 10, 200, P.s6) + rect(-70, -70, 70, 10, P.s6) + rect(-60, -110, 54, 40, P.card) + circle(40, -20, 24, P.ink) + circle(140, -20, 24, P.ink) + person(130, -90, 0.5, P.navy)) +
      display(1110, 100, 450, 164, rect(0, 0, 450, 164, P.navy) + text(20, 36, 'ORDERS TODAY', 18, P.s3) + text(330, 38, '99.7%', 26, P.amber3) + rows),
    figure('pp'),
  )
}

function csCasino(title: string): string {
  const table = rect(0, 0, 260, 150, '#123058') + path('M20 24h220a110 110 0 0 1-220 0z', P.blue, stroke('#5a3b1c', 8)) + rect(100, 28, 60, 16, P.ink, { rx: 3 }) +
    path('M106 32h8v8h-8zM120 32h8v8h-8zM134 32h8v8h-8z', P.amber) + circle(130, 10, 9, P.s4) +
    path('M50 70h14v20H50zM86 100h14v20H86zM123 112h14v20h-14zM160 100h14v20h-14zM196 70h14v20h-14z', P.white) +
    group({ 'stroke-width': 2, stroke: P.navy }, circle(72, 86, 6, P.amber), circle(108, 116, 6, P.white), circle(182, 116, 6, P.amber), circle(218, 86, 6, P.blue5)) + circle(8, 8, 3, P.amber)
  let chips = ''
  for (let c = 0; c < 8; c++) chips += rect(20 + c * 28, 40, 20, 80, [P.amber, P.white, P.blue5, P.s5][c % 4] ?? P.white, { rx: 8 })
  const tray = rect(0, 0, 260, 150, '#10284a') + rect(12, 30, 236, 100, P.ink, { rx: 8 }) + chips + path('M20 60h224M20 90h224', 'none', stroke(P.ink, 3, { opacity: 0.5 })) + circle(8, 8, 3, P.amber)
  const slots = rect(0, 0, 260, 150, '#1a2f50') + path(boxes([[14, 30, 50, 100], [74, 30, 50, 100], [134, 30, 50, 100], [194, 30, 50, 100]]), '#2c4a74') + path(boxes([[22, 42, 34, 26], [82, 42, 34, 26], [142, 42, 34, 26], [202, 42, 34, 26]]), P.amber2) + rect(0, 130, 260, 20, '#3a2a4a') + circle(8, 8, 3, P.amber)
  const order = ['ct', 'ct', 'cc', 'cs', 'cc', 'ct', 'cs', 'ct']
  const wall = order.map((id, i) => show(id, 240 + (i % 4) * 285, 80 + Math.floor(i / 4) * 170, 265, 155)).join('')
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, '#0a1322') + ellipse(800, 260, 760, 300, 'url(#glow)', { opacity: 0.18 }) +
      rect(220, 60, 1160, 375, '#050b16', { rx: 12 }) + wall + detect(895, 142, 80, 70, P.amber, 'ALERT', 14) + rect(810, 80, 265, 155, 'none', stroke(P.amber, 5)) +
      path('M0 560Q800 480 1600 560V700H0z', '#1b2a40') + path('M0 560Q800 480 1600 560', 'none', stroke(P.s6, 6)) +
      monitor(430, 470, 180, 100, show('cc', 0, 0, 180, 100)) + monitor(990, 470, 180, 100, show('ct', 0, 0, 180, 100)) +
      path('M560 700c0-70 40-100 110-100s110 30 110 100zM840 700c0-70 40-100 110-100s110 30 110 100z', '#03080f') + circle(670, 560, 42, '#03080f') + circle(950, 560, 42, '#03080f'),
    symbol('ct', 260, 150, table) + symbol('cc', 260, 150, tray) + symbol('cs', 260, 150, slots),
  )
}

// ---------------------------------------------------------------------------------------------
// Insights hero, about story and favicon.

function insightsHero(title: string): string {
  const badge = (x: number, y: number, icon: string): string => circle(x, y, 46, P.navy, stroke(P.blue5, 4)) + at(x, y, 1, icon)
  return svg(1600, 700, title,
    rect(0, 0, 1600, 700, 'url(#sky)') + stars(36, 1600, 400, 17) +
      path('M420 620A380 380 0 0 1 1180 620', 'url(#glowB)', { opacity: 0.5 }) + path('M420 620A380 380 0 0 1 1180 620', 'none', stroke(P.blue5, 6, { 'stroke-dasharray': '2 16', 'stroke-linecap': 'round' })) +
      house(582, 620, 1, true) + dome(596, 358, 0.9) +
      rect(0, 620, 1600, 80, '#081528') + tree(260, 630, 1.5, '#0a1d38') + tree(1360, 630, 1.4, '#0a1d38') +
      badge(320, 250, circle(0, 0, 18, 'none', stroke(P.white, 5)) + circle(0, 0, 6, P.blue5)) +
      badge(520, 120, path('M8-22a22 22 0 1 0 14 30A18 18 0 0 1 8-22z', P.amber2)) +
      badge(1080, 120, path('M-22 0h10l6-14 10 28 6-14h12', 'none', stroke(P.white, 5, { 'stroke-linejoin': 'round' }))) +
      badge(1280, 250, rect(-13, -22, 26, 44, 'none', { ...stroke(P.white, 4), rx: 5 }) + circle(0, 14, 3, P.white)) +
      badge(1440, 440, path('M-20 16l14-14 10 10 18-20M8-10h12v12', 'none', stroke(P.amber3, 5, { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }))) +
      badge(160, 440, path('M-10-6h20v20h-20zM-6-6v-8a6 6 0 0 1 12 0v8', 'none', stroke(P.white, 4))),
    dusk(),
  )
}

function aboutStory(title: string): string {
  const defs = evening()
  const shop = (x: number, w: number, h: number, body: string, awning: string, seed: number): string =>
    rect(x, 430 - h, w, h, body) + rect(x - 4, 420 - h, w + 8, 12, P.s7) + windows(x + 16, 450 - h, Math.floor((w - 20) / 44), 1, 30, 46, 14, seed, 0.5) +
    rect(x + 10, 330, w - 20, 100, P.navy) + rect(x + 20, 344, w - 80, 86, 'url(#win)') + rect(x + w - 52, 344, 32, 86, P.blue) +
    rect(x + 6, 318, w - 12, 18, awning)
  return svg(800, 600, title,
    rect(0, 0, 800, 600, 'url(#sky)') + moon(660, 90, 36) + stars(20, 800, 200, 15) + path('M0 330q200-50 400-20t400-10V430H0z', HILL) +
      shop(20, 190, 230, P.s5, P.amber, 1) + shop(220, 190, 270, '#2c4a74', P.blue, 2) + shop(420, 170, 210, P.s4, P.blue5, 3) + shop(600, 190, 250, '#3d5a86', P.amber, 4) +
      shieldMark(315, 272, 1.2, P.white) +
      rect(0, 430, 800, 36, P.s7) + rect(0, 466, 800, 134, P.s8) + ellipse(400, 430, 420, 40, 'url(#glow)', { opacity: 0.35 }) + path('M0 540h800', 'none', stroke(P.white, 5, { 'stroke-dasharray': '40 30', opacity: 0.7 })) +
      tree(120, 440, 1, FOLIAGE) + tree(700, 440, 0.95, FOLIAGE) + rect(560, 360, 6, 70, P.s6) + rect(548, 352, 30, 12, P.s6, { rx: 4 }) + circle(563, 366, 40, 'url(#glow)') +
      at(230, 540, 1, path('M0-20v-90q0-14 14-14h210q12 0 20 10l56 60q10 10 10 24v10q0 10-10 10H10q-10 0-10-10z', P.white, stroke(P.s3, 2)) +
        path('M250-110h-40v50h82z', '#1e3a66') + rect(0, -66, 310, 18, P.blue) + shieldMark(120, -88, 0.6, P.blue) + circle(60, -14, 26, P.ink) + circle(60, -14, 11, P.s4) +
        circle(250, -14, 26, P.ink) + circle(250, -14, 11, P.s4) + rect(296, -50, 12, 10, P.amber2, { rx: 3 })),
    defs,
  )
}

function favicon(title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t"><title id="t">${esc(title)}</title>` +
    path('M32 3L56 11V29C56 45 46 56 32 61C18 56 8 45 8 29V11z', P.blue) + path('M32 3L56 11V29C56 45 46 56 32 61z', P.blue5, { opacity: 0.35 }) +
    circle(32, 30, 13, P.navy) + circle(32, 30, 7.5, P.blue5) + circle(29, 27, 2.6, P.white) + '</svg>\n'
  )
}

// ---------------------------------------------------------------------------------------------
// Manifest.

interface ArtworkSpec extends ArtworkEntry {
  readonly draw: (title: string) => string
}

const hero = (n: number, title: string, draw: (title: string) => string): ArtworkSpec => ({ path: `/images/hero/slide-${n}.svg`, width: 1600, height: 900, title, draw })
const service = (slug: string, title: string, draw: (title: string) => string): ArtworkSpec => ({ path: `/images/services/${slug}.svg`, width: 800, height: 600, title, draw })
const product = (slug: string, title: string, draw: (title: string) => string): ArtworkSpec => ({ path: `/images/products/${slug}.svg`, width: 800, height: 600, title, draw })
const caseStudy = (slug: string, title: string, draw: (title: string) => string): ArtworkSpec => ({ path: `/images/case-studies/${slug}.svg`, width: 1600, height: 700, title, draw })

const specs: readonly ArtworkSpec[] = [
  hero(1, 'A two-story home at dusk with a dome security camera under the garage eave and a floodlight over the driveway', slide1),
  hero(2, 'A small-town storefront in the evening with bullet cameras covering the entrance and the sidewalk', slide2),
  hero(3, 'A monitoring room with a wall of screens showing live camera feeds from several sites', slide3),
  hero(4, 'An access-control keypad and card reader beside a secured glass office door', slide4),
  hero(5, 'A video doorbell beside a front door with a package on the porch and a phone showing the live view', slide5),
  hero(6, 'A camera feed of a parking lot with AI detection boxes labeling people and a vehicle', slide6),
  service('security-camera-installation', 'Technician on a ladder mounting a dome security camera under the eave of a brick home', svcInstallation),
  service('cctv-monitoring-systems', 'Monitoring station showing a grid of live CCTV camera feeds above a network video recorder', svcMonitoring),
  service('wireless-security-cameras', 'Wireless security camera on a wooden fence post overlooking a backyard, connected over Wi-Fi', svcWireless),
  service('video-doorbells', 'Video doorbell beside a front door with a package on the porch and a visitor alert', svcDoorbells),
  service('access-control', 'Employee presenting a keycard to an access control reader beside an office door', svcAccess),
  service('ai-enhanced-security', 'Security camera view with a person and a vehicle outlined by detection boxes', svcAi),
  product('security-cameras', 'Dome, bullet and turret security cameras side by side', prodCameras),
  product('pro-x-series', 'Premium bullet camera mounted on a commercial building', prodProX),
  product('video-recorders', 'Equipment rack with two network video recorders, their hard drive bays and a PoE switch', prodRecorders),
  product('access-control', 'Keypad and card reader mounted beside a commercial glass door, with a keycard and fob', prodAccess),
  product('intercom', 'Video intercom entry station at a building entrance with an indoor monitor', prodIntercom),
  product('accessories', 'Network switch, cable spools, junction box and camera mount', prodAccessories),
  product('control-software', 'Laptop and phone showing a security camera management dashboard', prodSoftware),
  product('video-doorbells', 'Video doorbell mounted beside a front door, with its indoor chime', prodDoorbells),
  caseStudy('home-cctv-night-vision', 'A suburban street at night, with infrared cameras on each house lighting up driveways and front porches', csHomeNight),
  caseStudy('city-wide-surveillance', 'A city skyline with cameras on streetlights, linked by network lines to a crime center video wall', csCity),
  caseStudy('retail-loss-prevention', 'Store checkout lanes watched by ceiling cameras, with a dashboard showing shrinkage falling from 3.1% to 1.2%', csRetail),
  caseStudy('k12-school-safety', 'A school with a secured front vestibule, a video intercom at the door and cameras covering the bus loop', csSchool),
  caseStudy('industrial-quality-control', 'A factory conveyor line under overhead inspection cameras, with a box marking a defective part', csIndustrial),
  caseStudy('healthcare-facility-monitoring', 'A hospital corridor with ceiling cameras and a nurse at an observation station viewing patient room feeds', csHealthcare),
  caseStudy('sports-arena-crowd-management', 'A stadium entry plaza with fans in queues, overhead cameras and a crowd-density heat map on a screen', csArena),
  caseStudy('financial-institution-security', 'A bank branch with cameras above the teller line and an ATM, connected to a security operations screen', csBank),
  caseStudy('smart-parking-solutions', 'A parking garage level with red and green space indicators, a sign showing open spaces and ceiling cameras', csParking),
  caseStudy('logistics-inventory-tracking', 'A warehouse with tall racking, a forklift, pack stations under overhead cameras and an order-tracking dashboard', csLogistics),
  caseStudy('casino-surveillance', 'A casino surveillance room with a wall of monitors showing card tables, chip trays and an analytics alert', csCasino),
  { path: '/images/insights/hero.svg', width: 1600, height: 700, title: 'A home at night under a protective arc, surrounded by icons for cameras, night vision, motion alerts, mobile access and property value', draw: insightsHero },
  { path: '/images/about/story.svg', width: 800, height: 600, title: 'A small-town main street with a company service van parked outside the storefronts', draw: aboutStory },
  { path: '/favicon.svg', width: 64, height: 64, title: 'Shield with a camera lens', draw: favicon },
]

/** Hero slides may be larger because they fill the first screen. */
const budgetFor = (entry: ArtworkEntry): number => (entry.path.startsWith('/images/hero/') ? 12 * 1024 : 8 * 1024)

function writeArtwork(publicDir: string): WrittenArtwork[] {
  return specs.map((spec) => {
    const markup = spec.draw(spec.title)
    const file = join(publicDir, spec.path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, markup)
    const { draw: _draw, ...entry } = spec
    return { ...entry, bytes: Buffer.byteLength(markup), budgetBytes: budgetFor(spec) }
  })
}

function main(): void {
  const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public')
  const written = writeArtwork(publicDir)
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`
  let total = 0
  for (const w of written) {
    total += w.bytes
    const over = w.bytes > w.budgetBytes ? `  OVER BUDGET (${kb(w.budgetBytes)})` : ''
    console.log(`${`public${w.path}`.padEnd(58)} ${kb(w.bytes).padStart(8)}${over}`)
  }
  console.log(`${'total'.padEnd(58)} ${kb(total).padStart(8)}  (${written.length} files)`)
  if (written.some((w) => w.bytes > w.budgetBytes)) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
