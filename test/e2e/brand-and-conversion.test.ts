import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseStudies } from '../../src/content/case-studies'
import { launchBrowser, newPage, visit } from './support/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const darkHeroPages = ['/', '/services/security-camera-installation', `/case-studies/${caseStudies[0]?.slug ?? ''}`, '/nc/charlotte/access-control']

describe('the header over a dark hero', () => {
  it.each(darkHeroPages)('has a contrast axe can measure, and that passes, at the top of %s in both themes', async (path) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await newPage(browser, { viewport: 'desktop', colorScheme })
      await visit(page, path)
      const result = await new AxeBuilder({ page }).include('header').withRules(['color-contrast']).analyze()
      const nodes = (list: typeof result.violations) => list.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')))
      expect({ colorScheme, violations: nodes(result.violations), undetermined: nodes(result.incomplete) }).toEqual({
        colorScheme,
        violations: [],
        undetermined: [],
      })
      await context.close()
    }
  })
})

describe('the brand typeface', () => {
  it('is preloaded from this site and sets the headings and the text', async () => {
    const { page, context } = await newPage(browser, { viewport: 'phone' })
    const fontRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url())
    })
    await visit(page, '/')
    await page.evaluate(() => document.fonts.ready)
    const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href')
    expect(preload).toMatch(/^\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/)
    expect(fontRequests.length).toBeGreaterThan(0)
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
    const families = await page.evaluate(() => [getComputedStyle(document.body).fontFamily, getComputedStyle(document.querySelector('h1')!).fontFamily])
    for (const family of families) expect(family).toMatch(/^"Plus Jakarta Sans Variable"/)
    expect(await page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans Variable"'))).toBe(true)
    await context.close()
  })
})
