import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseStudyDetailCopy } from '../../src/content/case-studies'
import { loadCaseStudies } from '../../src/content/case-study-loader'
import { company } from '../../src/content/company'
import { headerCopy, phoneCtaBarCopy } from '../../src/content/navigation'
import { quoteDialogCopy } from '../../src/content/quote-copy'
import { allCityLinks, serviceStates } from '../../src/content/regions'
import { loadServicePages } from '../../src/content/service-page-loader'
import { proofPoints, trustPoints, trustStripCopy } from '../../src/content/trust'
import {
  afterFrames,
  axeBuilder,
  launchBrowser,
  newPage,
  siteUrl,
  viewports,
  visit,
  type OpenedPage,
  type ViewportName,
} from './support/browser'
import { submitQuoteForm, toastTester } from './support/quote-form'
import { samplePaths } from '../../scripts/sample-pages'

const caseStudies = await loadCaseStudies()
const services = await loadServicePages()

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const darkHeroPages = [
  '/',
  '/services/security-camera-installation',
  `/case-studies/${caseStudies[0]?.slug ?? ''}`,
  '/nc/charlotte/access-control',
]

const quoteButtonPages = ['/', '/products', '/locations', '/solutions', '/nc/charlotte/access-control']

// Colour is the point of both checks, so both run in each theme; they only read the page at the
// top, so each page loads once a theme for both: eleven loads a theme became seven.
describe.each(['light', 'dark'] as const)('on a desktop in %s', (colorScheme) => {
  const headerContrast = new Map<string, { violations: string[]; undetermined: string[] }>()
  const quoteColours = new Map<string, string[]>()

  beforeAll(async () => {
    const { page, close } = await newPage(browser, { viewport: 'desktop', colorScheme })
    try {
      for (const path of [...new Set([...darkHeroPages, ...quoteButtonPages])]) {
        await visit(page, path)
        if (darkHeroPages.includes(path)) {
          // Passed nodes are not read; the violations and the nodes axe could not decide are kept whole.
          const result = await axeBuilder(page)
            .options({ resultTypes: ['violations', 'incomplete'] })
            .include('header')
            .withRules(['color-contrast'])
            .analyze()
          const nodes = (list: typeof result.violations) => list.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')))
          headerContrast.set(path, { violations: nodes(result.violations), undetermined: nodes(result.incomplete) })
        }
        if (quoteButtonPages.includes(path)) {
          const buttons = page.locator('button[aria-haspopup="dialog"]').filter({ visible: true, hasText: /Quote|Consultation/ })
          quoteColours.set(path, await buttons.evaluateAll((list) => list.map((button) => getComputedStyle(button).backgroundColor)))
        }
      }
    } finally {
      await close()
    }
  })

  describe('the header over a dark hero', () => {
    it.each(darkHeroPages)('has a contrast axe can measure, and that passes, at the top of %s', (path) => {
      expect(headerContrast.get(path)).toEqual({ violations: [], undetermined: [] })
    })
  })

  describe('the quote buttons', () => {
    // One colour means one action: a blue header button beside yellow ones reads as a different thing.
    it('share one colour on every page, the header’s included', () => {
      const colours = new Set<string>()
      for (const path of quoteButtonPages) {
        const found = quoteColours.get(path) ?? []
        expect(found.length, path).toBeGreaterThan(1)
        for (const colour of found) colours.add(colour)
      }
      expect([...colours], colorScheme).toHaveLength(1)
    })
  })
})

describe('the brand typeface', () => {
  it('is preloaded from the site itself, fetched once, from no other origin, and sets the headings and the text', async () => {
    const { page, close } = await newPage(browser, { viewport: 'phone', fresh: true })
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('data:') && new URL(request.url()).origin !== new URL(siteUrl('/')).origin) foreign.push(request.url())
    })
    await visit(page, '/')
    await page.evaluate(() => document.fonts.ready)
    expect(foreign).toEqual([])
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => [
          new URL((link as HTMLLinkElement).href).pathname,
          link.getAttribute('type'),
          link.hasAttribute('crossorigin'),
        ]),
      )
    expect(preloaded).toEqual([[expect.stringMatching(/^\/assets\/brand-font-[\w-]+\.woff2$/), 'font/woff2', true]])
    // The preload is the file the stylesheet asks for, so the font is downloaded once.
    const fontRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => new URL(entry.name).pathname),
    )
    expect(fontRequests).toEqual([preloaded[0]?.[0]])
    const families = await page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.querySelector('h1')!).fontFamily,
    ])
    for (const family of families) expect(family).toMatch(/^"Plus Jakarta Sans Variable"/)
    expect(await page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans Variable"'))).toBe(true)
    await close()
  })

  it('barely moves the page when it replaces the local fallback', async () => {
    // One load measured twice: with the brand font, then with the stack the page is painted in
    // before the font is ready. Neither needs a cold start, so the reused tab serves.
    const { page, close } = await newPage(browser, { viewport: 'phone' })
    await visit(page, '/about')
    await page.evaluate(() => document.fonts.ready)
    const boxes = async () => ({
      measured: await page.evaluate(() =>
        [...document.querySelectorAll('main p, main h1, main h2')].slice(0, 12).map((el) => el.getBoundingClientRect().height),
      ),
      height: await page.evaluate(() => document.documentElement.scrollHeight),
    })
    const brand = await boxes()
    // The page as it is painted before the brand font is ready: the same stack without it.
    await page.addStyleTag({
      content:
        'body, body * { font-family: "Plus Jakarta Sans Fallback", "Plus Jakarta Sans Fallback Roboto", "Plus Jakarta Sans Fallback DejaVu", sans-serif !important; }',
    })
    const fallback = await boxes()
    await close()
    expect(Math.abs(fallback.height - brand.height) / brand.height).toBeLessThan(0.06)
    const changed = brand.measured.filter((h, i) => Math.abs(h - (fallback.measured[i] ?? 0)) > h * 0.25)
    expect(changed.length).toBeLessThanOrEqual(2)
  })
})

const headerQuote = (page: Page) => page.getByRole('banner').getByRole('button', { name: headerCopy.quoteButton, exact: true })
const ctaBar = (page: Page) => page.getByRole('complementary', { name: phoneCtaBarCopy.label })

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

describe('on a phone', () => {
  it.each([390, 360])('shows Get a Free Quote in the header without the menu, with every control on a %i px screen', async (width) => {
    const { page, close } = await newPage(browser, { viewport: 'phone' })
    await page.setViewportSize({ width, height: 780 })
    await visit(page, '/about')
    await page.evaluate(() => document.fonts.ready)
    expect(await headerQuote(page).isVisible()).toBe(true)
    const controls = page.getByRole('banner').locator('a:visible, button:visible')
    for (const box of await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0)
      expect(box.right).toBeLessThanOrEqual(width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    await headerQuote(page).click()
    await page.getByRole('dialog', { name: quoteDialogCopy.title }).waitFor()
    await close()
  })

  it('keeps a call link and Get a Free Quote at the bottom once past the hero, off the footer and out of an open dialog', async () => {
    const { page, close, problems } = await newPage(browser, { viewport: 'phone' })
    for (const path of ['/', '/about', '/nc/charlotte/security-camera-installation', `/case-studies/${caseStudies[0]?.slug ?? ''}`]) {
      await visit(page, path)
      expect(await ctaBar(page).isVisible(), `${path} at the top`).toBe(false)
      const heroBottom = await page
        .locator('#main-content section')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
      await scrollToY(page, heroBottom + 40)
      await expect.poll(() => ctaBar(page).isVisible(), { message: `${path} past the hero` }).toBe(true)
      const bar = await ctaBar(page).boundingBox()
      expect(bar && bar.y + bar.height).toBeCloseTo(844, 0)
      expect(bar?.height).toBeLessThanOrEqual(80)
      const call = ctaBar(page).getByRole('link', { name: headerCopy.callLinkLabel })
      expect(await call.getAttribute('href')).toBe(company.phoneHref)
      expect(await ctaBar(page).getByRole('button', { name: headerCopy.quoteButton }).isVisible()).toBe(true)
    }

    // At the very end of the page the footer's last links are not under the bar.
    await scrollToY(page, 100_000)
    const lastLink = page.getByRole('contentinfo').getByRole('link').last()
    const hit = await lastLink.evaluate((link) => {
      const box = link.getBoundingClientRect()
      return (
        document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === link ||
        link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      )
    })
    expect(hit).toBe(true)

    // An open dialog is never under the bar: the bar steps aside while it is open.
    await ctaBar(page).getByRole('button', { name: headerCopy.quoteButton }).click()
    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await dialog.waitFor()
    await expect.poll(() => ctaBar(page).isVisible()).toBe(false)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => ctaBar(page).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('shows toasts above the bar, never over its buttons', async () => {
    const { page, close } = await newPage(browser, { viewport: 'phone' })
    await visit(page, '/about')
    await scrollToY(page, 1200)
    await expect.poll(() => ctaBar(page).isVisible()).toBe(true)
    await ctaBar(page).getByRole('button', { name: headerCopy.quoteButton }).click()
    await submitQuoteForm(page.getByRole('dialog', { name: quoteDialogCopy.title }), {
      ...toastTester,
      message: 'Testing the toaster above the bar.',
    })
    const toast = page.locator('[data-sonner-toast]').first()
    await toast.waitFor({ timeout: 15_000 })
    await expect.poll(() => ctaBar(page).isVisible()).toBe(true)
    const barTop = (await ctaBar(page).boundingBox())?.y ?? 0
    // Once it has slid in, the toast's lower edge is above the bar's upper edge.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox()
        return box ? box.y + box.height : Number.POSITIVE_INFINITY
      })
      .toBeLessThanOrEqual(barTop)
    await close()
  })

  it('has no bar on a desktop screen', async () => {
    const { page, close } = await newPage(browser, { viewport: 'desktop' })
    await visit(page, '/about')
    await scrollToY(page, 1500)
    await afterFrames(page)
    expect(await ctaBar(page).isVisible()).toBe(false)
    await close()
  })
})

describe('the trust strip', () => {
  // Every test here only reads its page, so tests of one page and look in a row share its load:
  // the phone's last page is the one the column test reads, the desktop's first is the one the row test reads.
  let kept: { key: string; opened: OpenedPage } | undefined
  const readAt = async (path: string, viewport: ViewportName) => {
    const key = `${path} ${viewport}`
    if (kept?.key !== key) {
      await kept?.opened.close()
      const opened = await newPage(browser, { viewport })
      await visit(opened.page, path)
      kept = { key, opened }
    }
    // The page stays open for the next reader; the last is closed after the group.
    return { page: kept.opened.page, close: async () => {} }
  }
  afterAll(async () => {
    await kept?.opened.close()
  })

  it.each(['/', '/sc/columbia/video-doorbells', '/services/access-control'])(
    'sits under the hero of %s with every promise and the phone number',
    async (path) => {
      const { page, close } = await readAt(path, 'phone')
      const strip = page.getByRole('region', { name: trustStripCopy.label })
      expect(await strip.isVisible()).toBe(true)
      const firstSection = page.locator('#main-content section').first()
      const heroBottom = await firstSection.evaluate((el) => el.getBoundingClientRect().bottom)
      const stripTop = (await strip.boundingBox())?.y ?? 0
      expect(stripTop).toBeGreaterThanOrEqual(heroBottom - 1)
      expect(stripTop).toBeLessThanOrEqual(heroBottom + 1)
      for (const point of trustPoints) {
        expect(await strip.getByText(point.title, { exact: true }).isVisible()).toBe(true)
        expect(await strip.getByText(point.detail, { exact: true }).isVisible()).toBe(true)
      }
      expect(
        await strip.getByRole('link', { name: `${trustStripCopy.callPrompt} ${company.phone}`, exact: true }).getAttribute('href'),
      ).toBe(company.phoneHref)
      await close()
    },
  )

  // Six promises stacked one under another took a phone's whole first screen after the hero; a
  // row that scrolled sideways hid six of eight. Two compact columns show them all in half a screen.
  it('stays two compact columns on a phone, no taller than half its screen', async () => {
    const { page, close } = await readAt('/services/access-control', 'phone')
    const strip = page.getByRole('region', { name: trustStripCopy.label })
    const box = await strip.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(viewports.phone.height / 2)
    const lefts = await strip
      .locator('li')
      .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)))])
    expect(lefts).toHaveLength(2)
    await close()
  })

  it('is left off a partner-provider page outside the service area, which makes none of those promises', async () => {
    const { page, close } = await readAt('/tx/austin/video-doorbells', 'phone')
    expect(await page.getByRole('region', { name: trustStripCopy.label }).count()).toBe(0)
    await close()
  })

  // Eight items in two rows under the hero read as a form to fill in; a desktop gets one calm row.
  it('stays one row on a desktop screen, every proof point and promise in it', async () => {
    const { page, close } = await readAt('/', 'desktop')
    const strip = page.getByRole('region', { name: trustStripCopy.label })
    const tops = await strip
      .locator('li')
      .evaluateAll((items) => items.filter((item) => item.checkVisibility()).map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(tops.length).toBeGreaterThanOrEqual(proofPoints.length + trustPoints.length)
    expect(Math.max(...tops) - Math.min(...tops), `item tops: ${tops.join(', ')}`).toBeLessThanOrEqual(2)
    for (const point of [...proofPoints, ...trustPoints]) expect(await strip.getByText(point.title, { exact: true }).isVisible()).toBe(true)
    await close()
  })

  // The rating and licences sat only in the footer; the proof belongs where the visitor decides.
  it.each(samplePaths('home', 'service', 'case-study', 'city'))(
    'shows the rating with its source, the years in business and the licences under the hero of %s',
    async (path) => {
      const { page, close } = await readAt(path, 'desktop')
      const strip = page.getByRole('region', { name: trustStripCopy.label })
      const rating = company.rating
      if (rating) {
        expect(await strip.getByText(`${rating.value} out of 5`).isVisible()).toBe(true)
        expect(await strip.getByText(`${rating.count} ${rating.source} reviews`).isVisible()).toBe(true)
      }
      expect(await strip.getByText(`Since ${company.foundedYear}`).isVisible()).toBe(true)
      for (const license of company.licenses) expect(await strip.getByText(license.number).isVisible()).toBe(true)
      await close()
    },
  )
})

describe('the locations page', () => {
  it('links every city page from the prerendered HTML, grouped under its state', async () => {
    const html = await (await fetch(siteUrl('/locations'))).text()
    const headings = serviceStates.map((state) => html.indexOf(`id="cities-${state.abbr.toLowerCase()}"`))
    expect(headings.every((at) => at > 0)).toBe(true)
    expect([...headings].sort((a, b) => a - b)).toEqual(headings)
    serviceStates.forEach((state, index) => {
      const block = html.slice(headings[index], headings[index + 1] ?? undefined)
      const links = state.cities.flatMap((city) => [city.link, ...(city.subdivisions ?? []).map((area) => area.link)])
      for (const link of links) expect(block, `${state.name}: ${link}`).toContain(`href="${link}"`)
    })
    const everyCity = allCityLinks()
    for (const link of everyCity) expect(html).toContain(`href="${link}"`)
  })
})

describe('the case studies', () => {
  it('show each study’s headline figure on its index card', async () => {
    const { page, close } = await newPage(browser, { viewport: 'desktop' })
    await visit(page, '/case-studies')
    for (const study of caseStudies) {
      const card = page.getByRole('article', { name: study.title })
      const [headline] = study.results.stats
      if (!headline) throw new Error(`${study.slug} has no figures; every demo study has four`)
      expect(await card.getByText(headline.value, { exact: true }).isVisible()).toBe(true)
      expect(await card.getByText(headline.label, { exact: true }).first().isVisible()).toBe(true)
    }
    await close()
  })

  it('set the story in a readable column with the client, scope and installed parts beside it on a 1440 px screen, and above it on a phone', async () => {
    const study = caseStudies[3] ?? caseStudies[0]!
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, close } = await newPage(browser, { viewport })
      if (viewport === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
      await visit(page, `/case-studies/${study.slug}`)
      const glance = page.getByRole('complementary', { name: caseStudyDetailCopy.glance.label })
      expect(await glance.getByText(study.client, { exact: true }).isVisible()).toBe(true)
      for (const part of study.installed) expect(await glance.getByText(part, { exact: true }).isVisible()).toBe(true)
      for (const stat of study.results.stats) {
        // Each figure and each label stands alone exactly once on the page: in its results tile.
        expect(await page.getByText(stat.value, { exact: true }).count()).toBe(1)
        expect(await page.getByText(stat.label, { exact: true }).count()).toBe(1)
      }
      const story = await page.locator('#challenge').locator('xpath=ancestor::section[1]').boundingBox()
      const aside = await glance.boundingBox()
      const paragraph = await page.locator('section[aria-labelledby="challenge"] p').first().boundingBox()
      if (!story || !aside || !paragraph) throw new Error('layout not found')
      if (viewport === 'desktop') {
        expect(aside.x).toBeGreaterThan(story.x + story.width - 1)
        expect(aside.y).toBeLessThan(story.y + 200)
        // About 65 to 75 characters a line.
        expect(paragraph.width).toBeLessThanOrEqual(760)
        expect(paragraph.width).toBeGreaterThanOrEqual(560)
      } else {
        expect(aside.y + aside.height).toBeLessThanOrEqual(story.y)
      }
      await close()
    }
  })
})

describe('a city page', () => {
  it('links the city’s other five services and the same service in the state’s other cities, quotes a customer from the state and answers local questions', async () => {
    const { page, close, problems } = await newPage(browser, { viewport: 'desktop' })
    await visit(page, '/sc/rock-hill/access-control')
    const main = page.locator('main')
    const otherServices = main.getByRole('region', { name: 'More Services in Rock Hill' })
    const serviceHrefs = await otherServices.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(serviceHrefs).toEqual(services.filter((s) => s.slug !== 'access-control').map((s) => `/sc/rock-hill/${s.slug}`))

    const cities = main.getByRole('region', { name: 'Access Control Elsewhere in South Carolina' })
    const cityHrefs = await cities.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(cityHrefs.at(-1)).toBe('/locations')
    const sameService = cityHrefs.slice(0, -1)
    expect(sameService.length).toBeGreaterThanOrEqual(4)
    for (const href of sameService) expect(href).toMatch(/^\/sc\/(?!rock-hill\/)[a-z-]+\/access-control$/)

    const quote = cities.locator('figure')
    expect(await quote.locator('figcaption').textContent()).toContain(', SC')

    const faq = main.getByRole('region', { name: 'Access Control in Rock Hill: Questions We Hear' })
    expect(await faq.locator('summary').count()).toBe(4)
    await faq.locator('summary').nth(2).click()
    expect(await faq.getByText('Residential installs usually take one day.', { exact: false }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('outside the service area links the other services only, with no local claims', async () => {
    const { page, close } = await newPage(browser, { viewport: 'desktop' })
    await visit(page, '/tx/austin/video-doorbells')
    const main = page.locator('main')
    expect(await main.getByRole('region', { name: 'More Services in Austin' }).getByRole('link').count()).toBe(5)
    expect(await main.getByText('Questions We Hear').count()).toBe(0)
    expect(await main.locator('figure blockquote').count()).toBe(0)
    await close()
  })
})
