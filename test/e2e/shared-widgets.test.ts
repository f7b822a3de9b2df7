import { readdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Browser } from '@playwright/test'
import { builtSiteDir, newPage, visit, type OpenedPage } from './support/browser'
import { expect, test } from './support/fixtures'
import { quoteDialog, submitQuoteForm, toastTester } from './support/quote-form'
import { site } from './support/site-modules'

const { headerCopy, isAppPath } = site

test.describe('widgets every page shares', () => {
  // One load of the home page on a desktop serves the tooltip and the toasts, in order. Its clock
  // is stopped (newPage's `clock`): a clock that runs on with real time opened the tooltip by
  // itself on a loaded machine, where more than 700 ms could pass between the hover and the check.
  let home: OpenedPage | undefined
  const desktopHome = async (browser: Browser) => {
    if (!home) {
      home = await newPage(browser, { viewport: 'desktop', clock: new Date('2025-04-01T09:00:00Z') })
      await visit(home.page, '/')
    }
    return home
  }
  test.afterAll(async () => {
    await home?.close()
  })

  test('opens the theme toggle tooltip 700 ms after hovering, and at once when coming back within 300 ms', async ({ browser }) => {
    const { page, problems } = await desktopHome(browser)
    const tooltip = page.getByRole('tooltip')
    const toggle = page.getByRole('banner').getByRole('button', { name: headerCopy.switchToDarkLabel })

    await toggle.hover()
    await page.clock.runFor(650)
    await expect(tooltip).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(tooltip.first()).toContainText(headerCopy.switchToDarkLabel)

    // Away and back within the 300 ms skip window: it opens again at once.
    await page.mouse.move(640, 700)
    await page.keyboard.press('Escape')
    await page.clock.runFor(100)
    await expect(tooltip).toHaveCount(0)
    await toggle.hover()
    await page.clock.runFor(50)
    await expect(tooltip.first()).toContainText(headerCopy.switchToDarkLabel)

    // Away long enough that the next test starts from a tooltip with its delay back.
    await page.mouse.move(640, 700)
    await page.keyboard.press('Escape')
    await page.clock.runFor(1000)
    await expect(tooltip).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('opens the tooltip at once on keyboard focus, describes the toggle with it, closes on Escape and stays on a phone screen', async ({
    browser,
    open,
  }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      // The desktop's is the home page above; the phone's the reused tab of its look.
      const { page, problems } = viewport === 'desktop' ? await desktopHome(browser) : await open('/', { viewport })
      const toggle = page.getByRole('banner').getByRole('button', { name: headerCopy.switchToDarkLabel })
      await toggle.focus()
      const tooltip = page.getByRole('tooltip')
      await expect(tooltip).toHaveText(headerCopy.switchToDarkLabel)
      await expect(toggle).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '')
      const box = await tooltip.boundingBox()
      const width = page.viewportSize()?.width ?? 0
      expect(box && box.x >= 0 && box.x + box.width <= width, `${viewport}: ${JSON.stringify(box)}`).toBe(true)
      await page.keyboard.press('Escape')
      await expect(tooltip).toHaveCount(0)
      await expect(toggle).not.toHaveAttribute('aria-describedby')
      expect(problems).toEqual([])
    }
  })

  test('applies a saved dark theme before the first paint of a prerendered page', async ({ open }) => {
    const { page, context } = await open(undefined, { colorScheme: 'light', fresh: true })
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
    let darkBeforeScripts = false
    await page.route('**/assets/*.js', async (route) => {
      darkBeforeScripts ||= await page.evaluate(() => document.documentElement.classList.contains('dark'))
      await route.continue()
    })
    await visit(page, '/about')
    expect(darkBeforeScripts).toBe(true)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })

  test('shows toasts bottom-right, reachable with Alt+T', async ({ browser }) => {
    const { page } = await desktopHome(browser)
    // Sending a quote runs on the page's timers: from here the clock runs.
    await page.clock.resume()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const region = page.getByRole('region', { name: /Notifications/ })
    await expect(region).toHaveAttribute('aria-label', 'Notifications alt+T')
    await page.getByRole('button', { name: 'Get a Free Quote' }).first().click()
    await submitQuoteForm(quoteDialog(page), { ...toastTester, message: 'Testing the toaster.' })
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster).toHaveCount(1, { timeout: 15_000 })
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom')
    await expect(toaster).toHaveAttribute('data-x-position', 'right')
    await page.keyboard.press('Alt+KeyT')
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-sonner-toaster]')))).toBe(true)
  })
})

test.describe('internal links in the built pages', () => {
  test('every link to this site resolves to a prerendered page, an app route or an anchor on the page', async () => {
    const siteDir = builtSiteDir()
    // Every page's index.html, named by its place in the site's folder.
    const files = (await readdir(siteDir, { recursive: true })).filter((file) => basename(file) === 'index.html')
    const pathOf = (file: string) => '/' + file.replace(/\/?index\.html$/, '')
    const pages = new Set(files.map(pathOf))
    expect(pages.size).toBeGreaterThan(60)

    const broken: string[] = []
    for (const file of files) {
      const html = await readFile(join(siteDir, file), 'utf8')
      const from = pathOf(file)
      for (const [, href = ''] of html.matchAll(/<a[^>]+href="([^"]+)"/g)) {
        if (!href.startsWith('/') || href.startsWith('//')) continue
        const [path = '', hash] = href.split('#')
        const target = path.replace(/\/$/, '') || '/'
        if (!pages.has(target) && !isAppPath(target)) broken.push(`${from} → ${href}`)
        if (hash && target === from && !html.includes(`id="${hash}"`)) broken.push(`${from} → #${hash} (no such id)`)
      }
    }
    expect(broken).toEqual([])
  })
})
