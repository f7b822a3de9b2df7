import type { Page } from '@playwright/test'
import type { CaseStudySlug } from '../../src/content/case-studies'
import { axeViolations, servedPage, viewports, visit, wordsOf } from './support/browser'
import { expect, test } from './support/fixtures'
import { openAndEscapeQuoteDialog } from './support/quote-form'
import { site } from './support/site-modules'

const {
  publicOrigin,
  absoluteUrl,
  caseStudyDetailCopy,
  caseStudyDocumentTitle,
  caseStudyIndex,
  financingBannerHeading,
  company,
  quoteDialogCopy,
  specCaseStudyFigures,
  specCaseStudySlugs,
} = site

const caseStudies = await site.loadCaseStudies()

/** The listing order: the eleventh study first, then the first to the tenth. */
const listingOrder: readonly CaseStudySlug[] = specCaseStudySlugs

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('the case studies index', () => {
  test('lists eleven cards in the spec order with clamped text, 800 by 350 images and Article data', async ({ open }) => {
    const { page, problems } = await open('/case-studies')
    await expect(page).toHaveTitle(caseStudyIndex.title)
    await expect(h1(page)).toHaveText('Real-World Security Success Stories')
    await expect(page.getByRole('button', { name: 'Get a Free Security Consultation' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Ready to Create Your Own Success Story?' })).toBeVisible()

    const cards = page.locator('main article')
    await expect(cards).toHaveCount(11)
    const titles = listingOrder.map((slug) => caseStudies.find((study) => study.slug === slug)?.title ?? slug)
    await expect(cards.locator('h2')).toHaveText(titles)
    const readMore = cards.getByRole('link', { name: /^Read More/ })
    await expect
      .poll(() => readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(listingOrder.map((slug) => `/case-studies/${slug}`))
    for (const title of titles) {
      await expect(page.getByRole('link', { name: `Read More: ${title}`, exact: true })).toHaveCount(1)
    }

    const clamps = () =>
      cards.locator('p.line-clamp-3').evaluateAll((els) =>
        els.map((el) => {
          const style = getComputedStyle(el)
          return {
            clamp: style.getPropertyValue('-webkit-line-clamp'),
            overflow: style.overflow,
            lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)),
          }
        }),
      )
    await expect.poll(clamps).toEqual(Array.from({ length: 11 }, () => ({ clamp: '3', overflow: 'hidden', lines: 3 })))

    const images = cards.locator('img')
    await expect
      .poll(async () => {
        const box = await images.first().boundingBox()
        return [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]
      })
      .toEqual([800, 350])
    await expect(images.first()).toHaveCSS('object-fit', 'cover')
    await expect
      .poll(() => images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading'))))
      .toEqual(['eager', ...Array<string>(10).fill('lazy')])

    const scripts = cards.locator('script[type="application/ld+json"]')
    await expect(scripts).toHaveCount(11)
    const blocks = await scripts.allTextContents()
    blocks.forEach((block, index) => {
      const study = caseStudies.find((entry) => entry.slug === listingOrder[index])
      const data = JSON.parse(block) as Record<string, unknown>
      expect(data['@context']).toBe('https://schema.org')
      expect(data['@type']).toBe('Article')
      expect(data.headline).toBe(study?.title)
      expect(data.description).toBe(study?.description)
      expect(data.image).toBe(`${publicOrigin}/images/case-studies/${study?.slug}.svg`)
      expect(data.url).toBe(`${publicOrigin}/case-studies/${study?.slug}`)
      expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': data.url })
    })

    expect(problems).toEqual([])
  })
})

test.describe('the case study pages', () => {
  const copy = caseStudyDetailCopy

  // Words and structure only: the served HTML of each page, no browser (docs/decisions/0049).
  test('shows every section, four stat tiles, six applications, six technology bullets and the spec figures on all eleven pages', async () => {
    for (const study of caseStudies) {
      const path = `/case-studies/${study.slug}`
      const { status, document } = await servedPage(path)
      expect(status, path).toBe(200)
      const all = (selector: string, within: ParentNode = document) => [...within.querySelectorAll(selector)]
      const texts = (selector: string, within: ParentNode = document) => all(selector, within).map(wordsOf)
      expect(document.title).toBe(caseStudyDocumentTitle(study))
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(study.metaDescription)
      expect(texts('h1')).toEqual([study.title])
      const main = document.querySelector('main')
      expect(texts('*', main ?? document), `${study.slug}: subtitle`).toContain(study.subtitle)

      const h2s = texts('main h2')
      for (const heading of [
        'The Challenge',
        'The Solution',
        'Implementation Details',
        'Measurable Results',
        copy.applicationsHeading,
        'Technology Considerations',
      ]) {
        expect(h2s, `${study.slug}: ${heading}`).toContain(heading)
      }
      const h3s = texts('main h3')
      expect(h3s).toContain(copy.additionalResultsHeading)
      expect(h3s.includes('12-Month Follow-Up')).toBe(Boolean(study.results.followUp))

      const tiles = document.querySelector('[data-testid="stat-tiles"]')
      expect(all(':scope > li', tiles ?? document)).toHaveLength(4)
      const tileTexts = texts('*', tiles ?? document)
      for (const stat of study.results.stats) expect(tileTexts, `${study.slug}: ${stat.label}`).toContain(stat.label)
      // The facts beside the story name the client's kind and leave the figures to the tiles.
      const glance = document.querySelector(`aside[aria-label="${copy.glance.label}"]`)
      expect(texts('*', glance ?? document), study.slug).toContain(study.client)
      for (const stat of study.results.stats) expect(wordsOf(glance), `${study.slug}: ${stat.label}`).not.toContain(stat.label)
      expect(all('[data-testid="applications"] li')).toHaveLength(6)
      expect(all('section[aria-labelledby="technology"] li')).toHaveLength(6)
      expect(all('section[aria-labelledby="solution"] li')).toHaveLength(study.solution.bullets.length)
      expect(all('section[aria-labelledby="implementation"] li')).toHaveLength(study.implementation.length)

      // As Playwright's getByText reads: any case, whitespace collapsed, outside a closed answer.
      const mainWords = wordsOf(main).toLowerCase()
      for (const figure of specCaseStudyFigures[study.slug as keyof typeof specCaseStudyFigures]) {
        expect(mainWords, `${study.slug}: ${figure}`).toContain(figure.replace(/\s+/g, ' ').toLowerCase())
      }
      expect(all('main details').length, `${study.slug}: figures could hide in a closed answer`).toBe(0)

      const linkTargets = (name: string) =>
        all('a')
          .filter((a) => wordsOf(a) === name)
          .map((a) => a.getAttribute('href'))
      expect(linkTargets('Back to Case Studies')).toEqual(['/case-studies'])
      expect(linkTargets('View More Case Studies')).toEqual(['/case-studies'])
      expect(texts('main button')).toContain('Get a Free Consultation')

      const headBlocks = texts('head > script[type="application/ld+json"]').map((text) => JSON.parse(text) as Record<string, unknown>)
      const article = headBlocks.find((block) => block['@type'] === 'Article')
      expect(all('main script[type="application/ld+json"]')).toHaveLength(0)
      expect(article).toMatchObject({
        '@type': 'Article',
        headline: study.title,
        url: absoluteUrl(`/case-studies/${study.slug}`),
        image: absoluteUrl(study.image.src),
      })
    }
  })

  test('opens the quote dialog from Get a Free Consultation, and both links lead back to the index', async ({ open }) => {
    const { page, problems } = await open('/case-studies/k12-school-safety')
    await openAndEscapeQuoteDialog(page, page.getByRole('button', { name: 'Get a Free Consultation' }))

    await page.getByRole('link', { name: 'View More Case Studies' }).click()
    await expect(page).toHaveURL(/\/case-studies$/)
    // The address changes as the navigation starts; the new page renders once its code is in.
    await expect(h1(page)).toHaveText('Real-World Security Success Stories')

    const schools = caseStudies.find((study) => study.slug === 'k12-school-safety')!
    await page.getByRole('link', { name: `Read More: ${schools.title}`, exact: true }).click()
    await expect(page).toHaveURL(/\/case-studies\/k12-school-safety$/)
    await expect(h1(page)).toHaveText(schools.title)
    await page.getByRole('link', { name: 'Back to Case Studies' }).click()
    await expect(page).toHaveURL(/\/case-studies$/)
    await expect(h1(page)).toHaveText('Real-World Security Success Stories')
    expect(problems).toEqual([])
  })

  test('pads the page top by 24 units and sizes the hero 384 px on a phone and 500 px on a desktop', async ({ open }) => {
    // Sizes are read, not behaviour: the page opens on a phone and is then widened to a desktop.
    const { page } = await open('/case-studies/casino-surveillance', { viewport: 'phone' })
    const hero = page.locator('section', { has: h1(page) })
    for (const [viewport, height] of [
      ['phone', 384],
      ['desktop', 500],
    ] as const) {
      await page.setViewportSize(viewports[viewport])
      await expect(page.locator('main > div').first()).toHaveCSS('padding-top', '96px')
      await expect.poll(async () => Math.round((await hero.boundingBox())?.height ?? 0), viewport).toBe(height)
      // Laid out at this size now: the boxes are read once.
      const heroBox = await hero.boundingBox()
      const h1Box = await h1(page).boundingBox()
      expect((h1Box?.y ?? 0) + (h1Box?.height ?? 0)).toBeLessThanOrEqual((heroBox?.y ?? 0) + (heroBox?.height ?? 0))
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport === 'phone' ? 390 : 1280)
    }
  })
})

test.describe('the city landing pages', () => {
  const financingHeading = { level: 2, name: financingBannerHeading } as const

  test('titles a Charlotte page exactly and shows the quote button, call link, financing banner and links', async ({ open }) => {
    const { page, problems } = await open('/nc/charlotte/security-camera-installation')
    await expect(page).toHaveTitle(`Security Camera Installation in Charlotte, NC | ${company.name}`)
    await expect(h1(page)).toHaveText('Security Camera Installation in Charlotte, NC')
    await expect(page.getByRole('heading', financingHeading)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /^Why Charlotte Chooses/ })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicOrigin}/nc/charlotte/security-camera-installation`)
    await expect(page.getByRole('link', { name: 'Learn More About Security Camera Installation' })).toHaveAttribute(
      'href',
      '/services/security-camera-installation',
    )
    await expect(page.getByRole('link', { name: 'View All Service Areas' })).toHaveAttribute('href', '/locations')
    await expect(page.getByRole('link', { name: `Call ${company.phone}` }).first()).toHaveAttribute('href', company.phoneHref)
    await page.getByRole('button', { name: 'Get a Free Quote', exact: true }).first().click()
    await expect(page.getByRole('dialog', { name: quoteDialogCopy.title })).toBeVisible()
    expect(problems).toEqual([])
  })

  /** A city page's served HTML: its title, its h1, its h2s and the words of its main. */
  async function servedCityPage(path: string) {
    const { status, document } = await servedPage(path)
    expect(status, path).toBe(200)
    const main = document.querySelector('main')
    return {
      title: document.title,
      h1s: [...document.querySelectorAll('h1')].map(wordsOf),
      h2s: [...document.querySelectorAll('h2')].map(wordsOf),
      words: wordsOf(main),
    }
  }

  test('shows financing on a Columbia access control page and the area form for a Charlotte neighborhood', async () => {
    const columbia = await servedCityPage('/sc/columbia/access-control')
    expect(columbia.title).toBe(`Access Control in Columbia, SC | ${company.name}`)
    expect(columbia.h1s).toEqual(['Access Control in Columbia, SC'])
    expect(columbia.h2s).toContain(financingBannerHeading)

    const uptown = await servedCityPage('/nc/uptown-charlotte/security-camera-installation')
    expect(uptown.title).toBe(`Security Camera Installation in Uptown Charlotte, NC | ${company.name}`)
    expect(uptown.h1s).toEqual(['Security Camera Installation in Uptown Charlotte, NC'])
    expect(uptown.words).toContain('Uptown, Charlotte')
    expect(uptown.h2s).toContain(financingBannerHeading)
  })

  // Reason cards about 500 px tall each made a phone scroll through stacks before it reached
  // anything local.
  test('keeps a phone screen short: every icon card of a city and a service page at most 200 px tall', async ({ open }) => {
    const { page } = await open(undefined, { viewport: 'phone' })
    for (const path of ['/nc/charlotte/security-camera-installation', '/services/security-camera-installation']) {
      await visit(page, path)
      // Read once, on the hydrated page: polled, the bound would pass at any moment it happened to hold.
      const cardHeights = await page
        .locator('main li:has(> span > svg):has(h3)')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)))
      expect(cardHeights.length, `${path} reason cards`).toBeGreaterThan(0)
      expect(Math.max(...cardHeights), `${path} reason cards: ${cardHeights.join(', ')}`).toBeLessThanOrEqual(200)
    }
  })

  // Pages outside the three states are not prerendered: the app draws them, so this needs a browser.
  test('offers partner providers instead of financing outside NC, SC and GA', async ({ open }) => {
    const { page, problems } = await open('/tx/austin/video-doorbells')
    await expect(page).toHaveTitle(`Video Doorbells in Austin, TX | ${company.name}`)
    await expect(h1(page)).toHaveText('Video Doorbells in Austin, TX')
    await expect(page.getByRole('heading', financingHeading)).toHaveCount(0)
    await expect(page.locator('main').getByText(/financing/i)).toHaveCount(0)
    await expect(page.getByText(/partner providers nationwide/i).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Get a Free Quote', exact: true }).first()).toBeVisible()
    // all-routes.test.ts opens only prerendered pages: this one is audited here, once, at rest.
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  // all-routes.test.ts audits a sample of the city pages with no neighborhood among them; a
  // neighborhood page adds the area form, so it is audited here, in one look.
  test('has no accessibility violations on a neighborhood page', async ({ open }) => {
    const { page, problems } = await open('/nc/uptown-charlotte/security-camera-installation')
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  // The server answers these with its not-found file; the app, once hydrated, must agree.
  test('shows the not-found page for an unknown case study, state, service or service page', async ({ open }) => {
    const { page, problems } = await open()
    for (const path of [
      '/case-studies/not-a-case-study',
      '/zz/x/security-camera-installation',
      '/nc/charlotte/not-a-service',
      '/services/not-a-service',
    ]) {
      await visit(page, path)
      await expect(h1(page), path).toHaveText('Page Not Found')
      await expect(page, path).toHaveTitle('Page Not Found')
    }
    expect(problems).toEqual([])
  })
})
