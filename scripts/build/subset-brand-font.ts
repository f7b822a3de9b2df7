/**
 * Cuts the brand font down to what the site sets: printable ASCII and the few typographic marks
 * the copy uses, weights 400 to 800. The Latin file from @fontsource-variable is 27 KB; this one is
 * about half, which a phone on a slow connection feels in its first paint. Characters outside the
 * subset (an accented name typed into the quote form) are drawn by the metric-matched local
 * fallback, which the @font-face's unicode-range lets the browser pick per character.
 *
 * Run by `npm run build` and `npm run dev`; writes src/assets/generated/brand-font.woff2 (ignored
 * by git).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import subsetFont from 'subset-font'
import { brandFontCharacters, brandFontSource } from './brand-font'

const target = resolve(import.meta.dirname, '../../src/assets/generated/brand-font.woff2')

const font = await readFile(brandFontSource)
const subset = await subsetFont(font, brandFontCharacters, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
})
await mkdir(dirname(target), { recursive: true })
await writeFile(target, subset)
console.log(`brand font: ${font.length} bytes, subset to ${subset.length} bytes`)
