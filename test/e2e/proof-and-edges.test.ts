import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { keptPage, newPage, visit } from './support/browser'
import { expect, test } from './support/fixtures'
import { site } from './support/site-modules'

const { caseStudyCards, caseStudyDetailCopy, regionsCopy, reviewsSource, samplePages, serviceRegionsSection, testimonials } = site

/**
 * What a customer sees at a glance, measured where the design decides it: the hero's words on a
 * clean ground, the whole trust strip on a phone, the case study's right column filled, proof on
 * the home page and one left edge for every page's content (docs/decisions/0038-proof-and-edges.md).
 */

/** The sizes the screenshots and the outside review use: a phone and a 1440 px desktop. */
const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

/**
 * The page last opened by `readAt`, left open for the next test that reads the same page in the
 * same look: the reused tab of the look (reduced motion, so nothing is caught mid-move), as none
 * of these checks needs a cold start and a fresh context costs twice the visit. A test that
 * changes the page (scrolls it, hides a part) opens its own.
 */
const kept = keptPage()

async function readAt(browser: Browser, path: string, size: keyof typeof sizes): Promise<Page> {
  const opened = await kept.at(`${path} ${size}`, async () => {
    const fresh = await newPage(browser, { viewport: size, reducedMotion: 'reduce' })
    await settledAt(fresh.page, path, size)
    return fresh
  })
  return opened.page
}

test.afterAll(() => kept.close())

/** Sized as the screenshots are, then visited, after its fonts. */
async function settledAt(page: Page, path: string, size: keyof typeof sizes): Promise<void> {
  await page.setViewportSize(sizes[size])
  await visit(page, path)
  await page.evaluate(() => document.fonts.ready)
}

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/**
 * The largest colour step across one row of the box, over all its rows: a ground that only fades
 * from top to bottom varies little along a row, while any drawn shape (a roof edge, a figure)
 * makes a row jump from one colour to another.
 */
async function largestStepAlongARow(page: Page, box: Box): Promise<number> {
  const png = await page.screenshot({ clip: box, animations: 'disabled' })
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let largest = 0
  for (let y = 0; y < info.height; y++) {
    for (let channel = 0; channel < 3; channel++) {
      let low = 255
      let high = 0
      for (let x = 0; x < info.width; x++) {
        const value = data[(y * info.width + x) * info.channels + channel] ?? 0
        low = Math.min(low, value)
        high = Math.max(high, value)
      }
      largest = Math.max(largest, high - low)
    }
  }
  return largest
}

test.describe('the city hero', () => {
  // The theme is switched with the header's toggle (the class every colour keys on), so one load
  // a size serves both themes.
  for (const size of ['desktop', 'phone'] as const)
    test(`shows no piece of a drawing behind its words, in both themes (${size})`, async ({ open }) => {
      const { page } = await open(undefined, { viewport: size, colorScheme: 'light', reducedMotion: 'reduce' })
      await settledAt(page, samplePages.city, size)
      const hero = page.locator('main section').first()
      const words = hero.locator('h1').locator('..')
      const root = expect(page.locator('html'))
      for (const theme of ['light', 'dark']) {
        if (theme === 'dark') {
          await page
            .getByRole('banner')
            .getByRole('button', { name: /^Switch to dark mode$/ })
            .click()
          await root.toContainClass('dark')
        } else await root.not.toContainClass('dark')
        // Every picture in the hero painted, so a backdrop that is there is also seen.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('main section:first-of-type img')].every((img) => (img as HTMLImageElement).complete),
        )
        const box = await words.boundingBox()
        if (!box) throw new Error('the city hero has no words')
        // The ground behind the words, with the words (and the pill and the buttons) taken away.
        await words.evaluate((element) => {
          ;(element as HTMLElement).style.visibility = 'hidden'
        })
        const step = await largestStepAlongARow(page, { x: box.x, y: box.y, width: box.width, height: box.height })
        expect(step, `a shape shows behind the hero text in ${theme}`).toBeLessThanOrEqual(6)
        await words.evaluate((element) => {
          ;(element as HTMLElement).style.visibility = ''
        })
      }
    })
})

// The trust strip on a phone, every item inside the screen, is measured with its other checks in
// brand-and-conversion.test.ts.

const caseStudies = await site.loadCaseStudies()

test.describe('the case study page in a full-page view', () => {
  test('sets the story in a readable column with the client, scope and installed parts beside it', async ({ browser }) => {
    const study = caseStudies[0]!
    const page = await readAt(browser, `/case-studies/${study.slug}`, 'desktop')
    const glance = page.getByRole('complementary', { name: caseStudyDetailCopy.glance.label })
    await expect(glance.getByText(study.client, { exact: true })).toBeVisible()
    for (const part of study.installed) await expect(glance.getByText(part, { exact: true })).toBeVisible()
    const story = await page.locator('#challenge').locator('xpath=ancestor::section[1]').boundingBox()
    const aside = await glance.boundingBox()
    const paragraph = await page.locator('section[aria-labelledby="challenge"] p').first().boundingBox()
    if (!story || !aside || !paragraph) throw new Error('layout not found')
    expect(aside.x).toBeGreaterThan(story.x + story.width - 1)
    expect(aside.y).toBeLessThan(story.y + 200)
    // About 65 to 75 characters a line.
    expect(paragraph.width).toBeLessThanOrEqual(760)
    expect(paragraph.width).toBeGreaterThanOrEqual(560)
  })

  for (const slug of caseStudies.slice(0, 3).map((study) => study.slug))
    test(`fills the right column down to the end of the story beside it (${slug})`, async ({ browser }) => {
      const page = await readAt(browser, `/case-studies/${slug}`, 'desktop')
      const measured = await page.evaluate(() => {
        const aside = document.querySelector('main aside')
        // The column is a cell of the grid that sets the story beside it.
        let cell: Element | null | undefined = aside
        while (cell?.parentElement && getComputedStyle(cell.parentElement).display !== 'grid') cell = cell.parentElement
        const grid = cell?.parentElement
        if (!aside || !cell || !grid) throw new Error('no column beside the story')
        const story = [...grid.children].filter((child) => child !== cell)
        if (story.length === 0) throw new Error('no story beside the column')
        const top = (element: Element) => element.getBoundingClientRect().top + window.scrollY
        const bottom = (element: Element) => element.getBoundingClientRect().bottom + window.scrollY
        // What a reader sees in the column: its words and its buttons, where they are laid out (a
        // sticky part sits where the page begins, as in a full-page screenshot or a print).
        const parts = [...aside.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().height > 0)
          .filter(
            (element) =>
              element.matches('button, a') ||
              [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''),
          )
          .map((element) => ({ top: top(element), bottom: bottom(element) }))
          .sort((a, b) => a.top - b.top)
        const storyTop = Math.min(...story.map(top))
        const storyBottom = Math.max(...story.map(bottom))
        let reached = storyTop
        let widestGap = 0
        for (const part of parts) {
          widestGap = Math.max(widestGap, part.top - reached)
          reached = Math.max(reached, part.bottom)
        }
        const texts = story.flatMap((element) => [...element.querySelectorAll('p, li')])
        const textRight = Math.max(...texts.map((text) => text.getBoundingClientRect().right))
        return { storyBottom, reached, widestGap, textRight, asideLeft: aside.getBoundingClientRect().left }
      })
      expect(measured.reached, 'the column ends before the story does').toBeGreaterThanOrEqual(measured.storyBottom - 32)
      expect(measured.widestGap, 'an empty stretch in the column').toBeLessThanOrEqual(240)
      expect(measured.asideLeft - measured.textRight, 'the gutter between the story and the column').toBeLessThanOrEqual(96)
    })
})

test.describe('proof on the home page', () => {
  test('shows three different reviews at once on a desktop and links the rating to where it comes from', async ({ browser }) => {
    const page = await readAt(browser, '/', 'desktop')
    expect(testimonials.length).toBeGreaterThanOrEqual(3)
    await expect
      .poll(
        async () =>
          new Set(
            await page.locator('main blockquote:visible').evaluateAll((quotes) => quotes.map((quote) => (quote.textContent ?? '').trim())),
          ).size,
      )
      .toBeGreaterThanOrEqual(3)
    if (!reviewsSource) throw new Error('owner/reviews.yaml names no source for the rating')
    const sourceLink = page.locator(`main a[href="${reviewsSource.url}"]:visible`)
    await expect(sourceLink).not.toHaveCount(0)
    await expect(sourceLink.first()).toContainText(reviewsSource.name)
  })

  test('shows one case-study figure that leads to its story', async ({ browser }) => {
    const study = caseStudyCards.find((card) => card.headline !== undefined)
    if (!study?.headline) throw new Error('no case study with a figure')
    const page = await readAt(browser, '/', 'desktop')
    const teaser = page.locator(`main a[href="/case-studies/${study.slug}"]:visible`)
    await expect(teaser).toHaveCount(1)
    await expect(teaser.locator('xpath=ancestor::*[self::article or self::section][1]')).toContainText(study.headline.value)
  })

  test('describes the service area with what the page has: a financing badge in the city lists, no map marker', async ({ browser }) => {
    expect(serviceRegionsSection.intro).not.toMatch(/marker|map/i)
    expect(serviceRegionsSection.intro).toContain(regionsCopy.markerText)
    const page = await readAt(browser, '/', 'desktop')
    await expect(page.locator('main')).toContainText(serviceRegionsSection.intro)
  })
})

test.describe('one left edge at 1440 px', () => {
  // First, so it reads the home page the tests above loaded.
  test('keeps the home slider’s controls inside the content edge', async ({ browser }) => {
    const page = await readAt(browser, '/', 'desktop')
    const controls = page.getByRole('button', { name: 'Next slide' }).locator('..')
    const box = await controls.boundingBox()
    const footerContainer = await page.evaluate(() => {
      const container = [...document.querySelectorAll('body footer *')].find((element) => getComputedStyle(element).maxWidth === '1280px')
      if (!container) throw new Error('no footer container')
      const rect = container.getBoundingClientRect()
      const style = getComputedStyle(container)
      return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) }
    })
    if (!box) throw new Error('no slider controls')
    expect(box.x).toBeGreaterThanOrEqual(footerContainer.left)
    expect(box.x + box.width).toBeLessThanOrEqual(footerContainer.right)
  })

  for (const path of [samplePages.home, samplePages.service, samplePages['case-study'], samplePages.city, samplePages.about])
    test(`starts the header, every section of the page and the footer at the same x (${path})`, async ({ browser }) => {
      const page = await readAt(browser, path, 'desktop')
      const edges = await page.evaluate(() => {
        /** A box with a ground, a border or a shadow of its own is a card: its visible edge is its border. */
        const isCard = (element: Element) => {
          const style = getComputedStyle(element)
          return (
            style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
            style.backgroundImage !== 'none' ||
            parseFloat(style.borderLeftWidth) > 0 ||
            style.boxShadow !== 'none'
          )
        }
        /** The left edge of what a box shows: a card's border, else its content (its left plus its left padding). */
        const padding = (element: Element, side: 'paddingLeft' | 'paddingRight') =>
          isCard(element) ? 0 : parseFloat(getComputedStyle(element)[side])
        const contentLeft = (element: Element) => element.getBoundingClientRect().left + padding(element, 'paddingLeft')
        const contentRight = (element: Element) => element.getBoundingClientRect().right - padding(element, 'paddingRight')
        // The page's container: the box that holds a part of the page to the site's width.
        const containers = (root: Element) =>
          [...root.querySelectorAll('*')].filter(
            (element) => getComputedStyle(element).maxWidth === '1280px' && element.getBoundingClientRect().width > 0,
          )
        const outermost = (elements: Element[]) =>
          elements.filter((element) => !elements.some((other) => other !== element && other.contains(element)))
        const header = document.querySelector('body header')
        const footer = document.querySelector('body footer')
        const main = document.querySelector('main')
        if (!header || !footer || !main) throw new Error('no header, main or footer')
        const named = (where: string, elements: Element[]) =>
          outermost(elements).map((element) => ({ where, left: contentLeft(element), right: contentRight(element) }))
        return [...named('header', containers(header)), ...named('main', containers(main)), ...named('footer', containers(footer))]
      })
      expect(edges.some((edge) => edge.where === 'header')).toBe(true)
      expect(edges.some((edge) => edge.where === 'footer')).toBe(true)
      expect(edges.filter((edge) => edge.where === 'main').length).toBeGreaterThanOrEqual(3)
      const lefts = new Set(edges.map((edge) => Math.round(edge.left)))
      expect([...lefts], JSON.stringify(edges)).toHaveLength(1)
      const rights = new Set(edges.map((edge) => Math.round(edge.right)))
      expect([...rights], JSON.stringify(edges)).toHaveLength(1)
    })
})
