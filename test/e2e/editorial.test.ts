import type { Page } from '@playwright/test'
import { openPage, siteUrl, type OpenedPage } from './support/browser'
import { expect, test } from './support/fixtures'
import { quoteDialog } from './support/quote-form'
import { attribute, element, elements, servedHtml, textOf } from './support/served-html'
import { site } from './support/site-modules'

const {
  aboutPage,
  callCompany,
  company,
  locationsHero,
  locationsMeta,
  privacyPolicy,
  quoteFormFieldLabels,
  securityInsightsArticle: article,
  solutionsPage,
  termsOfService,
} = site

interface EditorialRoute {
  readonly path: string
  readonly title: string
  readonly h1: string
  /** Spec and content texts that must appear word for word. */
  readonly texts: readonly string[]
}

// The words are the prerendered HTML's, read as served. What a visit adds (a console free of
// errors, no sideways scroll, axe at rest in two looks that cover both themes and both sizes)
// all-routes.test.ts checks on every one of these pages.
const routes: readonly EditorialRoute[] = [
  {
    path: '/solutions',
    title: solutionsPage.title,
    h1: solutionsPage.hero.heading,
    texts: ['Get a Free Quote', solutionsPage.scenariosHeading, solutionsPage.insightsTeaser.heading, solutionsPage.cta.heading],
  },
  {
    path: '/solutions/security-insights',
    title: article.title,
    h1: article.hero.heading,
    texts: ['Back to Solutions', 'Coming soon', article.checklist.heading, article.contact.buttonText, article.closing.quoteButton],
  },
  {
    path: '/about',
    title: aboutPage.title,
    h1: aboutPage.hero.heading,
    texts: [aboutPage.story.heading, aboutPage.team.heading, aboutPage.values.heading, 'over 50 years of combined experience'],
  },
  {
    path: '/locations',
    title: locationsMeta.title,
    h1: locationsHero.heading,
    texts: ['North Carolina', 'South Carolina', 'North Georgia', 'partner providers nationwide', 'Special Financing Available'],
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy | ${company.name}`,
    h1: 'Privacy Policy',
    texts: ['Last updated', ...quoteFormFieldLabels],
  },
  {
    path: '/terms-of-service',
    title: `Terms of Service | ${company.name}`,
    h1: 'Terms of Service',
    texts: ['Last updated', 'Governing law'],
  },
]

const main = (page: Page) => page.getByRole('main')

async function expectQuoteDialogFrom(page: Page, buttonName: string): Promise<void> {
  const buttons = main(page).getByRole('button', { name: buttonName, exact: true })
  await expect(buttons).not.toHaveCount(0)
  const count = await buttons.count()
  for (let index = 0; index < count; index++) {
    await buttons.nth(index).click()
    const dialog = quoteDialog(page)
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
}

test.describe('editorial pages as served', () => {
  for (const { path, title, h1, texts } of routes) {
    test(`${path} has its title, one h1 and its key texts`, async () => {
      const html = await servedHtml(path)
      expect(textOf(element(html, /<title\b/))).toBe(title)
      const headings = elements(html, /<h1\b/)
      expect(headings).toHaveLength(1)
      expect(textOf(headings[0]!)).toBe(h1)
      const words = textOf(element(html, /<main\b/))
      for (const expected of texts) expect(words).toContain(expected)
    })
  }
})

test.describe('/solutions', () => {
  test('lists exactly 15 scenario cards, each with a badge, key features and a link naming its service page', async () => {
    const cards = elements(await servedHtml('/solutions'), /<article\b[^>]*data-testid="scenario-card"/)
    expect(cards).toHaveLength(15)
    cards.forEach((card, index) => {
      const scenario = solutionsPage.scenarios[index]!
      expect(textOf(element(card, /<h3\b/))).toBe(scenario.title)
      expect(textOf(card)).toContain(scenario.audience)
      expect(elements(card, /<li\b/)).toHaveLength(3)
      const links = elements(card, /<a\b/)
      expect(links).toHaveLength(1)
      expect(textOf(links[0]!)).toBe(`Explore ${scenario.service?.label}`)
      expect(attribute(links[0]!, 'href')).toBe(scenario.service?.path)
    })
  })
})

test.describe('/solutions/security-insights', () => {
  test('has the five sections in order and the five-item checklist', async () => {
    const html = await servedHtml('/solutions/security-insights')
    const h2s = elements(element(html, /<main\b/), /<h2\b/).map(textOf)
    const order = [/24\/7 HD CCTV/, /Night Vision/, /Smart Motion Detection/, /Remote Access/, /Deterrence and Property Value/, /Checklist/]
    const positions = order.map((pattern) => h2s.findIndex((heading) => pattern.test(heading)))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)

    const checklistHeadingId = elements(html, /<h2\b/).find((heading) => textOf(heading) === article.checklist.heading)
    const checklist = element(html, new RegExp(`<section\\b[^>]*aria-labelledby="${attribute(checklistHeadingId ?? '', 'id')}"`))
    const itemTexts = elements(checklist, /<li\b/).map(textOf)
    const expected = [/resolution/i, /night vision/i, /motion detection/i, /storage: cloud vs\. local/i, /mobile app/i]
    expect(itemTexts).toHaveLength(expected.length)
    expected.forEach((pattern, index) => expect(itemTexts[index]).toMatch(pattern))
  })

  test('shows three Coming soon teasers that are not links', async () => {
    const html = await servedHtml('/solutions/security-insights')
    const cards = elements(html, /<[a-z]+\b[^>]*data-testid="coming-soon-card"/)
    expect(cards).toHaveLength(3)
    for (const [index, pattern] of [/smart lighting/i, /video doorbell/i, /access control/i].entries()) {
      expect(textOf(cards[index]!)).toContain('Coming soon')
      expect(textOf(cards[index]!)).toMatch(pattern)
      expect(cards[index]).not.toMatch(/<(a|button)\b/)
    }
    // Nor inside one.
    expect(elements(html, /<a\b/).filter((link) => link.includes('coming-soon-card'))).toEqual([])
  })

  // One load on a phone serves the rest, in order: the dialogs, the live head, then the links
  // followed (the article to /solutions, and its teaser back). Each test answers for the console
  // errors seen while it ran.
  let phone: OpenedPage
  test.beforeAll(async ({ browser }) => {
    phone = await openPage(browser, '/solutions/security-insights', { viewport: 'phone' })
  })
  test.afterAll(async () => {
    await phone?.close()
  })

  test('opens the quote dialog from the contact and consultation buttons, and offers a call link', async () => {
    const { page, problems } = phone
    await expectQuoteDialogFrom(page, article.contact.buttonText)
    await expectQuoteDialogFrom(page, article.closing.quoteButton)
    await expect(main(page).getByRole('link', { name: callCompany.text })).toHaveAttribute('href', company.phoneHref)
    expect(problems).toEqual([])
  })

  // The prerendered block is read in discoverability.test.ts; the hydrated app must not add a second.
  test('keeps one Article block in the live document', async () => {
    const { page, problems } = phone
    const headlines = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as { '@type': string; headline?: string })
        .filter((block) => block['@type'] === 'Article')
        .map((block) => block.headline)
    await expect.poll(headlines).toEqual([article.headline])
    expect(problems).toEqual([])
  })

  test('goes back to /solutions from the Back to Solutions link, whose insights teaser leads to the article again', async () => {
    const { page, problems } = phone
    await page.getByRole('link', { name: 'Back to Solutions' }).click()
    await expect(page).toHaveURL(siteUrl('/solutions'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solutionsPage.hero.heading)
    await main(page).getByRole('link', { name: solutionsPage.insightsTeaser.linkText }).click()
    await expect(page).toHaveURL(siteUrl('/solutions/security-insights'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.hero.heading)
    expect(problems).toEqual([])
  })
})

test.describe('/about and /locations', () => {
  test('introduces every team member with initials, name and role', async () => {
    const words = textOf(element(await servedHtml('/about'), /<main\b/))
    for (const member of aboutPage.team.members) {
      expect(words).toContain(member.initials)
      expect(words).toContain(member.name)
      expect(words).toContain(member.role)
    }
    for (const stat of aboutPage.stats) expect(words).toContain(stat.value)
  })

  test('opens a state’s city list from the service regions finder', async ({ open }) => {
    const { page, problems } = await open('/locations', { viewport: 'phone' })
    await main(page)
      .getByRole('button', { name: /South Carolina/ })
      .click()
    const dialog = page.getByRole('dialog', { name: /South Carolina/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: /Columbia/ })).not.toHaveCount(0)
    expect(problems).toEqual([])
  })
})

test.describe('legal pages', () => {
  test('names the theme storage key and the five quote form fields in the privacy policy, dated in a time element', async () => {
    const words = element(await servedHtml('/privacy-policy'), /<main\b/)
    expect(textOf(words)).toContain('under the key "theme"')
    const items = elements(words, /<li\b/).map(textOf)
    for (const label of quoteFormFieldLabels) expect(items.filter((item) => item === label)).toHaveLength(1)
    const times = elements(words, new RegExp(`<time\\b[^>]*datetime="${privacyPolicy.lastUpdated}"`, 'i'))
    expect(times).toHaveLength(1)
    expect(textOf(times[0]!)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  })

  for (const [legal, viewport] of [
    [privacyPolicy, 'desktop'],
    [termsOfService, 'phone'],
  ] as const) {
    test(`${legal.title}: every contents link jumps to its section below the header`, async ({ open }) => {
      const { page, problems } = await open(`/${legal.slug}`, { viewport })
      const links = page.getByRole('navigation', { name: 'Contents' }).getByRole('link')
      await expect(links).toHaveCount(legal.sections.length)
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom)
      for (const [index, section] of legal.sections.entries()) {
        const link = links.nth(index)
        await expect(link).toHaveAttribute('href', /^#[a-z0-9-]+$/)
        const href = (await link.getAttribute('href')) ?? ''
        await link.click()
        await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(href)
        const heading = page.locator(href)
        await expect(heading).toContainText(section.heading)
        // Read once where the jump left it: a check that retried could pass on a heading on its way elsewhere.
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
        const viewportHeight = await page.evaluate(() => window.innerHeight)
        // The last sections may not scroll all the way up, but each lands in view below the header.
        expect(top).toBeGreaterThanOrEqual(Math.floor(headerBottom) - 1)
        expect(top).toBeLessThan(viewportHeight)
      }
      expect(problems).toEqual([])
    })
  }
})
