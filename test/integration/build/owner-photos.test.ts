import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePages } from '../../../scripts/sample-pages'
import { buildCopy, copyWorkingTree, type SiteCopy } from '../../../scripts/site-copy'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'
import { launchBrowser, newPage } from '../../e2e/support/browser'

/**
 * The owner's photos are the largest thing on the pages they open, so they decide how soon a
 * phone shows the page. A copy of the project with photo-like owner photos (scripts/photo-like-image.ts)
 * in place of the first hero slide, a case study's picture and a service's picture is built,
 * and what the build wrote and what Chromium on a phone fetches are read.
 */
const root = resolve(import.meta.dirname, '../../..')
const caseStudySlug = samplePages['case-study'].split('/').at(-1)!
const photos = ['hero/slide-1', `case-studies/${caseStudySlug}`, 'services/security-camera-installation']

let copy: SiteCopy
let relay: RelayProcess
let dataDir: string
let browser: Browser

beforeAll(async () => {
  // Small photos: the build makes its phone widths from them, and encoding a camera's 4000 px
  // photos at every width would cost minutes (the Lighthouse benchmark does that).
  copy = await copyWorkingTree(root, { ownerPhotos: photos, photoSize: { width: 800, height: 600 } })
  buildCopy(copy, { pages: ['/', samplePages['case-study'], samplePages.service, samplePages.city] })
  dataDir = await mkdtemp(join(tmpdir(), 'owner-photos-data-'))
  relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: copy.siteDir })
  browser = await launchBrowser()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await relay?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  await copy?.remove()
})

const pageHtml = (path: string) => readFile(join(copy.siteDir, path === '/' ? '' : path, 'index.html'), 'utf8')

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')

/** The page's image preloads, each with its attributes. */
function imagePreloads(html: string) {
  return [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'as') === 'image')
    .map((tag) => ({
      srcset: attribute(tag, 'imagesrcset'),
      sizes: attribute(tag, 'imagesizes'),
      fetchpriority: attribute(tag, 'fetchpriority'),
      type: attribute(tag, 'type'),
    }))
}

/** The AVIF <source> of the first <picture> showing the given owner photo. */
function avifSource(html: string, photo: string) {
  const picture = [...html.matchAll(/<picture\b[^>]*>(.*?)<\/picture>/gs)]
    .map((match) => match[1] ?? '')
    .find((inner) => inner.includes(`/${photo.split('/').at(-1)}-`))
  const tag = /<source\b[^>]*type="image\/avif"[^>]*>/i.exec(picture ?? '')?.[0] ?? ''
  return { srcset: attribute(tag, 'srcset'), sizes: attribute(tag, 'sizes') }
}

/** The candidate a browser picks from a `w` srcset for a slot this many device pixels wide: the narrowest that covers it. */
function pick(srcset: string, devicePixels: number): string {
  const candidates = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width ?? '0', 10) }))
    .sort((a, b) => a.width - b.width)
  return (candidates.find((candidate) => candidate.width >= devicePixels) ?? candidates.at(-1)!).url
}

describe('the owner’s photo as the first thing a page paints', () => {
  it.each([
    ['the home page', '/', 'hero/slide-1'],
    ['a case study', samplePages['case-study'], `case-studies/${caseStudySlug}`],
    ['a service page', samplePages.service, 'services/security-camera-installation'],
    ['a city page', samplePages.city, 'services/security-camera-installation'],
  ])(
    '%s preloads its first photo at high priority, as the AVIF its picture offers at the same widths and sizes',
    async (_, path, photo) => {
      const html = await pageHtml(path)
      const source = avifSource(html, photo)
      expect(source.srcset, `${path} shows ${photo} as AVIF`).toMatch(/\.avif \d+w/)
      expect(imagePreloads(html)).toEqual([{ srcset: source.srcset, sizes: source.sizes, fetchpriority: 'high', type: 'image/avif' }])
    },
  )

  // Behind an inner page's title the photo is drawn at 30 % opacity: there it is the page's largest
  // paint, and a card's quality is not seen, so the hero takes the lighter backdrop set.
  it('shows a service photo behind an inner page’s title from its lighter backdrop set, and at card quality in the home page’s card', async () => {
    const photo = 'services/security-camera-installation'
    const fileOf = (url: string) => join(copy.siteDir, url)
    const bytesAt = async (srcset: string, width: number) => (await stat(fileOf(pick(srcset, width)))).size
    for (const path of [samplePages.service, samplePages.city]) {
      const hero = avifSource(await pageHtml(path), photo).srcset ?? ''
      const urls = hero.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      expect(urls.length, path).toBeGreaterThan(1)
      for (const url of urls) expect(url, path).toMatch(/-\d+-backdrop-[\w-]+\.avif$/)
    }
    const card = avifSource(await pageHtml('/'), photo).srcset ?? ''
    expect(card).toMatch(/\.avif \d+w/)
    expect(card).not.toContain('-backdrop')
    const backdrop = avifSource(await pageHtml(samplePages.service), photo).srcset ?? ''
    // The width a 412 px phone at density 1.75 takes: 721 device pixels.
    expect(await bytesAt(backdrop, 721)).toBeLessThan(await bytesAt(card, 721))
  })

  it('a 390 px phone fetches the first hero photo before any other hero picture, once, at the width the preload names, and it moves nothing', async () => {
    const { page, context } = await newPage(browser, { viewport: 'phone' })
    const pictures: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/\/(slide-\d|[\w-]+-\d+-[\w-]+\.(avif|webp))/.test(path)) pictures.push(path)
    })
    await page.addInitScript(() => {
      const shifted: string[] = []
      Object.assign(window, { shiftedNodes: shifted })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
          for (const source of entry.sources ?? []) shifted.push(source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '')
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    try {
      await page.goto(new URL('/', relay.baseUrl).href, { waitUntil: 'load' })
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      const html = await pageHtml('/')
      const expected = pick(avifSource(html, 'hero/slide-1').srcset ?? '', 390)
      expect(pictures[0]).toBe(expected)
      expect(pictures.filter((path) => path.includes('/slide-1-'))).toEqual([expected])
      const shifted = await page.evaluate(() => (window as unknown as { shiftedNodes: string[] }).shiftedNodes)
      expect(shifted.filter((node) => /slide-1|<picture/.test(node))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
