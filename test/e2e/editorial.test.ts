import { siteUrl as publicOrigin } from '../../src/config/site-url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aboutPage } from '../../src/content/about'
import { company } from '../../src/content/company'
import { callCompany } from '../../src/content/cta-banner'
import { privacyPolicy, quoteFormFieldLabels, termsOfService, type LegalDocument } from '../../src/content/legal'
import { locationsHero, locationsMeta } from '../../src/content/locations'
import { securityInsightsArticle as article } from '../../src/content/security-insights'
import { solutionsPage } from '../../src/content/solutions'
import { axeViolations, everyLook, launchBrowser, newPage, siteUrl, visit, type OpenedPage, type PageOptions } from './support/browser'
import { auditedInAllRoutes } from './support/page-audits'

const quoteDialogTitle = 'Request a Free Quote'

interface EditorialRoute {
  readonly path: string
  readonly title: string
  readonly h1: string
  /** Spec and content texts that must appear word for word. */
  readonly texts: readonly string[]
  readonly combos: readonly PageOptions[]
}

/**
 * The looks all-routes.test.ts does not audit: axe measures colour, so these pages get it in all
 * four looks between the two files. What else a look's visit checks (the title, the h1, the
 * words, no sideways scroll, no console error) all-routes checks in its two looks too, and the
 * words are the same in every look, so a page is opened here only where axe still has work.
 */
const lookLeftToAudit = (path: string): readonly PageOptions[] => everyLook.filter((look) => !auditedInAllRoutes(path, look))

const routes: readonly EditorialRoute[] = [
  {
    path: '/solutions',
    title: solutionsPage.title,
    h1: solutionsPage.hero.heading,
    texts: ['Get a Free Quote', solutionsPage.scenariosHeading, solutionsPage.insightsTeaser.heading, solutionsPage.cta.heading],
    combos: lookLeftToAudit('/solutions'),
  },
  {
    path: '/solutions/security-insights',
    title: article.title,
    h1: article.hero.heading,
    texts: ['Back to Solutions', 'Coming soon', article.checklist.heading, article.contact.buttonText, article.closing.quoteButton],
    combos: lookLeftToAudit('/solutions/security-insights'),
  },
  {
    path: '/about',
    title: aboutPage.title,
    h1: aboutPage.hero.heading,
    texts: [aboutPage.story.heading, aboutPage.team.heading, aboutPage.values.heading, 'over 50 years of combined experience'],
    combos: [{ viewport: 'phone', colorScheme: 'light' }],
  },
  {
    path: '/locations',
    title: locationsMeta.title,
    h1: locationsHero.heading,
    texts: ['North Carolina', 'South Carolina', 'North Georgia', 'partner providers nationwide', 'Special Financing Available'],
    combos: [{ viewport: 'desktop', colorScheme: 'dark' }],
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy | ${company.name}`,
    h1: 'Privacy Policy',
    texts: ['Last updated', ...quoteFormFieldLabels],
    // all-routes.test.ts audits it in both of its looks; the words are checked with the contents below.
    combos: [],
  },
  {
    path: '/terms-of-service',
    title: `Terms of Service | ${company.name}`,
    h1: 'Terms of Service',
    texts: ['Last updated', 'Governing law'],
    combos: [],
  },
]

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Runs a check on a freshly opened page and fails on any console error seen meanwhile. */
async function onPage(path: string, options: PageOptions, check: (page: Page) => Promise<void>): Promise<void> {
  const { page, close, problems } = await newPage(browser, options)
  try {
    await visit(page, path)
    await check(page)
    expect(problems).toEqual([])
  } finally {
    await close()
  }
}

const main = (page: Page) => page.getByRole('main')

async function expectQuoteDialogFrom(page: Page, buttonName: string): Promise<void> {
  const buttons = main(page).getByRole('button', { name: buttonName, exact: true })
  const count = await buttons.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index++) {
    await buttons.nth(index).click()
    const dialog = page.getByRole('dialog', { name: quoteDialogTitle })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
  }
}

/** The title, one h1, the key texts and no sideways scroll: what every editorial page shows in any look. */
async function expectTitleHeadingAndTexts(page: Page, path: string): Promise<void> {
  const route = routes.find((entry) => entry.path === path)
  if (!route) throw new Error(`${path} is not an editorial route`)
  expect(await page.title()).toBe(route.title)
  const h1 = page.getByRole('heading', { level: 1 })
  expect(await h1.count()).toBe(1)
  expect((await h1.textContent())?.trim()).toBe(route.h1)
  const text = await main(page).innerText()
  for (const expected of route.texts) expect(text).toContain(expected)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth))
}

/**
 * One load of `path` for the tests of this group, which run in order: each reads the page, and
 * only the last may change it. Each test answers for the console errors seen while it ran.
 */
function loadedOnce(path: string, options: PageOptions): () => OpenedPage {
  let opened: OpenedPage | undefined
  beforeAll(async () => {
    opened = await newPage(browser, options)
    await visit(opened.page, path)
  })
  afterAll(async () => {
    await opened?.close()
  })
  return () => {
    if (!opened) throw new Error(`${path} did not open`)
    return opened
  }
}

describe('editorial pages', () => {
  for (const route of routes) {
    for (const combo of route.combos) {
      it(`${route.path} (${combo.colorScheme}, ${combo.viewport}) has its title, one h1, its key texts, no console errors and no axe violations`, async () => {
        await onPage(route.path, combo, async (page) => {
          await expectTitleHeadingAndTexts(page, route.path)
          if (!auditedInAllRoutes(route.path, combo)) expect(await axeViolations(page)).toEqual([])
        })
      })
    }
  }
})

describe('/solutions', () => {
  const desktop = loadedOnce('/solutions', {})

  it('lists exactly 15 scenario cards, each with a badge, key features and a link naming its service page', async () => {
    const { page, problems } = desktop()
    const cards = page.getByTestId('scenario-card')
    expect(await cards.count()).toBe(15)
    for (let index = 0; index < 15; index++) {
      const card = cards.nth(index)
      const scenario = solutionsPage.scenarios[index]!
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(scenario.title)
      expect(await card.innerText()).toContain(scenario.audience)
      expect(await card.getByRole('listitem').count()).toBe(3)
      const link = card.getByRole('link')
      expect(await link.count()).toBe(1)
      expect((await link.textContent())?.trim()).toBe(`Explore ${scenario.service?.label}`)
      expect(await link.getAttribute('href')).toBe(scenario.service?.path)
    }
    expect(problems).toEqual([])
  })

  it('links its insights teaser to the security insights article', async () => {
    await onPage('/solutions', { viewport: 'phone' }, async (page) => {
      await main(page).getByRole('link', { name: solutionsPage.insightsTeaser.linkText }).click()
      await page.waitForURL(siteUrl('/solutions/security-insights'))
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(article.hero.heading)
    })
  })
})

describe('/solutions/security-insights', () => {
  // Each look's page loads once; the tests that change it (a link followed, dialogs opened) come last.
  const desktop = loadedOnce('/solutions/security-insights', {})
  const phone = loadedOnce('/solutions/security-insights', { viewport: 'phone' })

  it('has the five sections in order and the five-item checklist', async () => {
    const { page, problems } = phone()
    const h2s = await main(page).getByRole('heading', { level: 2 }).allTextContents()
    const order = [/24\/7 HD CCTV/, /Night Vision/, /Smart Motion Detection/, /Remote Access/, /Deterrence and Property Value/, /Checklist/]
    const positions = order.map((pattern) => h2s.findIndex((heading) => pattern.test(heading)))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)

    const checklist = page.getByRole('region', { name: article.checklist.heading })
    const items = checklist.getByRole('listitem')
    expect(await items.count()).toBe(5)
    const itemTexts = await items.allInnerTexts()
    const expected = [/resolution/i, /night vision/i, /motion detection/i, /storage: cloud vs\. local/i, /mobile app/i]
    expected.forEach((pattern, index) => expect(itemTexts[index]).toMatch(pattern))
    expect(problems).toEqual([])
  })

  it('opens the quote dialog from the contact and consultation buttons, and offers a call link', async () => {
    const { page, problems } = phone()
    await expectQuoteDialogFrom(page, article.contact.buttonText)
    await expectQuoteDialogFrom(page, article.closing.quoteButton)
    const call = main(page).getByRole('link', { name: callCompany.text })
    expect(await call.getAttribute('href')).toBe(company.phoneHref)
    expect(problems).toEqual([])
  })

  it('shows three Coming soon teasers that are not links', async () => {
    const { page, problems } = desktop()
    const cards = page.getByTestId('coming-soon-card')
    expect(await cards.count()).toBe(3)
    const texts = await cards.allInnerTexts()
    for (const [index, pattern] of [/smart lighting/i, /video doorbell/i, /access control/i].entries()) {
      expect(texts[index]).toContain('Coming soon')
      expect(texts[index]).toMatch(pattern)
    }
    expect(await cards.locator('a, button').count()).toBe(0)
    expect(await page.getByTestId('coming-soon-card').evaluateAll((els) => els.map((el) => el.closest('a')))).toEqual([null, null, null])
    expect(problems).toEqual([])
  })

  it('carries Article structured data in the prerendered markup', async () => {
    const html = await (await fetch(siteUrl('/solutions/security-insights'))).text()
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
    expect(match).not.toBeNull()
    const data = JSON.parse(match![1]!) as Record<string, unknown>
    expect(data['@type']).toBe('Article')
    expect(data.headline).toBe(article.headline)
    expect(data.description).toBe(article.metaDescription)
    expect(data.url).toBe(new URL('/solutions/security-insights', publicOrigin).href)
    expect((data.image as { url: string }).url).toBe(new URL(article.image.src, publicOrigin).href)
    expect((data.publisher as { name: string }).name).toBe(company.name)

    const { page, problems } = desktop()
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; headline?: string },
    )
    const articles = blocks.filter((block) => block['@type'] === 'Article')
    expect(articles.map((block) => block.headline)).toEqual([article.headline])
    expect(problems).toEqual([])
  })

  it('goes back to /solutions from the Back to Solutions link', async () => {
    const { page, problems } = desktop()
    await page.getByRole('link', { name: 'Back to Solutions' }).click()
    await page.waitForURL(siteUrl('/solutions'))
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(solutionsPage.hero.heading)
    expect(problems).toEqual([])
  })
})

describe('/about and /locations', () => {
  it('introduces every team member with initials, name and role', async () => {
    await onPage('/about', {}, async (page) => {
      const text = await main(page).innerText()
      for (const member of aboutPage.team.members) {
        expect(text).toContain(member.initials)
        expect(text).toContain(member.name)
        expect(text).toContain(member.role)
      }
      for (const stat of aboutPage.stats) expect(text).toContain(stat.value)
    })
  })

  it('opens a state’s city list from the service regions finder', async () => {
    await onPage('/locations', { viewport: 'phone' }, async (page) => {
      await main(page)
        .getByRole('button', { name: /South Carolina/ })
        .click()
      const dialog = page.getByRole('dialog', { name: /South Carolina/ })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await dialog.getByRole('link', { name: /Columbia/ }).count()).toBeGreaterThan(0)
    })
  })
})

describe('legal pages', () => {
  async function expectWorkingContents(page: Page, document: LegalDocument): Promise<void> {
    const contents = page.getByRole('navigation', { name: 'Contents' })
    const links = contents.getByRole('link')
    expect(await links.count()).toBe(document.sections.length)
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom)
    for (let index = 0; index < document.sections.length; index++) {
      const link = links.nth(index)
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(/^#[a-z0-9-]+$/)
      await link.click()
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(href)
      const heading = page.locator(href)
      expect(await heading.textContent()).toContain(document.sections[index]!.heading)
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
      const viewportHeight = await page.evaluate(() => window.innerHeight)
      // The last sections may not scroll all the way up, but each lands in view below the header.
      expect(top).toBeGreaterThanOrEqual(Math.floor(headerBottom) - 1)
      expect(top).toBeLessThan(viewportHeight)
    }
  }

  describe('the privacy policy', () => {
    const desktop = loadedOnce('/privacy-policy', {})

    it('has its title, one h1 and its key texts, names the theme storage key and the five quote form fields, dated in a time element', async () => {
      const { page, problems } = desktop()
      await expectTitleHeadingAndTexts(page, '/privacy-policy')
      const text = await main(page).innerText()
      expect(text).toContain('under the key "theme"')
      for (const label of quoteFormFieldLabels) {
        expect(
          await main(page)
            .getByRole('listitem')
            .filter({ hasText: new RegExp(`^${label.replace('?', '\\?')}$`) })
            .count(),
        ).toBe(1)
      }
      const time = main(page).locator(`time[datetime="${privacyPolicy.lastUpdated}"]`)
      expect(await time.count()).toBe(1)
      expect(await time.textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
      expect(problems).toEqual([])
    })

    // After the test above: the links scroll the page they share.
    it(`${privacyPolicy.title}: every contents link jumps to its section below the header`, async () => {
      const { page, problems } = desktop()
      await expectWorkingContents(page, privacyPolicy)
      expect(problems).toEqual([])
    })
  })

  it(`${termsOfService.title}: has its title, one h1 and its key texts, and every contents link jumps to its section below the header`, async () => {
    await onPage(`/${termsOfService.slug}`, { viewport: 'phone' }, async (page) => {
      await expectTitleHeadingAndTexts(page, `/${termsOfService.slug}`)
      await expectWorkingContents(page, termsOfService)
    })
  })
})
