import type { Browser } from '@playwright/test'
import type { PageStartPlan } from '../../src/startup/app-start-events'
import { afterFrames, hydrated, newPage, siteUrl, visit } from './support/browser'
import { expect, test } from './support/fixtures'
import { site } from './support/site-modules'

const { company, pageStartPlanId, quoteDialogCopy } = site

/** Holds the app's scripts back until `release()`: the visitor acts first, whatever the machine's speed. */
function holdScripts() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  return { held, release: () => release() }
}

const startPlanElement = new RegExp(`(<script type="application/json" id="${pageStartPlanId}">)(.*?)(</script>)`)

/** The plan a built page's loader starts from: its entry and the chunks fetched beside it. */
const startPlanOf = (html: string): PageStartPlan => JSON.parse(startPlanElement.exec(html)?.[2] ?? 'null') as PageStartPlan

const samplePages = ['/', '/products', '/nc/charlotte/security-camera-installation', '/case-studies/home-cctv-night-vision']

test.describe('a prerendered page starts its scripts only after it has loaded and painted', () => {
  /**
   * One cold load of a page on a phone, read for both tests below: when its scripts were asked
   * for against its load event, first paint and hydration, and the list its loader starts with.
   */
  const startsOf = new Map<
    string,
    Promise<{ early: string[]; painted: boolean; listed: string[]; fetched: string[]; problems: string[] }>
  >()
  const coldStart = (browser: Browser, path: string) => {
    let measured = startsOf.get(path)
    if (!measured) {
      measured = (async () => {
        const { page, close, problems } = await newPage(browser, { viewport: 'phone', fresh: true })
        try {
          await visit(page, path)
          const timings = await page.evaluate((planId) => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
            const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]
            const ready = Math.max(navigation.loadEventStart, firstPaint?.startTime ?? Infinity)
            const hydrated = performance.getEntriesByName('app-hydrated')[0]?.startTime ?? Infinity
            const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'))
            return {
              painted: firstPaint !== undefined,
              early: scripts.filter((entry) => entry.startTime < ready).map((entry) => new URL(entry.name).pathname),
              listed: (JSON.parse(document.getElementById(planId)?.textContent ?? 'null') as PageStartPlan).chunks,
              fetched: scripts.filter((entry) => entry.startTime < hydrated).map((entry) => new URL(entry.name).pathname),
            }
          }, pageStartPlanId)
          return { ...timings, problems: [...problems] }
        } finally {
          await close()
        }
      })()
      startsOf.set(path, measured)
    }
    return measured
  }

  // On a slow phone link every script byte fetched beside the hero picture and the stylesheet
  // delays the first paint; the page reads and links work without them. A page can also load
  // before it first paints, so the scripts wait for both.
  for (const path of samplePages) {
    test(`${path} requests no script before its load event or its first paint, then hydrates`, async ({ browser }) => {
      const { early, painted, problems } = await coldStart(browser, path)
      expect(painted).toBe(true)
      expect(early).toEqual([])
      expect(problems).toEqual([])
    })
  }

  // The page's own route code is listed with the start-up code, so it is fetched beside it
  // instead of a round trip later, once the router has started and asks for it.
  for (const path of samplePages) {
    test(`${path} fetches every script it needs to hydrate from the list its loader starts with`, async ({ browser }) => {
      const { listed, fetched, problems } = await coldStart(browser, path)
      expect(fetched.length).toBeGreaterThan(3)
      expect(fetched.filter((script) => !listed.includes(script))).toEqual([])
      expect(problems).toEqual([])
    })
  }

  // And nothing more: a chunk listed but never used costs a phone the same bytes as one used.
  // What a page needs is what it fetches with an empty list, one import after another.
  for (const path of [...samplePages, '/services/video-doorbells', '/case-studies']) {
    test(`${path} lists no script it does not need to hydrate`, async ({ open }) => {
      const original = await (await fetch(siteUrl(path))).text()
      const { entry, chunks: listed } = startPlanOf(original)
      // A route turns the page's HTTP cache off, so the reused tab fetches every script as a cold one does.
      const { page, problems } = await open(undefined, { viewport: 'phone' })
      await page.route(siteUrl(path), async (route) => {
        const response = await route.fetch()
        const withoutChunks = JSON.stringify({ entry, chunks: [] } satisfies PageStartPlan)
        const body = (await response.text()).replace(
          startPlanElement,
          (_, openTag: string, _plan: string, closeTag: string) => openTag + withoutChunks + closeTag,
        )
        await route.fulfill({ response, body })
      })
      await visit(page, path)
      const needed = await page.evaluate(() => {
        const hydrated = performance.getEntriesByName('app-hydrated')[0]?.startTime ?? Infinity
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime < hydrated)
          .map((entry) => new URL(entry.name).pathname)
      })
      expect(needed).toContain(entry)
      expect(listed.filter((chunk) => !needed.includes(chunk))).toEqual([])
      expect(problems).toEqual([])
    })
  }

  // The router hydrates a page's own content in a Suspense boundary of its own, at React's lowest
  // priority and after the header and footer: on a slow phone seconds later. The mark (and every
  // test that waits for it) must mean the page's controls are React's, not just the frame's.
  test('marks the page hydrated only once React owns every button of its main content, on a phone four times slower', async ({ open }) => {
    const { page, problems } = await open(undefined, { viewport: 'phone', fresh: true })
    const cpu = await page.context().newCDPSession(page)
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(siteUrl('/products'), { waitUntil: 'load' })
    await hydrated(page, 30_000)
    // Read once, at the mark: a moment later React owns every button anyway, so a retry would pass.
    const unowned = await page.evaluate(() =>
      [...document.querySelectorAll('main button')]
        .filter((button) => !Object.keys(button).some((key) => key.startsWith('__reactProps$')))
        .map((button) => (button.textContent ?? '').trim()),
    )
    expect(unowned).toEqual([])
    expect(problems).toEqual([])
  })

  test('opens the quote dialog for a visitor who pressed Get a Free Quote before the scripts arrived', async ({ open }) => {
    // The route turns the HTTP cache off: every script is held, in the reused tab too.
    const { page, problems } = await open(undefined, { viewport: 'phone' })
    // A slow link: the app's scripts are held until the visitor has pressed.
    const scripts = holdScripts()
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scripts.held
      await route.continue()
    })
    await page.goto(siteUrl('/'), { waitUntil: 'load' })
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
    await page.getByRole('button', { name: quoteDialogCopy.openButton }).first().click()
    scripts.release()

    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await dialog.waitFor({ timeout: 15_000 })
    await expect(dialog.getByLabel('Full Name')).toBeVisible()
    // Once, not twice: the press is replayed a single time.
    await expect(page.getByRole('dialog')).toHaveCount(1)
    expect(problems).toEqual([])
  })

  test('flips the theme once for a visitor who pressed the toggle before the scripts arrived', async ({ open }) => {
    // The phone's reused tab, which the tests above opened: a look of its own would cost a context.
    const { page, problems } = await open(undefined, { viewport: 'phone' })
    const scripts = holdScripts()
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scripts.held
      await route.continue()
    })
    await page.goto(siteUrl('/products'), { waitUntil: 'load' })
    const html = page.locator('html')
    await expect(html).not.toContainClass('dark')
    await page.getByRole('banner').getByRole('button', { name: /dark/i }).click()
    scripts.release()
    await hydrated(page, 15_000)
    await expect(html).toContainClass('dark')
    // A second replay would flip it back within the frames that follow hydration.
    await afterFrames(page)
    await expect(html).toContainClass('dark')
    expect(problems).toEqual([])
  })

  test('tells a visitor whose quote form could not download so, with the phone number, and opens it on the next press', async ({
    open,
  }) => {
    const { page } = await open(undefined, { viewport: 'phone', fresh: true })
    // The test decides when the page is idle: idle callbacks wait until it releases them.
    await page.addInitScript(() => {
      let queued: (() => void)[] | undefined = []
      const gate = window as unknown as { releaseIdle: () => void }
      window.requestIdleCallback = (callback: IdleRequestCallback) => {
        const run = () => callback({ didTimeout: false, timeRemaining: () => 50 })
        if (queued) queued.push(run)
        else setTimeout(run, 0)
        return 0
      }
      gate.releaseIdle = () => {
        const waiting = queued ?? []
        queued = undefined
        for (const run of waiting) run()
      }
    })
    let offline = true
    await page.route(/\/assets\/quote-extras-[\w-]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()))
    await visit(page, '/products')
    const quoteButton = page.getByRole('button', { name: quoteDialogCopy.openButton }).first()
    await quoteButton.click()
    const notice = page.getByRole('alert').filter({ hasText: quoteDialogCopy.unavailable })
    await notice.waitFor()
    await expect(notice.getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Back online, the idle page fetches the code again; the notice stays until dismissed.
    offline = false
    const refetched = page.waitForResponse((response) => /\/assets\/quote-extras-[\w-]+\.js$/.test(response.url()) && response.ok())
    await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle())
    await refetched
    await afterFrames(page)
    await expect(notice).toBeVisible()
    await page.getByRole('button', { name: quoteDialogCopy.dismiss }).click()
    await expect(notice).toHaveCount(0)
    await quoteButton.click()
    await page.getByRole('dialog', { name: quoteDialogCopy.title }).waitFor()
  })
})
