import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, launchBrowser, newPage, siteUrl } from './support/browser'
import { auditedLooks, axePaths, browserPaths, cityPath, sitePaths as paths } from './support/page-audits'

// What this file covers, and why two looks suffice, is said once in support/page-audits.ts. Each
// page is loaded once per look: the theme is chosen as the page loads, and layout does not depend
// on the theme, so the two loads see each page at both sizes and in both themes.
const passes = auditedLooks

describe('every route of the site', { timeout: 600_000 }, () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('lists the spec routes, the eleven case studies and every region city with each service', () => {
    expect(paths).toContain('/')
    expect(paths.filter((path) => path.startsWith('/case-studies/'))).toHaveLength(11)
    expect(paths.filter((path) => path.startsWith('/services/'))).toHaveLength(6)
    expect(paths.filter((path) => cityPath.test(path)).length).toBeGreaterThanOrEqual(44 * 6)
  })

  it('serves every page as prerendered HTML with its own title, description, canonical URL and one h1', async () => {
    const failures: string[] = []
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? ''
    for (const path of paths) {
      const response = await fetch(siteUrl(path))
      const html = await response.text()
      if (response.status !== 200) failures.push(`${path}: HTTP ${response.status}`)
      const title = attribute(html, /<title>([^<]*)<\/title>/)
      const description = attribute(html, /<meta name="description" content="([^"]*)"/)
      const canonical = attribute(html, /<link rel="canonical" href="([^"]*)"/)
      const h1s = html.match(/<h1[\s>]/g)?.length ?? 0
      if (!title || title === 'Page Not Found') failures.push(`${path}: title "${title}"`)
      if (description.length < 50) failures.push(`${path}: description "${description}"`)
      if (new URL(canonical || 'x:/').pathname !== path) failures.push(`${path}: canonical "${canonical}"`)
      if (h1s !== 1) failures.push(`${path}: ${h1s} h1 elements in the HTML`)
      if (titles.has(title)) failures.push(`${path}: same title as ${titles.get(title)}`)
      if (descriptions.has(description)) failures.push(`${path}: same description as ${descriptions.get(description)}`)
      titles.set(title, path)
      descriptions.set(description, path)
    }
    expect(failures).toEqual([])
  })

  // One visit per page serves both checks: a page axe audits is checked like the others too.
  for (const { viewport, colorScheme } of passes) {
    const visited = [...new Set([...browserPaths, ...axePaths])]
    it(`opens with a title, one h1, the prerendered words, no console error, no sideways scroll, and no axe violations in ${colorScheme} at ${viewport} size`, async () => {
      const { page, close, problems } = await newPage(browser, { viewport, colorScheme })
      const failures: string[] = []
      for (const path of visited) {
        const at = `${path} (${colorScheme} ${viewport})`
        const response = await page.goto(siteUrl(path), { waitUntil: 'load' })
        if (response?.status() !== 200) failures.push(`${at}: HTTP ${response?.status()}`)
        const prerenderedH1 = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '')
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        if (browserPaths.includes(path)) {
          const title = await page.title()
          const h1s = await page.locator('h1').count()
          if (!title || title === 'Page Not Found') failures.push(`${at}: title "${title}"`)
          if (h1s !== 1) failures.push(`${at}: ${h1s} h1 elements`)
          if (!prerenderedH1) failures.push(`${at}: no h1 in the prerendered HTML`)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          if (overflow > 0) failures.push(`${at}: scrolls sideways by ${overflow}px`)
        }
        if (axePaths.includes(path)) {
          const violations = await axeViolations(page)
          if (violations.length) failures.push(`${at}: ${violations.join('; ')}`)
        }
        if (problems.length) failures.push(`${at}: ${problems.splice(0).join(' | ')}`)
      }
      await close()
      expect(failures).toEqual([])
    })
  }
})
