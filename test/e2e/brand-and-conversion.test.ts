import type { Browser, Page } from '@playwright/test'
import {
  afterFrames,
  animationsAtRest,
  axeBuilder,
  keptPage,
  newPage,
  openPage,
  siteUrl,
  viewports,
  visit,
  type OpenedPage,
  type ViewportName,
} from './support/browser'
import { expect, test } from './support/fixtures'
import { openAndEscapeQuoteDialog, submitQuoteForm, toastTester } from './support/quote-form'
import { attribute, element, elements, region, servedHtml, textOf } from './support/served-html'
import { site } from './support/site-modules'

const {
  allCityLinks,
  caseStudyDetailCopy,
  company,
  headerCopy,
  phoneCtaBarCopy,
  proofPoints,
  quoteDialogCopy,
  samplePaths,
  serviceStates,
  trustPoints,
  trustStripCopy,
} = site

const caseStudies = await site.loadCaseStudies()
const services = await site.loadServicePages()

const darkHeroPages = [
  '/',
  '/services/security-camera-installation',
  `/case-studies/${caseStudies[0]?.slug ?? ''}`,
  '/nc/charlotte/access-control',
]

// Measured in the browser on the pages loaded above; the pages below only have their quote
// buttons' colour classes compared with those, in the served HTML.
const quoteButtonPages = darkHeroPages
const quoteButtonPagesAsServed = ['/products', '/locations', '/solutions']

const themeToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) mode$/ })

// Colour is the point of both checks, so both run in each theme. They only read the page at the
// top, so each page loads once: read in the theme it loaded in, then switched with the header's
// toggle (the class every colour keys on) and read in the other.
test.describe('on a desktop in both themes', () => {
  const headerContrast = new Map<string, { violations: string[]; undetermined: string[] }>()
  const quoteColours = new Map<string, string[]>()
  let stripRow: { tops: number[]; shown: string[] } | undefined
  let barPastTheFold: boolean | undefined

  test.beforeAll(async ({ browser }) => {
    const { page, close } = await newPage(browser, { viewport: 'desktop' })
    try {
      for (const path of darkHeroPages) {
        await visit(page, path)
        if (path === '/') {
          stripRow = await page
            .getByRole('region', { name: trustStripCopy.label })
            .locator('li')
            .evaluateAll((items) => {
              const shown = items.filter((item) => item.checkVisibility())
              return {
                tops: shown.map((item) => Math.round(item.getBoundingClientRect().top)),
                shown: shown.map((item) => item.textContent ?? ''),
              }
            })
        }
        for (let switched = 0; switched < 2; switched++) {
          if (switched) {
            await themeToggle(page).click()
            // The switch fades the colours: measured once they rest.
            await animationsAtRest(page)
          }
          const theme = (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light'
          // Passed nodes are not read; the violations and the nodes axe could not decide are kept whole.
          const builder = await axeBuilder(page)
          const result = await builder
            .options({ resultTypes: ['violations', 'incomplete'] })
            .include('header')
            .withRules(['color-contrast'])
            .analyze()
          const nodes = (list: typeof result.violations) => list.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')))
          headerContrast.set(`${path} ${theme}`, { violations: nodes(result.violations), undetermined: nodes(result.incomplete) })
          const buttons = page.locator('button[aria-haspopup="dialog"]').filter({ visible: true, hasText: /Quote|Consultation/ })
          quoteColours.set(
            `${path} ${theme}`,
            await buttons.evaluateAll((list) => list.map((button) => getComputedStyle(button).backgroundColor)),
          )
        }
      }
      // The last page, scrolled well past its hero.
      await scrollToY(page, 1500)
      await afterFrames(page)
      barPastTheFold = await ctaBar(page).isVisible()
    } finally {
      await close()
    }
  })

  for (const colorScheme of ['light', 'dark'] as const)
    test.describe(`in ${colorScheme}`, () => {
      for (const path of darkHeroPages)
        test(`has a header contrast axe can measure, and that passes, at the top of ${path}`, () => {
          expect(headerContrast.get(`${path} ${colorScheme}`)).toEqual({ violations: [], undetermined: [] })
        })

      // One colour means one action: a blue header button beside yellow ones reads as a different thing.
      test('gives the quote buttons one colour on every page, the header’s included', () => {
        const colours = new Set<string>()
        for (const path of quoteButtonPages) {
          const found = quoteColours.get(`${path} ${colorScheme}`) ?? []
          expect(found.length, path).toBeGreaterThan(1)
          for (const colour of found) colours.add(colour)
        }
        expect([...colours], colorScheme).toHaveLength(1)
      })
    })

  // A computed background is the colour classes' alone: the same classes, the same colour in each theme.
  test('gives the quote buttons of the other pages the colour classes of those measured', async () => {
    const colourClasses = async (path: string) =>
      elements(await servedHtml(path), /<button\b[^>]*\saria-haspopup="dialog"/)
        .filter((button) => /Quote|Consultation/.test(textOf(button) + (attribute(button, 'aria-label') ?? '')))
        .map((button) =>
          (attribute(button, 'class') ?? '')
            .split(/\s+/)
            .filter((token) => /^(dark:)?bg-/.test(token))
            .sort()
            .join(' '),
        )
    const measured = new Set((await Promise.all(quoteButtonPages.map(colourClasses))).flat())
    expect(measured.size).toBe(1)
    for (const path of quoteButtonPagesAsServed) {
      const found = await colourClasses(path)
      expect(found.length, path).toBeGreaterThan(1)
      expect(new Set(found), path).toEqual(measured)
    }
  })

  // Eight items in two rows under the hero read as a form to fill in; a desktop gets one calm row.
  test('keeps the trust strip one row, every proof point and promise in it', () => {
    const { tops = [], shown = [] } = stripRow ?? {}
    expect(tops.length).toBeGreaterThanOrEqual(proofPoints.length + trustPoints.length)
    expect(Math.max(...tops) - Math.min(...tops), `item tops: ${tops.join(', ')}`).toBeLessThanOrEqual(2)
    for (const point of [...proofPoints, ...trustPoints])
      expect(
        shown.some((text) => text.includes(point.title)),
        point.title,
      ).toBe(true)
  })

  test('has no call-and-quote bar', () => {
    expect(barPastTheFold).toBe(false)
  })
})

test.describe('the brand typeface', () => {
  test('is preloaded from the site itself, fetched once, from no other origin, and sets the headings and the text', async ({ open }) => {
    const { page } = await open(undefined, { viewport: 'phone', fresh: true })
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
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => new URL(entry.name).pathname),
        ),
      )
      .toEqual([preloaded[0]?.[0]])
    for (const element of [page.locator('body'), page.locator('h1')])
      await expect(element).toHaveCSS('font-family', /^"Plus Jakarta Sans Variable"/)
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans Variable"'))).toBe(true)
  })
})

const headerQuote = (page: Page) => page.getByRole('banner').getByRole('button', { name: headerCopy.quoteButton, exact: true })
const ctaBar = (page: Page) => page.getByRole('complementary', { name: phoneCtaBarCopy.label })

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

/** The page last opened, kept for the next test that wants the same page in the same look. */
const kept = keptPage()
const pageAt = (browser: Browser, path: string, viewport: ViewportName): Promise<OpenedPage> =>
  kept.at(`${path} ${viewport}`, () => openPage(browser, path, { viewport }))

test.afterAll(() => kept.close())

test.describe('on a phone', () => {
  // One load of /about on a phone, resized: the header, then the fonts (which restyle the page).
  for (const width of [390, 360])
    test(`shows Get a Free Quote in the header without the menu, with every control on a ${width} px screen`, async ({ browser }) => {
      const { page } = await pageAt(browser, '/about', 'phone')
      await page.setViewportSize({ width, height: viewports.phone.height })
      await page.evaluate(() => document.fonts.ready)
      await expect(headerQuote(page)).toBeVisible()
      const controls = page.getByRole('banner').locator('a:visible, button:visible')
      for (const box of await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0)
        expect(box.right).toBeLessThanOrEqual(width)
      }
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      // Pressed at the narrowest width, where a control is likeliest to be covered.
      if (width !== 360) return
      await openAndEscapeQuoteDialog(page, headerQuote(page))
    })

  test('barely moves the page when the brand typeface replaces the local fallback', async ({ browser }) => {
    // One load measured twice: with the brand font, then with the stack the page is painted in
    // before the font is ready. Neither needs a cold start, so the reused tab serves.
    const { page } = await pageAt(browser, '/about', 'phone')
    await page.setViewportSize(viewports.phone)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    const boxes = async () => ({
      measured: await page.evaluate(() =>
        [...document.querySelectorAll('main p, main h1, main h2')].slice(0, 12).map((el) => el.getBoundingClientRect().height),
      ),
      height: await page.evaluate(() => document.documentElement.scrollHeight),
    })
    const brand = await boxes()
    // The page as it is painted before the brand font is ready: the same stack without it.
    const fallback = await page.addStyleTag({
      content:
        'body, body * { font-family: "Plus Jakarta Sans Fallback", "Plus Jakarta Sans Fallback Roboto", "Plus Jakarta Sans Fallback DejaVu", sans-serif !important; }',
    })
    const fallbackBoxes = await boxes()
    await fallback.evaluate((style) => (style as Element).remove())
    expect(Math.abs(fallbackBoxes.height - brand.height) / brand.height).toBeLessThan(0.06)
    const changed = brand.measured.filter((h, i) => Math.abs(h - (fallbackBoxes.measured[i] ?? 0)) > h * 0.25)
    expect(changed.length).toBeLessThanOrEqual(2)
  })

  const caseStudyPath = `/case-studies/${caseStudies[0]?.slug ?? ''}`

  test('keeps a call link and Get a Free Quote at the bottom once past the hero, off the footer and out of an open dialog', async ({
    browser,
  }) => {
    // /about first: the tests above leave it open, at the top.
    for (const path of ['/about', '/', '/nc/charlotte/security-camera-installation', caseStudyPath]) {
      const { page, problems } = await pageAt(browser, path, 'phone')
      await expect(ctaBar(page), `${path} at the top`).toBeHidden()
      if (path === caseStudyPath) await expectGlanceAboveTheStory(page)
      const heroBottom = await page
        .locator('#main-content section')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
      await scrollToY(page, heroBottom + 40)
      await expect(ctaBar(page), `${path} past the hero`).toBeVisible()
      const bar = await ctaBar(page).boundingBox()
      expect(bar && bar.y + bar.height).toBeCloseTo(844, 0)
      expect(bar?.height).toBeLessThanOrEqual(80)
      const call = ctaBar(page).getByRole('link', { name: headerCopy.callLinkLabel })
      await expect(call).toHaveAttribute('href', company.phoneHref)
      await expect(ctaBar(page).getByRole('button', { name: headerCopy.quoteButton })).toBeVisible()
      expect(problems).toEqual([])
    }
    const { page, problems } = await pageAt(browser, caseStudyPath, 'phone')

    // At the very end of the page the footer's last links are not under the bar.
    await scrollToY(page, 100_000)
    const lastLink = page.getByRole('contentinfo').getByRole('link').last()
    await expect
      .poll(() =>
        lastLink.evaluate((link) => {
          const box = link.getBoundingClientRect()
          // The link itself or something inside it is what a tap at its middle hits.
          return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
        }),
      )
      .toBe(true)

    // An open dialog is never under the bar: the bar steps aside while it is open.
    await ctaBar(page).getByRole('button', { name: headerCopy.quoteButton }).click()
    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await expect(dialog).toBeVisible()
    await expect(ctaBar(page)).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(ctaBar(page)).toBeVisible()
    expect(problems).toEqual([])
  })

  // On the page the test above leaves with the bar shown (or a load of its own when run alone).
  test('shows toasts above the bar, never over its buttons', async ({ browser }) => {
    const { page } = await pageAt(browser, caseStudyPath, 'phone')
    await scrollToY(page, 1200)
    await expect(ctaBar(page)).toBeVisible()
    await ctaBar(page).getByRole('button', { name: headerCopy.quoteButton }).click()
    await submitQuoteForm(page.getByRole('dialog', { name: quoteDialogCopy.title }), {
      ...toastTester,
      message: 'Testing the toaster above the bar.',
    })
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible({ timeout: 15_000 })
    await expect(ctaBar(page)).toBeVisible()
    const barTop = (await ctaBar(page).boundingBox())?.y ?? 0
    // Once it has slid in, the toast's lower edge is above the bar's upper edge.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox()
        return box ? box.y + box.height : Number.POSITIVE_INFINITY
      })
      .toBeLessThanOrEqual(barTop)
  })
})

/** On a phone the client, the scope and the installed parts come before the story. */
async function expectGlanceAboveTheStory(page: Page): Promise<void> {
  const study = caseStudies[0]!
  const glance = page.getByRole('complementary', { name: caseStudyDetailCopy.glance.label })
  await expect(glance.getByText(study.client, { exact: true })).toBeVisible()
  for (const part of study.installed) await expect(glance.getByText(part, { exact: true })).toBeVisible()
  const story = await page.locator('#challenge').locator('xpath=ancestor::section[1]').boundingBox()
  const aside = await glance.boundingBox()
  if (!story || !aside) throw new Error('layout not found')
  expect(aside.y + aside.height).toBeLessThanOrEqual(story.y)
}

test.describe('the trust strip', () => {
  // Six promises stacked one under another took a phone's whole first screen after the hero; a
  // row that scrolled sideways hid six of eight. Two compact columns show them all in half a screen.
  for (const path of ['/', '/sc/columbia/video-doorbells', '/services/access-control'])
    test(`sits under the hero of ${path} on a phone with every promise and the phone number, in two columns inside the screen, no taller than half of it`, async ({
      browser,
    }) => {
      const { page } = await pageAt(browser, path, 'phone')
      const strip = page.getByRole('region', { name: trustStripCopy.label })
      await expect(strip).toBeVisible()
      const firstSection = page.locator('#main-content section').first()
      const heroBottom = await firstSection.evaluate((el) => el.getBoundingClientRect().bottom)
      const stripBox = await strip.boundingBox()
      const stripTop = stripBox?.y ?? 0
      expect(stripTop).toBeGreaterThanOrEqual(heroBottom - 1)
      expect(stripTop).toBeLessThanOrEqual(heroBottom + 1)
      expect(stripBox?.height).toBeLessThanOrEqual(viewports.phone.height / 2)
      for (const point of trustPoints) {
        await expect(strip.getByText(point.title, { exact: true })).toBeVisible()
        await expect(strip.getByText(point.detail, { exact: true })).toBeVisible()
      }
      await expect(strip.getByRole('link', { name: `${trustStripCopy.callPrompt} ${company.phone}`, exact: true })).toHaveAttribute(
        'href',
        company.phoneHref,
      )
      // No item behind a sideways scroll of the strip itself.
      const items = await strip.locator('li').evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const rect = element.getBoundingClientRect()
            return { text: (element.textContent ?? '').trim(), left: Math.round(rect.left), right: rect.right }
          }),
      )
      expect(items.length).toBeGreaterThanOrEqual(trustPoints.length)
      for (const item of items) {
        expect(item.left, item.text).toBeGreaterThanOrEqual(0)
        expect(item.right, item.text).toBeLessThanOrEqual(viewports.phone.width)
      }
      expect(new Set(items.map((item) => item.left)).size).toBe(2)
    })

  // The rating and licences sat only in the footer; the proof belongs where the visitor decides.
  // Shown on a desktop in one row: the test of the home page's row above.
  for (const path of samplePaths('home', 'service', 'case-study', 'city'))
    test(`carries the rating with its source, the years in business and the licences under the hero of ${path}`, async () => {
      const strip = textOf(region(await servedHtml(path), trustStripCopy.label))
      const rating = company.rating
      if (rating) {
        expect(strip).toContain(`${rating.value} out of 5`)
        expect(strip).toContain(`${rating.count} ${rating.source} reviews`)
      }
      expect(strip).toContain(`Since ${company.foundedYear}`)
      for (const license of company.licenses) expect(strip).toContain(license.number)
    })
})

test.describe('the locations page', () => {
  test('links every city page from the prerendered HTML, grouped under its state', async () => {
    const html = await servedHtml('/locations')
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

test.describe('the case studies', () => {
  test('show each study’s headline figure on its index card', async () => {
    const html = await servedHtml('/case-studies')
    const cards = elements(html, /<article\b/)
    for (const study of caseStudies) {
      const [headline] = study.results.stats
      if (!headline) throw new Error(`${study.slug} has no figures; every demo study has four`)
      const card = cards.filter((article) => {
        const id = attribute(article, 'aria-labelledby') ?? ''
        return elements(article, new RegExp(`<[a-z][\\w-]*\\b[^>]*\\sid="${id}"`)).some((title) => textOf(title) === study.title)
      })
      expect(card, study.title).toHaveLength(1)
      expect(textOf(card[0]!)).toContain(headline.value)
      expect(textOf(card[0]!)).toContain(headline.label)
    }
  })

  // The desktop layout is measured beside the column checks of proof-and-edges.test.ts, the
  // phone's with the call bar above; what is left is words.
  test('stand each result figure and its label alone once on a study’s page, in its results tile', async () => {
    const study = caseStudies[3] ?? caseStudies[0]!
    const html = await servedHtml(`/case-studies/${study.slug}`)
    const leaves = [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/>([^<>]+)</g)].map((match) => textOf(match[1] ?? ''))
    for (const stat of study.results.stats) {
      expect(
        leaves.filter((text) => text === stat.value),
        stat.value,
      ).toHaveLength(1)
      expect(
        leaves.filter((text) => text === stat.label),
        stat.label,
      ).toHaveLength(1)
    }
  })
})

test.describe('a city page', () => {
  test('links the city’s other five services and the same service in the state’s other cities, quotes a customer from the state and answers local questions', async () => {
    const html = await servedHtml('/sc/rock-hill/access-control')
    const hrefs = (markup: string) => elements(markup, /<a\b/).map((link) => attribute(link, 'href'))
    const otherServices = region(html, 'More Services in Rock Hill')
    expect(hrefs(otherServices)).toEqual(services.filter((s) => s.slug !== 'access-control').map((s) => `/sc/rock-hill/${s.slug}`))

    const cities = region(html, 'Access Control Elsewhere in South Carolina')
    const cityHrefs = hrefs(cities)
    expect(cityHrefs.at(-1)).toBe('/locations')
    const sameService = cityHrefs.slice(0, -1)
    expect(sameService.length).toBeGreaterThanOrEqual(4)
    for (const href of sameService) expect(href).toMatch(/^\/sc\/(?!rock-hill\/)[a-z-]+\/access-control$/)

    expect(textOf(element(element(cities, /<figure\b/), /<figcaption\b/))).toContain(', SC')

    // Native disclosures: each answer opens under its question without the app's script.
    const faq = elements(region(html, 'Access Control in Rock Hill: Questions We Hear'), /<details\b/)
    expect(faq).toHaveLength(4)
    expect(faq[2]).toMatch(/^<details\b[^>]*>\s*<summary\b/)
    expect(textOf(faq[2]!)).toContain('Residential installs usually take one day.')
  })

  // Not prerendered: the app renders a town outside the service area in the browser.
  test('outside the service area links the other services only, with no local claims and no trust strip', async ({ browser }) => {
    const { page, problems } = await pageAt(browser, '/tx/austin/video-doorbells', 'desktop')
    const main = page.locator('main')
    await expect(main.getByRole('region', { name: 'More Services in Austin' }).getByRole('link')).toHaveCount(5)
    await expect(main.getByText('Questions We Hear')).toHaveCount(0)
    await expect(main.locator('figure blockquote')).toHaveCount(0)
    // The strip's promises are the service area's; a partner provider makes none of them.
    await expect(page.getByRole('region', { name: trustStripCopy.label })).toHaveCount(0)
    expect(problems).toEqual([])
  })
})
