import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, sharedBrowser, newPage, siteUrl, viewports } from './support/browser'
import { auditedLooks, axePaths, browserPaths, cityPath, looksOf, sitePaths as paths, type Look } from './support/page-audits'

// What this file covers, and why one load and a switch in place suffice, is said once in
// support/page-audits.ts.
const describeLook = ({ colorScheme, viewport }: Look) => `${colorScheme} ${viewport}`

/** What differs between the looks besides the window: the `dark` class and the colour scheme, as a load in that look sets them. */
async function themeMismatch(page: Page, { colorScheme }: Look): Promise<string | undefined> {
  const shown = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }))
  const matches = shown.dark === (colorScheme === 'dark') && shown.scheme === colorScheme
  return matches ? undefined : `dark class ${shown.dark}, color-scheme ${shown.scheme}`
}

/**
 * Switches a loaded page to `look` as a visitor would: the system's colour scheme, the header's
 * theme toggle, the window size. The toggle is clicked by its event alone, so no pointer rests on
 * it and its tooltip stays shut: the page stays at rest. The toggle saves the choice; it is
 * forgotten again, so the next page loads in the theme its system colour scheme asks for.
 */
async function switchTo(page: Page, look: Look): Promise<void> {
  await page.emulateMedia({ colorScheme: look.colorScheme })
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Switch to (dark|light) mode$/ })
    .dispatchEvent('click')
  await page.evaluate(() => localStorage.removeItem('theme'))
  await page.setViewportSize(viewports[look.viewport])
}

/**
 * CSS animations that run longer than five seconds by themselves: WCAG 2.2.2 (Pause, Stop, Hide)
 * asks that anything moving or blinking that long can be paused. The headline's caret is not one:
 * it blinks only while a word types or deletes, a second or two, then goes.
 */
function longAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      const endTime = Number(animation.effect?.getComputedTiming().endTime ?? 0)
      if (endTime <= 5000 || target?.matches('[data-typing-caret]')) return []
      const name = animation instanceof CSSAnimation ? animation.animationName : 'animation'
      return [`${name} on <${target?.localName ?? '?'} class="${target?.className ?? ''}">`]
    }),
  )
}

describe('every route of the site', { timeout: 600_000 }, () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await sharedBrowser()
  })

  it('lists the spec routes, the eleven case studies and every region city with each service', () => {
    expect(paths).toContain('/')
    expect(paths.filter((path) => path.startsWith('/case-studies/'))).toHaveLength(11)
    expect(paths.filter((path) => path.startsWith('/services/'))).toHaveLength(6)
    expect(paths.filter((path) => cityPath.test(path)).length).toBeGreaterThanOrEqual(44 * 6)
  })

  it('audits only pages it opens, and loads each kind of page and the audited ones in both looks', () => {
    expect(axePaths.filter((path) => !browserPaths.includes(path))).toEqual([])
    expect(axePaths.filter((path) => cityPath.test(path)).length).toBeGreaterThanOrEqual(8)
    const kinds = { service: /^\/services\//, 'case study': /^\/case-studies\//, city: cityPath }
    for (const [kind, pattern] of Object.entries(kinds)) {
      for (const sample of [browserPaths, axePaths]) {
        const loadedIn = new Set(sample.filter((path) => pattern.test(path)).map((path) => describeLook(looksOf(path)[0])))
        expect([kind, [...loadedIn].sort()]).toEqual([kind, auditedLooks.map(describeLook).sort()])
      }
    }
  })

  // Every page here is audited twice in one document (support/browser.ts loads axe once a document).
  it('finds in a second audit of a page a fault that came after its first', async () => {
    const { page, close } = await newPage(browser, auditedLooks[0])
    await page.goto(siteUrl('/about'), { waitUntil: 'load' })
    expect(await axeViolations(page)).toEqual([])
    await page.addStyleTag({ content: 'p { color: #bbb !important }' })
    const violations = await axeViolations(page)
    await close()
    expect(violations.join('\n')).toMatch(/^color-contrast: /m)
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

  // Three tests, so none runs near its time limit on a loaded machine.
  const sharedTemplate = /^\/(services|case-studies)\//
  const groups = {
    'the pages of a template of their own': browserPaths.filter((path) => !cityPath.test(path) && !sharedTemplate.test(path)),
    'the service pages and case studies': browserPaths.filter((path) => sharedTemplate.test(path)),
    'the sampled city pages': browserPaths.filter((path) => cityPath.test(path)),
  }
  for (const [group, visited] of Object.entries(groups)) {
    it(`opens ${group} with a title, one h1, the prerendered words, no console error, no sideways scroll, nothing blinking past 5 s, and no axe violations in ${auditedLooks.map(describeLook).join(' and in ')}`, async () => {
      const [firstLook] = looksOf(visited[0] ?? '/')
      const { page, close, problems } = await newPage(browser, firstLook)
      const failures: string[] = []
      let current = firstLook
      for (const path of visited) {
        const [loaded, switched] = looksOf(path)
        if (current !== loaded) await switchTo(page, (current = loaded))
        const checkLook = async (look: Look) => {
          const at = `${path} (${describeLook(look)}${look === switched ? ', switched in place' : ''})`
          const theme = await themeMismatch(page, look)
          if (theme) failures.push(`${at}: ${theme}`)
          const h1s = await page.locator('h1').count()
          if (h1s !== 1) failures.push(`${at}: ${h1s} h1 elements`)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          if (overflow > 0) failures.push(`${at}: scrolls sideways by ${overflow}px`)
          const endless = await longAnimations(page)
          if (endless.length) failures.push(`${at}: animates for more than 5 s with no way to stop it: ${endless.join(', ')}`)
          if (axePaths.includes(path)) {
            const violations = await axeViolations(page)
            if (violations.length) failures.push(`${at}: ${violations.join('; ')}`)
          }
          if (problems.length) failures.push(`${at}: ${problems.splice(0).join(' | ')}`)
        }
        const at = `${path} (${describeLook(loaded)})`
        const response = await page.goto(siteUrl(path), { waitUntil: 'load' })
        if (response?.status() !== 200) failures.push(`${at}: HTTP ${response?.status()}`)
        const prerenderedH1 = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '')
        if (!prerenderedH1) failures.push(`${at}: no h1 in the prerendered HTML`)
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        const title = await page.title()
        if (!title || title === 'Page Not Found') failures.push(`${at}: title "${title}"`)
        await checkLook(loaded)
        await switchTo(page, (current = switched))
        await checkLook(switched)
      }
      await close()
      expect(failures).toEqual([])
    })
  }
})
