import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Page } from '@playwright/test'
import type { BuiltInServiceSlug } from '../../src/content/built-in-services'
import { minifySvg } from '../../scripts/build/minify-svg'
import { hydrated, newPage, siteUrl, visit, type OpenedPage } from './support/browser'
import { expect, test } from './support/fixtures'
import { attribute, elements, servedHtml, textOf } from './support/served-html'
import { site } from './support/site-modules'

const { iconNames, serviceLiveViews } = site

const services = await site.loadServicePages()

const publicDir = join(import.meta.dirname, '..', '..', 'public')

/** The SVG pictures under `dir`, each by its address on the site. */
function picturesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => `/${relative(publicDir, join(dir, file))}`)
}

/** Mean relative luminance (WCAG's formula) of a picture drawn small; 0 is black, 1 white. */
const meanLuminance = `async (src) => {
  const img = new Image()
  img.src = src
  await img.decode()
  const canvas = document.createElement('canvas')
  canvas.width = 160
  canvas.height = 120
  const context = canvas.getContext('2d')
  context.drawImage(img, 0, 0, canvas.width, canvas.height)
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data
  const linear = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4 }
  let sum = 0
  for (let i = 0; i < data.length; i += 4) sum += 0.2126 * linear(data[i]) + 0.7152 * linear(data[i + 1]) + 0.0722 * linear(data[i + 2])
  return sum / (data.length / 4)
}`

test.describe('the illustration set', () => {
  test('draws every picture in the same blue hour, so none glares on a dark page or breaks the set', async ({ open }) => {
    const pictures = picturesUnder(join(publicDir, 'images'))
    expect(pictures.length).toBeGreaterThanOrEqual(33)
    const { page } = await open()
    // A plain file of the site, so the pictures are same-origin and the canvas can be read, and no page script runs.
    await page.goto(siteUrl('/robots.txt'))
    const bright: string[] = []
    for (const picture of pictures) {
      const luminance = await page.evaluate(`(${meanLuminance})(${JSON.stringify(siteUrl(picture))})`)
      // Measured: the night scenes sit between 0.03 and 0.15; the old daylight and white-studio pictures at 0.27 to 0.79.
      if (typeof luminance !== 'number' || luminance > 0.2) bright.push(`${picture}: ${String(luminance)}`)
    }
    expect(bright).toEqual([])
  })

  test('is sent as its file in public/ less the layout whitespace a designer keeps in it', async () => {
    const pictures = [...picturesUnder(join(publicDir, 'images')), '/favicon.svg']
    const differ: string[] = []
    for (const picture of pictures) {
      const sent = await (await fetch(siteUrl(picture))).text()
      if (sent !== minifySvg(readFileSync(join(publicDir, picture), 'utf8'))) differ.push(picture)
    }
    expect(differ).toEqual([])
  })
})

test.describe('the live-view panel on each service page', () => {
  // Read as served: the panel's parts are prerendered words and shapes. How its captions sit on a
  // phone (a readable size, none over a detection) is measured on the one visit each service page
  // gets, in services-products.test.ts.
  for (const { path, slug } of services)
    test(`${path} shows its cameras, their clocks and the day’s timeline as one named picture, with nothing in it to focus`, async () => {
      const view = serviceLiveViews[slug as BuiltInServiceSlug]
      const html = await servedHtml(path)
      const panels = elements(html, /<[a-z]+\b[^>]*\srole="img"/).filter((panel) => attribute(panel, 'aria-label') === view.label)
      expect(panels).toHaveLength(1)
      const panel = panels[0]!
      const spans = elements(panel, /<span\b/).map(textOf)
      expect(spans.filter((text) => /^CAM \d+ · /.test(text))).toEqual(view.cameras.map((camera, i) => `CAM ${i + 1} · ${camera.name}`))
      for (const camera of view.cameras) expect(spans, camera.time).toContain(camera.time)
      expect(elements(panel, /<svg\b/)).toHaveLength(view.cameras.length)
      const boxes = view.cameras.reduce((n, camera) => n + camera.detections.length, 0)
      expect(elements(panel, /<text\b/)).toHaveLength(boxes)
      const leaves = [...panel.replace(/<!--[\s\S]*?-->/g, '').matchAll(/>([^<>]+)</g)].map((match) => textOf(match[1] ?? ''))
      for (const mark of ['00:00', '12:00', '24:00'])
        expect(
          leaves.filter((text) => text === mark),
          mark,
        ).toHaveLength(1)
      for (const entry of view.accessLog ?? []) expect(textOf(panel)).toContain(entry.result)
      expect(panel).not.toMatch(/<(a|button)\b|\stabindex=/)
    })

  test('keeps its recording light still when the visitor asks for reduced motion', async ({ open }) => {
    // The preference is read as it changes, not only as the page loads, so one load serves both.
    const { page } = await open(services[0]?.path ?? '/', { reducedMotion: 'no-preference' })
    const spans = page.getByRole('img', { name: serviceLiveViews['security-camera-installation'].label }).locator('span')
    const animations = () =>
      spans.evaluateAll((list) => list.map((s) => getComputedStyle(s).animationName).filter((name) => name !== 'none'))
    await expect.poll(async () => (await animations()).length).toBe(1)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect.poll(animations).toEqual([])
  })
})

/** The ids every `<use>` of an icon on the page refers to. */
const iconReferences = (page: Page) => page.locator('svg > use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''))

test.describe('the icons', () => {
  test('are drawn from symbols in the page itself, with no sprite file fetched while the page loads, in both themes', async ({ open }) => {
    const path = '/services/security-camera-installation'
    const { page, problems } = await open(undefined, { colorScheme: 'dark', fresh: true })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(siteUrl(path), { waitUntil: 'load' })
    const atLoad = [...requested]
    await hydrated(page)

    const references = await iconReferences(page)
    expect(references.length).toBeGreaterThan(10)
    for (const href of references) expect(href).toMatch(/^#icon-[A-Za-z0-9]+$/)
    // The trust strip, on every first screen, draws its icons from the page's symbols too.
    const strip = page.getByRole('region', { name: /^Why homeowners and businesses choose / })
    await expect.poll(() => strip.locator('svg > use').count()).toBeGreaterThanOrEqual(6)
    // Every symbol a prerendered icon needs is in the page as the server sends it.
    const served = await (await fetch(siteUrl(path))).text()
    for (const id of new Set(references.map((href) => href.slice(1))))
      expect(served, id).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`)
    expect(atLoad.filter((pathname) => /\/assets\/icons-/.test(pathname))).toEqual([])
    // Drawn, not blank: an icon's box holds stroked pixels in the text colour.
    await expect
      .poll(() =>
        page
          .locator('section svg:has(> use)')
          .first()
          .evaluate((svg) => {
            const box = svg.getBoundingClientRect()
            const id = svg.querySelector('use')?.getAttribute('href')?.slice(1) ?? ''
            return box.width > 0 && getComputedStyle(svg).stroke !== 'none' && document.getElementById(id)?.tagName === 'symbol'
          }),
      )
      .toBe(true)
    expect(problems).toEqual([])
  })

  // One fresh load of / serves both: its symbols counted as the sprite adds them, then a
  // header page followed that draws icons / does not.
  test('come from one cached sprite of every icon the content can name, added a few at a time (so no single task holds up a tap), which the app adds for the pages it renders itself', async ({
    open,
  }) => {
    const { page, problems } = await open(undefined, { colorScheme: 'light', fresh: true })
    const sprites: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/icons-/.test(new URL(request.url()).pathname)) sprites.push(new URL(request.url()).pathname)
    })
    // Counts, after the parser is done, the symbols each mutation callback sees added: one
    // callback per task that adds any.
    await page.addInitScript(() => {
      const batches: number[] = []
      Object.assign(window, { symbolBatches: batches })
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          const added = records.flatMap((record) => [...record.addedNodes]).filter((node) => node.nodeName === 'symbol').length
          if (added > 0) batches.push(added)
        }).observe(document.body, { childList: true, subtree: true })
      })
    })
    await visit(page, '/')
    await expect(page.locator('#icon-symbols symbol')).toHaveCount(iconNames.length)
    const batches = await page.evaluate(() => (window as unknown as { symbolBatches: number[] }).symbolBatches)
    const prerendered = iconNames.length - batches.reduce((sum, count) => sum + count, 0)
    expect(prerendered).toBeGreaterThan(0)
    expect(Math.max(...batches)).toBeLessThanOrEqual(16)

    const first = new Set(await iconReferences(page))
    // A header page whose icons the home page does not draw, reached the way a visitor goes there.
    const headerLinks = await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    let target: string | undefined
    for (const href of headerLinks.filter((href) => href.startsWith('/') && href !== '/')) {
      const served = await servedHtml(href)
      if ([...served.matchAll(/<use href="(#icon-[A-Za-z0-9]+)"/g)].some((match) => !first.has(match[1]!))) {
        target = href
        break
      }
    }
    expect(target, 'a header page drawing an icon the home page does not').toBeDefined()
    await page.getByRole('banner').locator(`a[href="${target}"]`).first().click()
    await expect(page).toHaveURL(siteUrl(target!))
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('svg > use')]
            .map((use) => use.getAttribute('href')?.slice(1) ?? '')
            .filter((id) => document.getElementById(id)?.tagName !== 'symbol'),
        ),
      )
      .toEqual([])

    expect(new Set(sprites).size).toBe(1)
    const [file] = sprites
    expect(file).toMatch(/^\/assets\/icons-[A-Za-z0-9_-]{8}\.svg$/)
    const response = await fetch(siteUrl(file ?? ''))
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const sprite = await response.text()
    for (const name of iconNames) expect(sprite, name).toContain(`<symbol id="icon-${name}" viewBox="0 0 24 24">`)
    // Each symbol once in the page: the sprite adds only what the page lacked.
    const ids = await page.locator('#icon-symbols symbol').evaluateAll((symbols) => symbols.map((symbol) => symbol.id))
    expect(ids.length).toBe(new Set(ids).size)
    expect(problems).toEqual([])
  })
})

test.describe('the pictures below the first screen', () => {
  /** Records, from the first script on, when the page lifted its hold on later pictures. */
  const recordRelease = () => {
    // The document has no root element yet when this runs.
    new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-first-picture') && !('releasedAt' in window))
        Object.assign(window, { releasedAt: performance.now() })
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-first-picture'] })
  }

  // One fresh context (the recorder is an init script, which outlives the page) for both pages.
  let recorded: OpenedPage | undefined
  test.beforeAll(async ({ browser }) => {
    recorded = await newPage(browser, { viewport: 'phone', fresh: true })
    await recorded.page.addInitScript(recordRelease)
  })
  test.afterAll(async () => {
    await recorded?.close()
  })

  for (const [path, when] of [
    ['/', 'after its first picture is painted'],
    ['/services', 'a frame after it loads, having no first picture'],
  ] as const)
    test(`on ${path}, wait no longer than needed: ${when}`, async () => {
      const { page, problems } = recorded!
      await page.goto(siteUrl(path), { waitUntil: 'load' })
      await page.waitForFunction(() => 'releasedAt' in window)
      const times = await page.evaluate(
        () =>
          new Promise<{ released: number; loaded: number; firstPicturePainted: number[] }>((resolve) => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
            const done = (painted: number[]) =>
              resolve({
                released: (window as unknown as { releasedAt: number }).releasedAt,
                loaded: navigation.loadEventStart,
                firstPicturePainted: painted,
              })
            if (!document.querySelector('img[fetchpriority="high"]')) return done([])
            new PerformanceObserver((list) => {
              done(
                (list.getEntries() as (PerformanceEntry & { element: Element | null })[])
                  .filter((entry) => entry.element?.getAttribute('fetchpriority') === 'high')
                  .map((entry) => entry.startTime),
              )
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      // Released by the page's own signal, never by the four-second fallback.
      expect(times.released).toBeLessThan(times.loaded + 1000)
      if (path === '/') {
        expect(times.firstPicturePainted).toHaveLength(1)
        expect(times.released).toBeGreaterThanOrEqual(times.firstPicturePainted[0]!)
      }
      // Then the first card's picture loads as the visitor nears it: a fetch and a decode.
      const card = page.locator('img[data-after-first-picture]').first()
      await card.scrollIntoViewIfNeeded()
      await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(problems.splice(0)).toEqual([])
    })
})
