import type { Page } from '@playwright/test'
import type { BuiltInServiceSlug } from '../../src/content/built-in-services'
import { viewports } from './support/browser'
import { expect, test } from './support/fixtures'
import { attribute, element, elements, region, servedHtml, textOf } from './support/served-html'
import { site } from './support/site-modules'

const { allServicesPage, productsPage, quoteDialogCopy, serviceLiveViews, servicesOverviewPage, specProductTitles } = site

const services = await site.loadServicePages()

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
const wiredCameraClaims = [
  warranty,
  'residential installs usually one day',
  'commercial installs 1 to 3 days',
  'night vision up to 100 feet',
  '1080p or 4K',
]
const claimsByService: Record<BuiltInServiceSlug, readonly string[]> = {
  'security-camera-installation': wiredCameraClaims,
  'cctv-monitoring-systems': wiredCameraClaims,
  'wireless-security-cameras': [warranty, 'night vision up to 100 feet', '1080p or 4K'],
  'video-doorbells': [warranty, 'microSD up to 128 GB', '3 MP sensor', 'dual-band Wi-Fi'],
  'access-control': [warranty],
  'ai-enhanced-security': [warranty, 'AI accuracy up to 99%'],
}

const quoteButtonNames = /^(Get a Free Quote|Schedule a Free Consultation)$/

const processService = services.find((entry) => entry.highlights?.kind === 'process')
if (!processService?.highlights) throw new Error('No service has process highlights.')

/** A link's or button's name as a screen reader reads it: its aria-label, else its words. */
const nameOf = (markup: string) => attribute(markup, 'aria-label') ?? textOf(markup)

/** What `main` shows as served: its markup less every closed `<details>` (an answer not yet opened). */
function shownIn(main: string): string {
  return elements(main, /<details\b/)
    .filter((details) => !/^<details\b[^>]*\sopen\b/.test(details))
    .reduce((shown, closed) => shown.replace(closed, ''), main)
}

/** The quote buttons of `main` as served: every one the QuoteButton, which alone marks a dialog popup. */
function expectQuoteButtons(main: string): void {
  const buttons = elements(main, /<button\b/).filter((button) => quoteButtonNames.test(nameOf(button)))
  expect(buttons.length).toBeGreaterThanOrEqual(2)
  for (const button of buttons) {
    expect(attribute(button, 'type'), nameOf(button)).toBe('button')
    expect(attribute(button, 'aria-haspopup'), nameOf(button)).toBe('dialog')
  }
}

/** Service pages: the spec's claims, the FAQ, the call links and what each page says it has. */
function expectServicePage(main: string, service: (typeof services)[number]): void {
  const slug = service.slug as BuiltInServiceSlug
  const shown = textOf(shownIn(main)).toLowerCase()
  for (const claim of claimsByService[slug]) expect(shown, claim).toContain(claim.toLowerCase())
  // The questions are native disclosures, which open from the keyboard: the /services FAQ test
  // presses them (the same FaqSection).
  const faqs = elements(main, /<details\b/)
  expect(faqs.map((faq) => textOf(element(faq, /<summary\b/)))).toEqual(service.faqs.map((faq) => faq.question))
  expect(textOf(faqs[0]!)).toContain(service.faqs[0]?.answer ?? '(no FAQ)')

  const links = elements(main, /<a\b/)
  const callLinks = links.filter((link) => nameOf(link).toLowerCase().includes(service.hero.callLinkText.toLowerCase()))
  expect(callLinks).toHaveLength(2)
  expect(attribute(callLinks[0]!, 'href')).toMatch(/^tel:\+1\d{10}$/)
  const liveView = serviceLiveViews[slug].label
  expect(elements(main, /<[a-z]+\b[^>]*\srole="img"/).filter((img) => attribute(img, 'aria-label') === liveView)).toHaveLength(1)
  expect(elements(main, /<h2\b/).filter((h2) => textOf(h2) === service.features.heading)).toHaveLength(1)

  const locationLinks = links.filter((link) => attribute(link, 'href') === '/locations')
  expect(locationLinks.map(textOf)).toEqual(service.linksToLocations ? [service.locationsLinkText] : [])
  if (service === processService) {
    // Process highlights as numbered steps.
    const highlights = service.highlights!
    const steps = elements(element(region(main, highlights.heading), /<ol\b/), /<li\b/)
    expect(steps.map((step) => textOf(element(step, /<h3\b/)))).toEqual(highlights.items.map((i) => i.title))
  }
}

/** /all-services: the six sections in order, each with a Learn More link named after its service. */
function expectAllServicesSections(main: string): void {
  const sections = elements(main, /<section\b[^>]*\sid="/)
  expect(sections.map((section) => textOf(element(section, /<h2\b/)))).toEqual(allServicesPage.sections.map((s) => s.heading))
  const learnMore = elements(main, /<a\b/).filter((link) => /^Learn More/.test(textOf(link)))
  expect(learnMore).toHaveLength(6)
  for (const [i, section] of allServicesPage.sections.entries()) {
    const link = learnMore[i]!
    expect(attribute(link, 'href')).toBe(section.path)
    const hidden = element(link, /<span\b[^>]*class="[^"]*\bsr-only\b/)
    expect(textOf(hidden)).toBe(`about ${section.name}`)
    expect(textOf(link.replace(hidden, ''))).toBe('Learn More')
    expect(learnMore.filter((other) => textOf(other) === `Learn More about ${section.name}`)).toHaveLength(1)
  }
}

/** /products: the badge, the banner, eight sections in order with four bullets each and the closing block. */
function expectProductsSections(main: string): void {
  const shown = textOf(shownIn(main))
  expect(shown).toContain('Premium Products')
  const h2s = elements(main, /<h2\b/).map(textOf)
  expect(h2s).toContain('Complete Security Ecosystem')
  expect(h2s).toContain('Ready to Enhance Your Security?')
  const sections = elements(main, /<section\b[^>]*\sid="/)
  expect(sections.map((section) => textOf(element(section, /<h2\b/)))).toEqual([...specProductTitles])
  for (const product of productsPage.sections) {
    const section = element(main, new RegExp(`<section\\b[^>]*\\sid="${product.slug}"`))
    expect(elements(element(section, /<ul\b/), /<li\b/).map(textOf)).toEqual([...product.features])
    expect(elements(section, /<button\b/).filter((button) => nameOf(button) === 'Get a Free Quote')).toHaveLength(1)
    expect((section.match(/<img\b[^>]*>/g) ?? []).filter((img) => attribute(img, 'alt'))).toHaveLength(1)
    expect(textOf(section).split('NEW PRODUCT LINE').length - 1, product.slug).toBe(product.slug === 'pro-x-series' ? 1 : 0)
  }
  expect(shown).toMatch(/4 to 32 channels/)
}

/** /services: every card links to its service page, and the FAQ has the spec's five questions. */
function expectServicesOverview(main: string): void {
  const cards = elements(region(main, servicesOverviewPage.servicesList.heading), /<a\b/)
  for (const service of services) {
    expect(cards.filter((link) => nameOf(link) === service.name).map((link) => attribute(link, 'href'))).toEqual([service.path])
  }
  const faq = region(main, 'Frequently Asked Questions')
  expect(elements(faq, /<summary\b/).map(textOf)).toEqual(servicesOverviewPage.faq.items.map((item) => item.question))
}

const servedChecks = new Map<string, (main: string) => void>([
  ...services.map((service) => [service.path, (main: string) => expectServicePage(main, service)] as const),
  ['/services', expectServicesOverview],
  ['/all-services', expectAllServicesSections],
  ['/products', expectProductsSections],
])

/**
 * Every quote button of `main` runs one click handler, and that handler opens the dialog: the
 * buttons are compared by the handler React attached to each, then one is pressed. One press a
 * page proves the wiring every button shares, at a tenth of the cost of opening the dialog from
 * each (docs/decisions/0057).
 */
async function everyQuoteButtonOpensTheDialog(page: Page): Promise<void> {
  const handlers = () =>
    page.evaluate((names) => {
      const pattern = new RegExp(names)
      const buttons = [...document.querySelectorAll('main button')].filter((button) =>
        pattern.test(button.getAttribute('aria-label') ?? (button.textContent ?? '').trim()),
      )
      const onClick = (button: Element) => {
        const key = Object.keys(button).find((name) => name.startsWith('__reactProps$'))
        return key ? (button as unknown as Record<string, { onClick?: unknown }>)[key]?.onClick : undefined
      }
      const first = onClick(buttons[0]!)
      return { count: buttons.length, handled: typeof first === 'function', same: buttons.every((button) => onClick(button) === first) }
    }, quoteButtonNames.source)
  await expect.poll(handlers).toEqual({ count: expect.any(Number), handled: true, same: true })
  await expect.poll(async () => (await handlers()).count).toBeGreaterThanOrEqual(2)
  await page.getByRole('main').getByRole('button', { name: quoteButtonNames }).first().click()
  await expect(page.getByRole('dialog', { name: quoteDialogCopy.title })).toBeVisible()
}

/** The image of each section of `main` on the left of its heading or not, as laid out. */
const imageOnTheLeft = (page: Page) =>
  page.locator('main section[id]').evaluateAll((sections) =>
    sections.map((section) => {
      const image = section.querySelector('img')?.getBoundingClientRect()
      const heading = section.querySelector('h2')?.getBoundingClientRect()
      return (image?.x ?? 0) < (heading?.x ?? 0)
    }),
  )

/** /all-services on a desktop: padded top, sides alternating; then on a phone, each picture above its words. */
async function layOutAllServices(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('section').first()).toHaveCSS('padding-top', '80px')
  await expect.poll(() => imageOnTheLeft(page)).toEqual(allServicesPage.sections.map((_, i) => i % 2 === 0))
  // Stacking is the stylesheet's width rule alone, so the loaded page resized shows it.
  await page.setViewportSize(viewports.phone)
  const stacked = () =>
    page.locator('main section[id]').evaluateAll((sections) =>
      sections.map((section) => {
        const image = section.querySelector('img')!.getBoundingClientRect()
        return image.bottom <= section.querySelector('h2')!.getBoundingClientRect().top
      }),
    )
  await expect.poll(stacked).toEqual(allServicesPage.sections.map(() => true))
}

/** /products on a desktop: each product's picture and words on alternating sides. */
async function layOutProducts(page: Page): Promise<void> {
  await expect.poll(() => imageOnTheLeft(page)).toEqual(productsPage.sections.map((_, i) => i % 2 === 0))
}

/**
 * A service page on a phone: the live-view panel's captions a size a person can read, and no
 * clock or camera name printed over a detection box (imagery.test.ts reads the panel's parts).
 */
async function layOutServicePage(page: Page, service: (typeof services)[number]): Promise<void> {
  const panel = page.getByRole('img', { name: serviceLiveViews[service.slug as BuiltInServiceSlug].label, exact: true })
  const { captionSizes, overlaps } = await panel.evaluate((figure) => {
    const captions = [...figure.querySelectorAll('span')].filter((span) => /^(CAM \d+ · |\d\d:\d\d:\d\d$)/.test(span.textContent ?? ''))
    const detections = [...figure.querySelectorAll('svg g:has(> text)')]
    const found: string[] = []
    for (const caption of captions) {
      const a = caption.getBoundingClientRect()
      for (const detection of detections) {
        const b = detection.getBoundingClientRect()
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (overlapX > 0.5 && overlapY > 0.5) found.push(`"${caption.textContent}" over "${detection.textContent}"`)
      }
    }
    const sizes = [...figure.querySelectorAll('span')]
      .filter((span) => /^CAM /.test(span.textContent ?? ''))
      .map((span) => parseFloat(getComputedStyle(span).fontSize))
    return { captionSizes: sizes, overlaps: found }
  })
  expect(captionSizes.length).toBeGreaterThan(0)
  for (const size of captionSizes) expect(size).toBeGreaterThanOrEqual(10)
  expect(overlaps).toEqual([])
}

/** /services: the FAQ opens and closes from the keyboard. */
async function useServicesFaq(page: Page): Promise<void> {
  // Five FAQ questions, each reachable and opened by keyboard.
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  const questions = faq.locator('summary')
  const answer = faq.getByText(servicesOverviewPage.faq.items[0]?.answer ?? '')
  await expect(answer).toBeHidden()
  // Tab from the element before the FAQ until the first question has focus.
  await faq.getByRole('heading', { name: 'Frequently Asked Questions' }).evaluate((el) => {
    el.setAttribute('tabindex', '-1')
    ;(el as HTMLElement).focus()
  })
  await page.keyboard.press('Tab')
  await expect(questions.first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  for (let i = 1; i < 5; i++) {
    await page.keyboard.press('Tab')
    await expect(questions.nth(i)).toBeFocused()
    await page.keyboard.press(' ')
    // The question's own <details>.
    await expect(questions.nth(i).locator('..')).toHaveJSProperty('open', true)
  }
  await questions.first().press('Enter')
  await expect(answer).toBeHidden()
}

/** /services, the quote dialog open: Escape closes it, then a card's link navigates in the app. */
async function followAServiceCard(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: quoteDialogCopy.title })).toBeHidden()
  const list = page.getByRole('region', { name: servicesOverviewPage.servicesList.heading })
  await list.getByRole('link', { name: 'Video Doorbells', exact: true }).click()
  await expect(page).toHaveURL(/\/services\/video-doorbells$/)
  await expect(page.getByRole('heading', { level: 1, name: services[3]?.hero.heading })).toBeVisible()
  await expect(page).toHaveTitle(services[3]!.title)
}

/**
 * What each page does in the browser, on one visit: service pages on a phone (where the live-view
 * panel is tightest), the others on a desktop. Each page's `beforeDialog` checks run, then its
 * quote buttons open the dialog, then its `withDialogOpen` checks. Title, one h1, axe at rest,
 * sideways scrolling and the console on load are all-routes.test.ts's (support/page-audits.ts).
 */
interface BrowserChecks {
  readonly viewport: 'phone' | 'desktop'
  readonly beforeDialog: (page: Page) => Promise<void>
  readonly withDialogOpen?: (page: Page) => Promise<void>
}

const browserChecks = new Map<string, BrowserChecks>([
  ...services.map(
    (service) => [service.path, { viewport: 'phone', beforeDialog: (page: Page) => layOutServicePage(page, service) }] as const,
  ),
  ['/services', { viewport: 'desktop', beforeDialog: useServicesFaq, withDialogOpen: followAServiceCard }],
  ['/all-services', { viewport: 'desktop', beforeDialog: layOutAllServices }],
  ['/products', { viewport: 'desktop', beforeDialog: layOutProducts }],
])

test.describe('the services and products routes', () => {
  for (const route of routes) {
    test(`${route.path} is served with its title, one h1, its own sections and every quote button a dialog button`, async () => {
      const html = await servedHtml(route.path)
      expect(textOf(element(html, /<title\b/))).toBe(route.title)
      expect(elements(html, /<h1\b/).map(textOf)).toEqual([route.h1])
      const main = element(html, /<main\b/)
      servedChecks.get(route.path)?.(main)
      expectQuoteButtons(main)
    })
  }

  for (const { path } of routes) {
    test(`${path} opens the quote dialog from its quote buttons, one handler for all, and logs no problems`, async ({ open }) => {
      const checks = browserChecks.get(path)!
      const { page, problems } = await open(path, { viewport: checks.viewport })
      await checks.beforeDialog(page)
      await everyQuoteButtonOpensTheDialog(page)
      await checks.withDialogOpen?.(page)
      expect(problems).toEqual([])
    })
  }
})
