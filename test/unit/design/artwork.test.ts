import { readFileSync, readdirSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { minifySvg } from '../../../scripts/build/minify-svg'
import { serviceCards } from '../../../src/content/services'

const publicDir = new URL('../../../public', import.meta.url).pathname
const demoPictures = (
  parse(readFileSync(new URL('../../../owner/pictures.yaml', import.meta.url), 'utf8')) as {
    pictures: { file: string; alt: string }[]
  }
).pictures

const caseStudyPictures = readdirSync(new URL('../../../owner/case-studies', import.meta.url), { encoding: 'utf8' }).map(
  (file) =>
    /file: (\/images\/case-studies\/\S+)/.exec(readFileSync(new URL(`../../../owner/case-studies/${file}`, import.meta.url), 'utf8'))?.[1],
)

/** The size each folder's drawings are laid out at, and the bytes a visitor may be sent for one. */
const folders: Record<string, { width: number; height: number; budget: number }> = {
  hero: { width: 1600, height: 900, budget: 12 * 1024 },
  services: { width: 800, height: 600, budget: 8 * 1024 },
  products: { width: 800, height: 600, budget: 8 * 1024 },
  'case-studies': { width: 1600, height: 700, budget: 8 * 1024 },
  insights: { width: 1600, height: 700, budget: 8 * 1024 },
  about: { width: 800, height: 600, budget: 8 * 1024 },
  '': { width: 64, height: 64, budget: 8 * 1024 },
}
/** Every drawing a page of the demo shows: the pictures the owner may describe, each story's, and the icon. */
const drawings = [...demoPictures.map((picture) => picture.file), ...caseStudyPictures, '/favicon.svg'].map((path = '') => ({
  path,
  ...folders[/^\/images\/([^/]+)\//.exec(path)?.[1] ?? '']!,
}))
const read = (path: string): string => readFileSync(`${publicDir}${path}`, 'utf8')

describe('the drawings', () => {
  it('are every SVG file under public/images, and no other: 34 in all', () => {
    expect(drawings).toHaveLength(34)
    const onDisk = readdirSync(`${publicDir}/images`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.svg'))
      .map((file) => `/images/${file}`)
    expect(onDisk.sort()).toEqual(
      drawings
        .map((d) => d.path)
        .filter((p) => p.startsWith('/images/'))
        .sort(),
    )
  })

  it.each(drawings)('$path is an image its <title> describes, drawn at the size its pages lay it out', ({ path, width, height }) => {
    const svg = read(path)
    const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
    expect(root).toContain(`viewBox="0 0 ${width} ${height}"`)
    expect(root).toContain(`width="${width}" height="${height}"`)
    expect(root).toContain('role="img"')
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(root)?.[1]
    const title = new RegExp(`<title id="${labelledBy}">([^<]+)</title>`).exec(svg)?.[1] ?? ''
    expect(title.split(' ').length, 'a sentence, not a label').toBeGreaterThanOrEqual(4)
  })

  it.each(drawings)('$path stays within its byte budget as the build sends it', ({ path, budget }) => {
    expect(Buffer.byteLength(minifySvg(read(path)))).toBeLessThanOrEqual(budget)
  })

  it.each(drawings)('$path is laid out for a designer: one element a line, indented, ids that are words', ({ path }) => {
    const svg = read(path)
    const lines = svg.trimEnd().split('\n')
    expect(lines.filter((line) => (line.match(/<[a-zA-Z]/g) ?? []).length > 1 && !/^\s*<(title|text|tspan|stop)\b/.test(line))).toEqual([])
    expect(lines.slice(1, -1).every((line) => line.startsWith('  '))).toBe(true)
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    expect(ids.filter((id) => !/^[a-z]{3,}(-[a-z0-9]+)*$/.test(id ?? ''))).toEqual([])
  })

  it('are sent without their layout whitespace, and the words inside them are kept', () => {
    expect(minifySvg('<svg>\n  <!-- a note -->\n  <title id="title">A home at dusk</title>\n  <g>\n    <rect/>\n  </g>\n</svg>\n')).toBe(
      '<svg><title id="title">A home at dusk</title><g><rect/></g></svg>',
    )
  })

  it('give each service card the alt text the demo lists for its drawing in owner/pictures.yaml', () => {
    const mismatched = serviceCards
      .map((service) => [service.image.src, service.image.alt, demoPictures.find((p) => p.file === service.image.src)?.alt] as const)
      .filter(([, alt, demo]) => alt !== demo)
    expect(mismatched).toEqual([])
  })
})
