import type { Page } from '@playwright/test'
import { axeViolations, hydrated, siteUrl, viewports } from './support/browser'
import { expect, test } from './support/fixtures'
import { auditedLooks, axePaths, browserPaths, cityPath, looksOf, sitePaths as paths, type Look } from './support/page-audits'

// What this file covers, and why one load and a switch in place suffice, is said once in
// support/page-audits.ts.
const describeLook = ({ colorScheme, viewport }: Look) => `${colorScheme} ${viewport}`

/** What differs between the looks besides the window: the `dark` class and the colour scheme, as a load in that look sets them. */
async function expectTheme(page: Page, { colorScheme }: Look, at: string): Promise<void> {
  const html = page.locator('html')
  const darkClass = expect.soft(html, `${at}: the dark class`)
  await (colorScheme === 'dark' ? darkClass.toContainClass('dark') : darkClass.not.toContainClass('dark'))
  await expect.soft(html, `${at}: color-scheme`).toHaveCSS('color-scheme', colorScheme)
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

test.describe('every route of the site', () => {
  test('lists the spec routes, the eleven case studies and every region city with each service', () => {
    expect(paths).toContain('/')
    expect(paths.filter((path) => path.startsWith('/case-studies/'))).toHaveLength(11)
    expect(paths.filter((path) => path.startsWith('/services/'))).toHaveLength(6)
    expect(paths.filter((path) => cityPath.test(path)).length).toBeGreaterThanOrEqual(44 * 6)
  })

  test('audits only pages it opens, and loads each kind of page and the audited ones in both looks', () => {
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
  test('finds in a second audit of a page a fault that came after its first', async ({ open }) => {
    const { page } = await open(undefined, auditedLooks[0])
    await page.goto(siteUrl('/about'), { waitUntil: 'load' })
    // Each audit is one pass over the page at rest (axeViolations waits for it), not retried.
    expect(await axeViolations(page)).toEqual([])
    await page.addStyleTag({ content: 'p { color: #bbb !important }' })
    const violations = await axeViolations(page)
    expect(violations.join('\n')).toMatch(/^color-contrast: /m)
  })

  test('serves every page as prerendered HTML with its own title, description, canonical URL and one h1', async () => {
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
    // Soft assertions: a page that fails one check does not stop the pages after it being checked.
    test(`opens ${group} with a title, one h1, the prerendered words, no console error, no sideways scroll, nothing blinking past 5 s, and no axe violations in ${auditedLooks.map(describeLook).join(' and in ')}`, async ({
      open,
    }) => {
      test.setTimeout(600_000)
      const [firstLook] = looksOf(visited[0] ?? '/')
      const { page, problems } = await open(undefined, firstLook)
      let current = firstLook
      for (const path of visited) {
        const [loaded, switched] = looksOf(path)
        if (current !== loaded) await switchTo(page, (current = loaded))
        const checkLook = async (look: Look) => {
          const at = `${path} (${describeLook(look)}${look === switched ? ', switched in place' : ''})`
          await expectTheme(page, look, at)
          await expect.soft(page.locator('h1'), `${at}: h1 elements`).toHaveCount(1)
          await expect.soft
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
              message: `${at}: px scrolled sideways`,
            })
            .toBe(0)
          // Read once: an animation past 5 s that a retry waited out would still have broken the rule.
          const endless = await longAnimations(page)
          expect.soft(endless, `${at}: animates for more than 5 s with no way to stop it`).toEqual([])
          if (axePaths.includes(path)) expect.soft(await axeViolations(page), `${at}: axe violations`).toEqual([])
          expect.soft(problems.splice(0), `${at}: console errors`).toEqual([])
        }
        const at = `${path} (${describeLook(loaded)})`
        const response = await page.goto(siteUrl(path), { waitUntil: 'load' })
        expect.soft(response?.status(), `${at}: HTTP status`).toBe(200)
        // Read before hydration, once: an h1 the app rendered later would not be in the prerendered HTML.
        const prerenderedH1 = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '')
        expect.soft(prerenderedH1, `${at}: the prerendered h1`).not.toBe('')
        await hydrated(page)
        await expect.soft(page, `${at}: title`).toHaveTitle(/^(?!Page Not Found$)[\s\S]/)
        await checkLook(loaded)
        await switchTo(page, (current = switched))
        await checkLook(switched)
      }
    })
  }
})
