/**
 * Draws the 1200 × 630 share image of each page type (what a link preview shows) as SVG from the
 * site's own artwork and brand font, and renders it to PNG. The build imports the PNGs through
 * Vite, which names each file by its content hash (src/head/share-images.ts).
 *
 * Run: node --import tsx scripts/build/share-images.ts (npm run build and npm start run it first).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { logoToPng, withBrandFontFiles } from './logo-raster'
import { ownerLogoFile } from './owner-brand-assets'
import { shareImageKinds, shareImageSize, type ShareImageKind } from '../../src/head/share-image-kinds'
import { caseStudyIndex } from '../../src/content/case-studies'
import { company } from '../../src/content/company'
import { securityInsightsArticle } from '../../src/content/security-insights'

interface ShareCard {
  /** Artwork under public/ drawn on the right half. */
  readonly artwork: string
  /** The headline, already broken into lines that fit the left column. */
  readonly lines: readonly string[]
}

const cards: Record<ShareImageKind, ShareCard> = {
  home: { artwork: '/images/hero/slide-1.svg', lines: ['Security Cameras,', 'CCTV & Access', 'Control'] },
  page: { artwork: '/images/about/story.svg', lines: ['Local Security', `Installers Since ${company.foundedYear}`] },
  service: { artwork: '/images/services/cctv-monitoring-systems.svg', lines: ['Professional', 'Security System', 'Installation'] },
  article: { artwork: securityInsightsArticle.image.src, lines: breakLines(securityInsightsArticle.headline, 17) },
  'case-study': { artwork: '/images/case-studies/retail-loss-prevention.svg', lines: breakLines(caseStudyIndex.hero.heading, 17) },
}

/** Greedy line breaking by character count: the headline font is wide, so 17 characters fill the column. */
function breakLines(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

async function drawCard(card: ShareCard, logoFile: string | undefined, fontFiles: readonly string[]): Promise<string> {
  const { width, height } = shareImageSize
  const art = (await readFile(resolve('public', `.${card.artwork}`))).toString('base64')
  const headline = card.lines
    .map((line, i) => `<text x="64" y="${236 + i * 68}" font-size="60" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('')
  const areaY = 236 + card.lines.length * 68 + 4
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Plus Jakarta Sans">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#06101f"/></linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1f3a"/><stop offset=".35" stop-color="#0b1f3a" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <image href="data:image/svg+xml;base64,${art}" x="560" y="0" width="640" height="${height}" preserveAspectRatio="xMidYMid slice"/>
  <rect x="560" width="640" height="${height}" fill="url(#fade)"/>
  <g transform="translate(64 64)">
    ${await brandCorner(logoFile, fontFiles)}
  </g>
  ${headline}
  <text x="64" y="${areaY + 26}" font-size="26" font-weight="500" fill="#cbd5e1">${escapeXml(company.serviceAreaInWords)}</text>
  <rect x="64" y="${height - 118}" width="560" height="64" rx="32" fill="#fbbf24"/>
  <text x="344" y="${height - 76}" font-size="26" font-weight="700" fill="#0b1f3a" text-anchor="middle">Request a Free Quote · ${escapeXml(company.phone)}</text>
</svg>`
}

function cardWords(card: ShareCard): string[] {
  return [
    company.name,
    ...card.lines,
    company.serviceAreaInWords,
    `Request a Free Quote · ${company.phone}`,
    `mark: ${company.logoPath ?? 'built-in shield'}`,
  ]
}

/** The owner's logo from owner/brand/ when the profile names one, else the built-in shield. */
/** The mark's height in the card; a wide logo may run this far to the right. */
const markHeight = 56
const wideMarkWidth = 440

/**
 * The card's top-left corner: the owner's logo when the profile names one, else the built-in
 * shield, each beside the business name, except a wide logo, which is taken to spell the name itself.
 */
async function brandCorner(logo: string | undefined, fontFiles: readonly string[]): Promise<string> {
  const name = `<text x="66" y="37" font-size="30" font-weight="800" fill="#ffffff">${escapeXml(company.name)}</text>`
  if (!logo) {
    return `<path d="M24 0L48 8V26C48 42 38 52 24 57C10 52 0 42 0 26V8z" fill="#3b82f6"/>
    <circle cx="24" cy="27" r="10" fill="#0b1f3a"/><circle cx="24" cy="27" r="5.5" fill="#93c5fd"/>${name}`
  }
  // Drawn on its own first: inside the card's SVG as an <image>, an SVG logo loses its words.
  const png = await logoToPng(logo, { width: wideMarkWidth * 4, height: markHeight * 4 }, fontFiles)
  const { width = 1, height = 1 } = await sharp(png).metadata()
  const wide = width / height > 1.5
  const shownWidth = wide ? Math.min(wideMarkWidth, Math.round((markHeight * width) / height)) : markHeight
  return `<image href="data:image/png;base64,${png.toString('base64')}" x="0" y="0" width="${shownWidth}" height="${markHeight}" preserveAspectRatio="xMinYMid meet"/>${wide ? '' : name}`
}

export interface ShareImageOptions {
  /** The owner's logo file, or undefined for the built-in shield. */
  readonly logoFile: string | undefined
  /** Font files the renderer draws every word with (withBrandFontFiles). */
  readonly fontFiles: readonly string[]
}

/** One share image as PNG. */
export async function renderShareImage(kind: ShareImageKind, { logoFile, fontFiles }: ShareImageOptions): Promise<Buffer> {
  const svg = await drawCard(cards[kind], logoFile, fontFiles)
  return new Resvg(svg, { font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: 'Plus Jakarta Sans' } })
    .render()
    .asPng()
}

async function main(): Promise<void> {
  const started = performance.now()
  const outDir = resolve('src/assets/generated/share')
  await mkdir(outDir, { recursive: true })
  const logoFile = ownerLogoFile()
  await withBrandFontFiles(async (fontFiles) => {
    // The words each picture carries, readable by tests and reviewers without OCR.
    const words = Object.fromEntries(shareImageKinds.map((kind) => [kind, cardWords(cards[kind])]))
    await writeFile(resolve(outDir, 'share-text.json'), `${JSON.stringify(words, null, 2)}\n`)
    for (const kind of shareImageKinds) {
      const png = await renderShareImage(kind, { logoFile, fontFiles })
      await writeFile(resolve(outDir, `${kind}.png`), png)
      console.log(`share image ${kind}: ${(png.length / 1024).toFixed(1)} KB`)
    }
  })
  console.log(`share images drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
