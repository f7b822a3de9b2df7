/**
 * The set's colours, the blue-hour sky every outdoor scene shares, the paint servers a file gets
 * only when it uses them, and the <svg> wrapper that adds them.
 */
import { circle, escapeXml, lin, rad } from './svg-markup'

export const P = {
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
export const FONT = 'Inter,Segoe UI,Arial,sans-serif'
/** Every outdoor scene is set in the same blue hour, so pictures from different pages read as one set. */
export const evening = (id = 'sky'): string =>
  lin(id, [
    [0, '#081a36'],
    [0.7, '#1d3a66'],
    [1, '#3d6298'],
  ])
export const moon = (x: number, y: number, r: number): string =>
  circle(x, y, r * 2.2, 'url(#glowW)', { opacity: 0.18 }) + circle(x, y, r, P.s3, { opacity: 0.75 })
export const HILL = '#16304f'
export const FOLIAGE = '#12305a'
export const shared: Record<string, string> = {
  glow: rad('glow', [
    [0, P.amber3, 0.75],
    [0.35, P.amber, 0.28],
    [1, P.amber, 0],
  ]),
  glowB: rad('glowB', [
    [0, P.blue5, 0.55],
    [1, P.blue5, 0],
  ]),
  glowW: rad('glowW', [
    [0, P.white, 0.85],
    [1, P.white, 0],
  ]),
  beam: lin('beam', [
    [0, P.amber3, 0.5],
    [1, P.amber3, 0],
  ]),
  fov: lin('fov', [
    [0, P.blue3, 0.45],
    [1, P.blue3, 0],
  ]),
  fovH: lin(
    'fovH',
    [
      [0, P.blue3, 0.5],
      [1, P.blue3, 0],
    ],
    0,
    0,
    1,
    0,
  ),
  metal: lin('metal', [
    [0, P.white],
    [1, P.s3],
  ]),
  dark: lin('dark', [
    [0, P.s7],
    [1, P.ink],
  ]),
  lens: rad(
    'lens',
    [
      [0, P.blue5],
      [0.5, P.blue],
      [1, P.ink],
    ],
    0.38,
    0.35,
    0.7,
  ),
  win: lin('win', [
    [0, P.amber2],
    [1, P.amber],
  ]),
  glass: lin(
    'glass',
    [
      [0, '#eff6ff'],
      [1, P.blue3],
    ],
    0,
    0,
    1,
    1,
  ),
  scr: lin('scr', [
    [0, '#173a66'],
    [1, P.navy],
  ]),
  shade: lin('shade', [
    [0, P.ink, 0],
    [1, P.ink, 0.55],
  ]),
  soft: '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>',
}
export function svg(w: number, h: number, title: string, body: string, defs = ''): string {
  const used = Object.entries(shared)
    .filter(([id]) => body.includes(`#${id})`) || defs.includes(`#${id})`))
    .map(([, def]) => def)
    .join('')
  const font = body.includes('<text') ? ` font-family="${FONT}"` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"` +
    ` aria-labelledby="t"${font}><title id="t">${escapeXml(title)}</title>` +
    (defs || used ? `<defs>${defs}${used}</defs>` : '') +
    `${body}</svg>\n`
  )
}
