import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allServicesPage } from '../../src/content/all-services'
import { productsPage } from '../../src/content/products'
import { quoteDialogCopy } from '../../src/content/quote-copy'
import { serviceLiveViews } from '../../src/content/service-live-views'
import { loadServicePages } from '../../src/content/service-page-loader'
import type { BuiltInServiceSlug } from '../../src/content/built-in-services'
import { servicesOverviewPage } from '../../src/content/services-overview'
import { launchBrowser, openPage } from './support/browser'

const services = await loadServicePages()

interface RouteCase {
  readonly path: string
  readonly title: string
  readonly h1: string
}

const routes: readonly RouteCase[] = [
  { path: '/services', title: servicesOverviewPage.title, h1: servicesOverviewPage.hero.heading },
  ...services.map((service) => ({ path: service.path, title: service.title, h1: service.hero.heading })),
  { path: '/all-services', title: allServicesPage.title, h1: allServicesPage.hero.heading },
  { path: '/products', title: productsPage.title, h1: productsPage.hero.heading },
]

/** The spec's claims, each visible (not only inside a closed FAQ answer) on its page. */
const warranty = 'minimum 1-year parts and labor warranty'
const claimsByService: Record<BuiltInServiceSlug, readonly string[]> = {
  'security-camera-installation': [
    warranty,
    'residential installs usually one day',
    'commercial installs 1 to 3 days',
    'night vision up to 100 feet',
    '1080p or 4K',
  ],
  'cctv-monitoring-systems': [
    warranty,
    'residential installs usually one day',
    'commercial installs 1 to 3 days',
    'night vision up to 100 feet',
    '1080p or 4K',
  ],
  'wireless-security-cameras': [warranty, 'night vision up to 100 feet', '1080p or 4K'],
  'video-doorbells': [warranty, 'microSD up to 128 GB', '3 MP sensor', 'dual-band Wi-Fi'],
  'access-control': [warranty],
  'ai-enhanced-security': [warranty, 'AI accuracy up to 99%'],
}

const quoteButtonNames = /^(Get a Free Quote|Schedule a Free Consultation)$/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function everyQuoteButtonOpensTheDialog(page: Page) {
  const buttons = page.getByRole('main').getByRole('button', { name: quoteButtonNames })
  const count = await buttons.count()
  expect(count).toBeGreaterThanOrEqual(2)
  const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
  for (let i = 0; i < count; i++) {
    await buttons.nth(i).click()
    await dialog.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  }
}

const textsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((el) => (el.textContent ?? '').trim()))

/** Service pages: the spec's claims, the FAQ, the call links and what each page says it has. */
async function expectServicePage(page: Page, service: (typeof services)[number]): Promise<void> {
  const slug = service.slug
  const main = page.getByRole('main')
  for (const claim of claimsByService[slug as BuiltInServiceSlug]) {
    const visible = main.getByText(new RegExp(escapeRegExp(claim), 'i')).filter({ visible: true })
    expect(await visible.count(), claim).toBeGreaterThan(0)
  }
  expect(await main.locator('summary').allTextContents()).toEqual(service.faqs.map((faq) => faq.question))
  const firstQuestion = main.locator('summary').first()
  await firstQuestion.focus()
  await page.keyboard.press('Enter')
  await main.getByText(service.faqs[0]?.answer ?? '(no FAQ)').waitFor({ state: 'visible' })

  const callLinks = main.getByRole('link', { name: service.hero.callLinkText })
  expect(await callLinks.count()).toBe(2)
  expect(await callLinks.first().getAttribute('href')).toMatch(/^tel:\+1\d{10}$/)
  expect(await main.getByRole('img', { name: serviceLiveViews[slug as BuiltInServiceSlug].label }).count()).toBe(1)
  expect(await main.getByRole('heading', { level: 2, name: service.features.heading }).count()).toBe(1)

  const locationLinks = main.locator('a[href="/locations"]')
  if (service.linksToLocations) {
    expect(await locationLinks.allTextContents()).toEqual([service.locationsLinkText])
  } else {
    expect(await locationLinks.count()).toBe(0)
  }
  if (service === processService) {
    // Process highlights as numbered steps.
    const highlights = service.highlights!
    const region = page.getByRole('region', { name: highlights.heading })
    expect(await region.locator('ol > li').count()).toBe(highlights.items.length)
    expect(await region.locator('ol > li h3').allTextContents()).toEqual(highlights.items.map((i) => i.title))
  }
}

/** /all-services on a desktop: the six sections in order, alternating sides, each with a Learn More link. */
async function expectAllServicesSections(page: Page): Promise<void> {
  const main = page.getByRole('main')
  const topPadding = await main
    .locator('section')
    .first()
    .evaluate((el) => getComputedStyle(el).paddingTop)
  expect(topPadding).toBe('80px')

  const headings = await textsOf(page, 'main section[id] h2')
  expect(headings).toEqual(allServicesPage.sections.map((section) => section.heading))

  const learnMore = main.getByRole('link', { name: /^Learn More/ })
  expect(await learnMore.count()).toBe(6)
  for (const [i, section] of allServicesPage.sections.entries()) {
    const link = learnMore.nth(i)
    expect(await link.getAttribute('href')).toBe(section.path)
    expect(await link.evaluate((el) => el.querySelector('.sr-only')?.textContent?.trim())).toBe(`about ${section.name}`)
    const visibleText = await link.evaluate((el) => {
      const clone = el.cloneNode(true) as HTMLElement
      clone.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove())
      return clone.textContent?.trim()
    })
    expect(visibleText).toBe('Learn More')
    expect(await page.getByRole('link', { name: `Learn More about ${section.name}` }).count()).toBe(1)

    const box = async (selector: string) => page.locator(`section#${section.slug} ${selector}`).first().boundingBox()
    const image = await box('img')
    const heading = await box('h2')
    const imageOnLeft = (image?.x ?? 0) < (heading?.x ?? 0)
    expect(imageOnLeft, section.slug).toBe(i % 2 === 0)
  }
}

/** /products: the badge, the banner, eight sections in order with four bullets each and the closing block. */
async function expectProductsSections(page: Page): Promise<void> {
  const main = page.getByRole('main')
  await main.getByText('Premium Products', { exact: true }).waitFor({ state: 'visible' })
  await main.getByRole('heading', { level: 2, name: 'Complete Security Ecosystem' }).waitFor({ state: 'visible' })
  await main.getByRole('heading', { level: 2, name: 'Ready to Enhance Your Security?' }).waitFor({ state: 'visible' })

  expect(await textsOf(page, 'main section[id] h2')).toEqual([...(await import('../support/spec-products')).specProductTitles])
  for (const [i, product] of productsPage.sections.entries()) {
    const section = page.locator(`main section#${product.slug}`)
    expect(await section.locator('ul > li').allTextContents()).toEqual([...product.features])
    expect(await section.getByRole('button', { name: 'Get a Free Quote' }).count()).toBe(1)
    expect(await section.getByRole('img').count()).toBe(1)
    expect(await section.getByText('NEW PRODUCT LINE', { exact: true }).count()).toBe(product.slug === 'pro-x-series' ? 1 : 0)
    const image = await section.locator('img').boundingBox()
    const heading = await section.locator('h2').boundingBox()
    expect((image?.x ?? 0) < (heading?.x ?? 0), product.slug).toBe(i % 2 === 0)
  }
  await page.locator('main section#pro-x-series').getByText('NEW PRODUCT LINE', { exact: true }).waitFor({ state: 'visible' })
  expect(
    await main
      .getByText(/4 to 32 channels/)
      .filter({ visible: true })
      .count(),
  ).toBeGreaterThan(0)
}

const processService = services.find((entry) => entry.highlights?.kind === 'process')
if (!processService?.highlights) throw new Error('No service has process highlights.')

/** /services: every card links to its service page, and the FAQ opens from the keyboard. */
async function expectServicesOverview(page: Page): Promise<void> {
  const list = page.getByRole('region', { name: servicesOverviewPage.servicesList.heading })
  for (const service of services) {
    expect(await list.getByRole('link', { name: service.name, exact: true }).getAttribute('href')).toBe(service.path)
  }

  // Five FAQ questions, each reachable and opened by keyboard.
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  const questions = faq.locator('summary')
  expect(await questions.allTextContents()).toEqual(servicesOverviewPage.faq.items.map((item) => item.question))
  const answer = faq.getByText(servicesOverviewPage.faq.items[0]?.answer ?? '')
  expect(await answer.isVisible()).toBe(false)
  // Tab from the element before the FAQ until the first question has focus.
  await faq.getByRole('heading', { name: 'Frequently Asked Questions' }).evaluate((el) => {
    el.setAttribute('tabindex', '-1')
    ;(el as HTMLElement).focus()
  })
  await page.keyboard.press('Tab')
  expect(await questions.first().evaluate((el) => el === document.activeElement)).toBe(true)
  await page.keyboard.press('Enter')
  await answer.waitFor({ state: 'visible' })
  for (let i = 1; i < 5; i++) {
    await page.keyboard.press('Tab')
    expect(await questions.nth(i).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press(' ')
    expect(await questions.nth(i).evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true)
  }
  await questions.first().press('Enter')
  await answer.waitFor({ state: 'hidden' })
}

/** /services, last: a card's link navigates in the app, leaving the page. */
async function followAServiceCard(page: Page): Promise<void> {
  const list = page.getByRole('region', { name: servicesOverviewPage.servicesList.heading })
  await list.getByRole('link', { name: 'Video Doorbells', exact: true }).click()
  await page.waitForURL('**/services/video-doorbells')
  await page.getByRole('heading', { level: 1, name: services[3]?.hero.heading }).waitFor()
  await page.waitForFunction((title) => document.title === title, services[3]?.title)
}

/**
 * What each page shows beyond its title and h1, read on the one light desktop visit each page
 * gets here, before its quote buttons are pressed. Axe at rest, sideways scrolling and the
 * console on load are all-routes.test.ts's (support/page-audits.ts).
 */
const pageChecks = new Map<string, (page: Page) => Promise<void>>([
  ...services.map((service) => [service.path, (page: Page) => expectServicePage(page, service)] as const),
  ['/services', expectServicesOverview],
  ['/all-services', expectAllServicesSections],
  ['/products', expectProductsSections],
])

describe('the services and products routes', () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    '%s has its title and one h1, logs no problems, shows its own sections and opens the quote dialog from every quote button',
    async (path, route) => {
      const { page, close, problems } = await openPage(browser, path)
      try {
        expect(await page.title()).toBe(route.title)
        expect(await textsOf(page, 'h1')).toEqual([route.h1])
        await pageChecks.get(path)?.(page)
        await everyQuoteButtonOpensTheDialog(page)
        if (path === '/services') await followAServiceCard(page)
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    },
  )

  it('shows the not-found page for a service slug that does not exist', async () => {
    const { page, close } = await openPage(browser, '/services/not-a-service')
    try {
      expect(await textsOf(page, 'h1')).toEqual(['Page Not Found'])
      expect(await page.title()).toBe('Page Not Found')
    } finally {
      await close()
    }
  })
})

describe('/all-services', () => {
  it('stacks picture above text on a phone', async () => {
    const { page, close } = await openPage(browser, '/all-services', { viewport: 'phone' })
    try {
      for (const section of allServicesPage.sections) {
        const image = await page.locator(`section#${section.slug} img`).boundingBox()
        const heading = await page.locator(`section#${section.slug} h2`).boundingBox()
        expect((image?.y ?? 0) + (image?.height ?? 0)).toBeLessThanOrEqual(heading?.y ?? 0)
      }
    } finally {
      await close()
    }
  })
})
