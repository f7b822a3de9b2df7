import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailLogoUrl } from '../../../server/mail/mail-logo'
import { favicon, publishedLogoFiles } from '../../../scripts/build/owner-brand-assets'
import { withBrandFontFiles } from '../../../scripts/build/logo-raster'
import { renderShareImage } from '../../../scripts/build/share-images'

/**
 * The owner's logo as the guide recommends it (an SVG with the business name set in type) and as
 * owners often have it (a large PNG), through every place the build publishes it.
 */
const logoSvg = (withText: boolean) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">
  <rect x="4" y="8" width="48" height="48" rx="10" fill="#b91c1c"/>
  ${withText ? '<text x="64" y="44" font-family="Montserrat, Arial, sans-serif" font-size="30" font-weight="700" fill="#f8fafc">ACME</text>' : ''}
</svg>`

let dir: string
let withText: string
let withoutText: string
let largePng: string

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Pixels whose colour differs clearly between two renderings of the same size. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([rgba(a), rgba(b)])
  expect([left.width, left.height]).toEqual([right.width, right.height])
  let count = 0
  for (let i = 0; i < left.data.length; i += 4) {
    const distance =
      Math.abs(left.data[i]! - right.data[i]!) +
      Math.abs(left.data[i + 1]! - right.data[i + 1]!) +
      Math.abs(left.data[i + 2]! - right.data[i + 2]!)
    if (distance > 96) count++
  }
  return count
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'owner-logo-'))
  withText = join(dir, 'logo.svg')
  withoutText = join(dir, 'mark-only.svg')
  largePng = join(dir, 'logo.png')
  await writeFile(withText, logoSvg(true))
  await writeFile(withoutText, logoSvg(false))
  await sharp({ create: { width: 3000, height: 1200, channels: 4, background: { r: 30, g: 64, b: 175, alpha: 1 } } })
    .png()
    .toFile(largePng)
})

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the owner’s logo', () => {
  it('draws an SVG logo’s words into every share image', async () => {
    await withBrandFontFiles(async (fontFiles) => {
      for (const kind of ['home', 'case-study'] as const) {
        const [text, mark] = await Promise.all([
          renderShareImage(kind, { logoFile: withText, fontFiles }),
          renderShareImage(kind, { logoFile: withoutText, fontFiles }),
        ])
        // "ACME" at the logo's size in the card covers a few hundred pixels; a missing word covers none.
        expect(await differingPixels(text, mark), kind).toBeGreaterThan(150)
      }
    })
  })

  it('gives the e-mails a PNG rendered from an SVG logo, words included', async () => {
    const [text, mark] = await Promise.all([publishedLogoFiles(withText), publishedLogoFiles(withoutText)])
    const mail = text.find((file) => file.fileName === 'brand/mail-logo.png')
    const markMail = mark.find((file) => file.fileName === 'brand/mail-logo.png')
    expect(mail, 'brand/mail-logo.png is published').toBeDefined()
    expect(mail!.source.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const meta = await sharp(mail!.source).metadata()
    expect(meta.format).toBe('png')
    expect(meta.height).toBeLessThanOrEqual(96)
    expect(meta.height).toBeGreaterThanOrEqual(48)
    expect(await differingPixels(mail!.source, markMail!.source)).toBeGreaterThan(100)
  })

  it('points the e-mails’ logo at the PNG, whatever the logo’s own format', () => {
    for (const logoPath of ['/brand/logo.svg', '/brand/logo.png', '/brand/logo.jpg']) {
      expect(mailLogoUrl(logoPath, 'https://www.blueridgesentinel.com')).toBe('https://www.blueridgesentinel.com/brand/mail-logo.png')
    }
    expect(mailLogoUrl(undefined, 'https://www.blueridgesentinel.com')).toBeUndefined()
  })

  it('publishes a large PNG logo resized for the header, not at its full 3000 pixels', async () => {
    const files = await publishedLogoFiles(largePng)
    const header = files.find((file) => file.fileName === 'brand/logo.png')
    expect(header, 'brand/logo.png is published').toBeDefined()
    const meta = await sharp(header!.source).metadata()
    expect(meta.format).toBe('png')
    expect(meta.width).toBeLessThanOrEqual(512)
    expect(meta.height).toBeLessThanOrEqual(256)
    // The shape is kept: 3000 × 1200 is 5:2.
    expect(meta.width! / meta.height!).toBeCloseTo(2.5, 1)
    const mail = await sharp(files.find((file) => file.fileName === 'brand/mail-logo.png')!.source).metadata()
    expect(mail.height).toBeLessThanOrEqual(96)
  })

  it('publishes an SVG logo unchanged for the header, where the browser draws its words', async () => {
    const header = (await publishedLogoFiles(withText)).find((file) => file.fileName === 'brand/logo.svg')
    expect(header?.source.toString()).toBe(logoSvg(true))
  })
})

describe('the favicon', () => {
  const dataUrlOf = (href: string) => /^data:image\/svg\+xml,(.*)$/.exec(href)?.[1]

  it('puts a small SVG icon into the page as a data: URL the browser reads back to the same drawing', async () => {
    for (const [file, href] of [
      [join(process.cwd(), 'public', 'favicon.svg'), '/favicon.svg'],
      [withText, '/brand/logo.svg'],
    ] as const) {
      const icon = favicon(file, href)
      const encoded = dataUrlOf(icon.href)
      expect(icon.type).toBe('image/svg+xml')
      expect(encoded, icon.href).toBeDefined()
      const svg = decodeURIComponent(encoded!)
      expect(svg).toBe((await readFile(file, 'utf8')).trim().replace(/\s+/g, ' '))
      expect(icon.href).not.toMatch(/["<>]/)
      expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg')
    }
  })

  it('keeps a large or raster icon as a file the page points at', async () => {
    const large = join(dir, 'large.svg')
    await writeFile(large, logoSvg(true).replace('</svg>', `${'<circle cx="8" cy="8" r="4"/>'.repeat(100)}</svg>`))
    expect(favicon(large, '/brand/large.svg')).toEqual({ type: 'image/svg+xml', href: '/brand/large.svg' })
    expect(favicon(largePng, '/brand/logo.png')).toEqual({ type: 'image/png', href: '/brand/logo.png' })
  })
})
