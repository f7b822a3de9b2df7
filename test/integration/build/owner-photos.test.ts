import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'
import { chromiumArgs, chromiumPath } from '../../support/chromium-path'

/**
 * The owner's photos are the largest thing on the pages they open, so they decide how soon a
 * phone shows the page. The shared build of the second business (support/second-business-build.ts)
 * has photo-like owner photos (scripts/bench/photo-like-image.ts) in place of the first hero slide, its
 * case study's picture and the camera service's picture; what that build wrote and what Chromium on
 * a phone fetches from a relay serving it are read.
 */
const { copy, ownerPhotos } = inject('secondBusiness')
const siteDir = join(copy, 'dist/client')
const [slidePhoto, caseStudyPhoto, servicePhoto] = ownerPhotos.pictures as [string, string, string]
/** The second business's pages that open with those photos. */
const pages = {
  home: '/',
  caseStudy: '/case-studies/six-camera-home-and-shop',
  service: '/services/security-camera-installation',
  city: '/fl/lakeland/security-camera-installation',
}
const caseStudyPicture = caseStudyPhoto.split('/').at(-1)!

let relay: RelayProcess
let dataDir: string
let browser: Browser

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'owner-photos-data-'))
  relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: siteDir })
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await relay?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const pageHtml = (path: string) => readFile(join(siteDir, path === '/' ? '' : path, 'index.html'), 'utf8')

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&')

/** The page's image preloads, each with its attributes. */
function imagePreloads(html: string) {
  return [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'as') === 'image')
    .map((tag) => ({
      href: attribute(tag, 'href'),
      srcset: attribute(tag, 'imagesrcset'),
      sizes: attribute(tag, 'imagesizes'),
      media: attribute(tag, 'media'),
      fetchpriority: attribute(tag, 'fetchpriority'),
      type: attribute(tag, 'type'),
    }))
}

/** The AVIF <source>s of the first <picture> showing the given owner photo, in order. */
function avifSources(html: string, photo: string) {
  const picture = [...html.matchAll(/<picture\b[^>]*>(.*?)<\/picture>/gs)]
    .map((match) => match[1] ?? '')
    .find((inner) => inner.includes(`/${photo.split('/').at(-1)}-`))
  return [...(picture ?? '').matchAll(/<source\b[^>]*type="image\/avif"[^>]*>/gi)].map(([tag]) => ({
    srcset: attribute(tag, 'srcset'),
    sizes: attribute(tag, 'sizes'),
    media: attribute(tag, 'media'),
  }))
}

/** The AVIF <source> a screen without a media condition takes (the last). */
const avifSource = (html: string, photo: string) =>
  avifSources(html, photo).at(-1) ?? { srcset: undefined, sizes: undefined, media: undefined }

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
    ['the home page', pages.home, slidePhoto],
    ['a case study', pages.caseStudy, caseStudyPhoto],
    ['a service page', pages.service, servicePhoto],
    ['a city page', pages.city, servicePhoto],
  ])(
    '%s preloads its first photo at high priority, as the AVIF its picture offers at the same widths, sizes and screens',
    async (_, path, photo) => {
      const html = await pageHtml(path)
      const sources = avifSources(html, photo)
      // The page must show the photo at all, or an empty list of preloads would match.
      expect(sources, `${path} shows ${photo}`).not.toEqual([])
      for (const source of sources) expect(source.srcset, `${path} shows ${photo} as AVIF`).toMatch(/\.avif \d+w/)
      // Besides the owner's logo (owner/brand/logo.svg), which React preloads as the header's first
      // <img>, at the default priority.
      const logo = {
        href: '/brand/logo.svg',
        srcset: undefined,
        sizes: undefined,
        media: undefined,
        fetchpriority: undefined,
        type: undefined,
      }
      expect(imagePreloads(html)).toEqual([
        logo,
        ...sources.map(({ srcset, sizes, media }) => ({
          href: undefined,
          srcset,
          sizes,
          media,
          fetchpriority: 'high',
          type: 'image/avif',
        })),
      ])
    },
  )

  // Behind an inner page's title the photo is drawn at 30 % opacity: there it is the page's largest
  // paint, and a card's quality is not seen, so the hero takes the lighter backdrop set.
  it('shows a service photo behind an inner page’s title from its lighter backdrop set, and at card quality in the home page’s card', async () => {
    const photo = servicePhoto
    const fileOf = (url: string) => join(siteDir, url)
    const bytesAt = async (srcset: string, width: number) => (await stat(fileOf(pick(srcset, width)))).size
    for (const path of [pages.service, pages.city]) {
      const hero = avifSource(await pageHtml(path), photo).srcset ?? ''
      const urls = hero.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      expect(urls.length, path).toBeGreaterThan(1)
      for (const url of urls) expect(url, path).toMatch(/-\d+-backdrop-[\w-]+\.avif$/)
    }
    const card = avifSource(await pageHtml('/'), photo).srcset ?? ''
    expect(card).toMatch(/\.avif \d+w/)
    expect(card).not.toContain('-backdrop')
    const backdrop = avifSource(await pageHtml(pages.service), photo).srcset ?? ''
    // The width a 412 px phone at density 1.75 takes: 721 device pixels.
    expect(await bytesAt(backdrop, 721)).toBeLessThan(await bytesAt(card, 721))
  })

  describe('on the phone Lighthouse emulates (412 px at density 1.75)', () => {
    const lighthousePhone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 }
    const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }

    /** The addresses of the photos matching `pattern` a fresh page at `path` fetched by the time it hydrated. */
    async function photosFetched(path: string, screen: typeof lighthousePhone, pattern: RegExp): Promise<string[]> {
      const context = await browser.newContext(screen)
      try {
        const page = await context.newPage()
        const fetched: string[] = []
        page.on('request', (request) => {
          const address = new URL(request.url()).pathname
          // Pictures only: a page's script chunk is named after it too, and its hash may start with a digit.
          if (request.resourceType() === 'image' && pattern.test(address)) fetched.push(address)
        })
        await page.goto(new URL(path, relay.baseUrl).href, { waitUntil: 'load' })
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        return fetched
      } finally {
        await context.close()
      }
    }

    // On a phone the case study's copy covers its picture under a scrim from 40 to 100 % navy, so
    // the picture is the page's largest paint and its detail is not seen; on wider screens its
    // right half shows clearly, at full quality.
    it('fetches a case study’s photo from the lighter backdrop set on a phone and from the full set on a desktop, one file each', async () => {
      const photo = new RegExp(`/${caseStudyPicture}-\\d+`)
      const onPhone = await photosFetched(pages.caseStudy, lighthousePhone, photo)
      expect(onPhone).toHaveLength(1)
      expect(onPhone[0]).toMatch(/-\d+-backdrop-[\w-]+\.avif$/)
      const onDesktop = await photosFetched(pages.caseStudy, desktop, photo)
      expect(onDesktop).toHaveLength(1)
      expect(onDesktop[0]).not.toContain('-backdrop')
    })

    // Drawn at 30 % opacity under a gradient, the backdrop needs half the screen's resolution.
    it('fetches a page hero’s faint backdrop at half the phone’s device pixels', async () => {
      for (const path of [pages.service, pages.city]) {
        const fetched = await photosFetched(path, lighthousePhone, /\/security-camera-installation-\d+/)
        expect(fetched, path).toEqual([expect.stringMatching(/-480-backdrop-[\w-]+\.avif$/)])
      }
    })

    // On a slow link every picture fetched beside the first screen's photo takes a share of its
    // bandwidth; the service cards' photos are lazy, but the first two lie within Chromium's
    // lazy-loading distance of a phone's first screen. The first photo is fetched first, once, at
    // the width its preload names for this screen (721 device pixels), and moves nothing as it comes.
    it('fetches the first hero photo before any other picture, once, at the preload’s width, moving nothing; the service cards’ photos wait until it is painted, then load as the visitor scrolls', async () => {
      const context = await browser.newContext(lighthousePhone)
      try {
        const page = await context.newPage()
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
              for (const source of entry.sources ?? [])
                shifted.push(source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '')
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(new URL('/', relay.baseUrl).href, { waitUntil: 'load' })
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        const expected = pick(
          avifSource(await pageHtml('/'), slidePhoto).srcset ?? '',
          lighthousePhone.viewport.width * lighthousePhone.deviceScaleFactor,
        )
        expect(pictures[0]).toBe(expected)
        expect(pictures.filter((path) => path.includes('/slide-1-'))).toEqual([expected])
        const shifted = await page.evaluate(() => (window as unknown as { shiftedNodes: string[] }).shiftedNodes)
        expect(shifted.filter((node) => /slide-1|<picture/.test(node))).toEqual([])
        const card = page.locator('img[src*="/security-camera-installation-"]').first()
        await card.scrollIntoViewIfNeeded()
        await page.waitForFunction(
          (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
          await card.elementHandle(),
        )
        // Largest-paint entries are only handed to an observer (buffered), never listed.
        const timings = await page.evaluate(
          () =>
            new Promise<{ heroPainted: number[]; cardRequested: number[] }>((resolve) => {
              new PerformanceObserver((list, observer) => {
                observer.disconnect()
                resolve({
                  heroPainted: (list.getEntries() as (PerformanceEntry & { url: string })[])
                    .filter((entry) => entry.url.includes('/slide-1-'))
                    .map((entry) => entry.startTime),
                  cardRequested: performance
                    .getEntriesByType('resource')
                    .filter((entry) => entry.name.includes('/security-camera-installation-'))
                    .map((entry) => entry.startTime),
                })
              }).observe({ type: 'largest-contentful-paint', buffered: true })
            }),
        )
        expect(timings.heroPainted).toHaveLength(1)
        expect(timings.cardRequested).toHaveLength(1)
        expect(timings.cardRequested[0]).toBeGreaterThan(timings.heroPainted[0]!)
      } finally {
        await context.close()
      }
    })

    it('shows the service cards’ photos at once in a browser that runs no script', async () => {
      const context = await browser.newContext({ ...lighthousePhone, javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        await page.goto(new URL('/', relay.baseUrl).href, { waitUntil: 'load' })
        const card = page.locator('img[src*="/security-camera-installation-"]').first()
        await card.scrollIntoViewIfNeeded()
        await expect
          .poll(() =>
            card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).display !== 'none'),
          )
          .toBe(true)
      } finally {
        await context.close()
      }
    })
  })
})
