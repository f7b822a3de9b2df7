/**
 * The owner's logo as pixels, where an SVG cannot go (share images, e-mails) or a large picture
 * would be wasted (the header). resvg draws text only in fonts it is handed, and draws an SVG
 * embedded as an <image> in another SVG without any: a logo's words vanished from the share
 * images that way. So a logo is drawn on its own, with the brand font, and embedded as a PNG.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import subsetFont from 'subset-font'
import { brandFontCharacters, brandFontSource } from './brand-font.ts'

/** The weights cards and logos use; resvg picks the nearest for any other. */
const weights = [400, 500, 700, 800]

/** Runs `use` with static TrueType instances of the brand font, removed afterwards. */
export async function withBrandFontFiles<T>(use: (fontFiles: readonly string[]) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'brand-fonts-'))
  try {
    const font = await readFile(brandFontSource)
    const files = await Promise.all(
      weights.map(async (wght) => {
        const file = join(dir, `brand-${wght}.ttf`)
        await writeFile(file, await subsetFont(font, brandFontCharacters, { targetFormat: 'truetype', variationAxes: { wght } }))
        return file
      }),
    )
    return await use(files)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The largest box a picture may fill; it keeps its shape and is never enlarged past its own pixels. */
export interface PixelBox {
  readonly width: number
  readonly height: number
}

function fitInside(width: number, height: number, box: PixelBox): number {
  return Math.min(box.width / width, box.height / height)
}

/**
 * The logo as a PNG that fits `box`. An SVG is drawn at that size with the brand font standing in
 * for any font the logo names but the renderer lacks (a logo's words are drawn, never dropped); a
 * PNG or JPEG is scaled down.
 */
export async function logoToPng(file: string, box: PixelBox, fontFiles: readonly string[]): Promise<Buffer> {
  const source = await readFile(file)
  if (file.toLowerCase().endsWith('.svg')) {
    const options = { font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: 'Plus Jakarta Sans' } }
    const natural = new Resvg(source, options)
    const width = Math.max(1, Math.round(natural.width * fitInside(natural.width, natural.height, box)))
    return new Resvg(source, { ...options, fitTo: { mode: 'width', value: width } }).render().asPng()
  }
  return sharp(source)
    .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** A raster logo scaled down to `box` in its own format; an SVG is returned as it is. */
export async function fitLogo(file: string, box: PixelBox): Promise<Buffer> {
  const source = await readFile(file)
  if (file.toLowerCase().endsWith('.svg')) return source
  const image = sharp(source)
  const { width = 0, height = 0, format } = await image.metadata()
  // A logo already small enough is published byte for byte.
  if (width <= box.width && height <= box.height) return source
  const resized = image.resize({ width: box.width, height: box.height, fit: 'inside' })
  return (format === 'jpeg' ? resized.jpeg({ quality: 90 }) : resized.png({ compressionLevel: 9 })).toBuffer()
}
