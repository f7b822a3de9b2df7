import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { company } from '../../src/content/company'
import { quoteDialogCopy } from '../../src/quote/ui/quote-copy'
import { pageStartPlanId, type PageStartPlan } from '../../src/startup/app-start-events'
import { afterFrames, sharedBrowser, newPage, siteUrl } from './support/browser'

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

describe('a prerendered page starts its scripts only after it has loaded and painted', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await sharedBrowser()
  })

  /**
   * One cold load of a page on a phone, read for both tests below: when its scripts were asked
   * for against its load event, first paint and hydration, and the list its loader starts with.
   */
  const startsOf = new Map<
    string,
    Promise<{ early: string[]; painted: boolean; listed: string[]; fetched: string[]; problems: string[] }>
  >()
  const coldStart = (path: string) => {
    let measured = startsOf.get(path)
    if (!measured) {
      measured = (async () => {
        const { page, close, problems } = await newPage(browser, { viewport: 'phone', fresh: true })
        try {
          await page.goto(siteUrl(path), { waitUntil: 'load' })
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
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
  it.each(samplePages)('%s requests no script before its load event or its first paint, then hydrates', async (path) => {
    const { early, painted, problems } = await coldStart(path)
    expect(painted).toBe(true)
    expect(early).toEqual([])
    expect(problems).toEqual([])
  })

  // The page's own route code is listed with the start-up code, so it is fetched beside it
  // instead of a round trip later, once the router has started and asks for it.
  it.each(samplePages)('%s fetches every script it needs to hydrate from the list its loader starts with', async (path) => {
    const { listed, fetched, problems } = await coldStart(path)
    expect(fetched.length).toBeGreaterThan(3)
    expect(fetched.filter((script) => !listed.includes(script))).toEqual([])
    expect(problems).toEqual([])
  })

  // And nothing more: a chunk listed but never used costs a phone the same bytes as one used.
  // What a page needs is what it fetches with an empty list, one import after another.
  it.each([...samplePages, '/services/video-doorbells', '/case-studies'])(
    '%s lists no script it does not need to hydrate',
    async (path) => {
      const original = await (await fetch(siteUrl(path))).text()
      const { entry, chunks: listed } = startPlanOf(original)
      // A route turns the page's HTTP cache off, so the reused tab fetches every script as a cold one does.
      const { page, close, problems } = await newPage(browser, { viewport: 'phone' })
      await page.route(siteUrl(path), async (route) => {
        const response = await route.fetch()
        const withoutChunks = JSON.stringify({ entry, chunks: [] } satisfies PageStartPlan)
        const body = (await response.text()).replace(
          startPlanElement,
          (_, open: string, _plan: string, close: string) => open + withoutChunks + close,
        )
        await route.fulfill({ response, body })
      })
      await page.goto(siteUrl(path), { waitUntil: 'load' })
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
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
      await close()
    },
  )

  // The router hydrates a page's own content in a Suspense boundary of its own, at React's lowest
  // priority and after the header and footer: on a slow phone seconds later. The mark (and every
  // test that waits for it) must mean the page's controls are React's, not just the frame's.
  it('marks the page hydrated only once React owns every button of its main content, on a phone four times slower', async () => {
    const { page, close, problems } = await newPage(browser, { viewport: 'phone', fresh: true })
    const cpu = await page.context().newCDPSession(page)
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(siteUrl('/products'), { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
    const unowned = await page.evaluate(() =>
      [...document.querySelectorAll('main button')]
        .filter((button) => !Object.keys(button).some((key) => key.startsWith('__reactProps$')))
        .map((button) => (button.textContent ?? '').trim()),
    )
    expect(unowned).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  it('opens the quote dialog for a visitor who pressed Get a Free Quote before the scripts arrived', async () => {
    // The route turns the HTTP cache off: every script is held, in the reused tab too.
    const { page, close, problems } = await newPage(browser, { viewport: 'phone' })
    // A slow link: the app's scripts are held until the visitor has pressed.
    const scripts = holdScripts()
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scripts.held
      await route.continue()
    })
    await page.goto(siteUrl('/'), { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await page.getByRole('button', { name: quoteDialogCopy.openButton }).first().click()
    scripts.release()

    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await dialog.waitFor({ timeout: 15_000 })
    expect(await dialog.getByLabel('Full Name').isVisible()).toBe(true)
    // Once, not twice: the press is replayed a single time.
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(problems).toEqual([])
    await close()
  })

  it('flips the theme once for a visitor who pressed the toggle before the scripts arrived', async () => {
    // The phone's reused tab, which the tests above opened: a look of its own would cost a context.
    const { page, close, problems } = await newPage(browser, { viewport: 'phone' })
    const scripts = holdScripts()
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scripts.held
      await route.continue()
    })
    await page.goto(siteUrl('/products'), { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    await page.getByRole('banner').getByRole('button', { name: /dark/i }).click()
    scripts.release()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 })
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // A second replay would flip it back within the frames that follow hydration.
    await afterFrames(page)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('tells a visitor whose quote form could not download so, with the phone number, and opens it on the next press', async () => {
    const { page, close } = await newPage(browser, { viewport: 'phone', fresh: true })
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
    await page.goto(siteUrl('/products'), { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const open = page.getByRole('button', { name: quoteDialogCopy.openButton }).first()
    await open.click()
    const notice = page.getByRole('alert').filter({ hasText: quoteDialogCopy.unavailable })
    await notice.waitFor()
    expect(await notice.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(company.phoneHref)
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Back online, the idle page fetches the code again; the notice stays until dismissed.
    offline = false
    const refetched = page.waitForResponse((response) => /\/assets\/quote-extras-[\w-]+\.js$/.test(response.url()) && response.ok())
    await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle())
    await refetched
    await afterFrames(page)
    expect(await notice.isVisible()).toBe(true)
    await page.getByRole('button', { name: quoteDialogCopy.dismiss }).click()
    expect(await notice.count()).toBe(0)
    await open.click()
    await page.getByRole('dialog', { name: quoteDialogCopy.title }).waitFor()
    await close()
  })
})
