import AxeBuilder from '@axe-core/playwright'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getPriority } from 'node:os'
import type { Browser, BrowserContext, Page } from '@playwright/test'

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

export type ViewportName = keyof typeof viewports

/**
 * Playwright starts Chromium in a session of its own, and Linux weighs each session as one
 * (autogroup) whatever its processes' nice values: a test process `npm test` runs ahead
 * (scripts/testing/run-tests.ts) drove a browser that still had one equal share of the CPU beside the
 * other lanes' browsers, so the page the quote tests time got less CPU than they did. Its browser
 * gets the same priority as the test process. Root on Linux only; elsewhere nothing changes.
 */
export function browserRunsAheadWithThisProcess(): void {
  const priority = getPriority()
  if (priority >= 0 || process.platform !== 'linux') return
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      // "pid (command) state parent …": the command may hold spaces and parentheses, so split after its last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === process.pid && command.startsWith('chrom')) writeFileSync(`/proc/${pid}/autogroup`, String(priority))
    } catch {
      // Gone already, or not allowed: that browser keeps the usual share.
    }
  }
}

/** The address of the relay serving the built site (global-setup.ts starts it). */
export function siteUrl(path: string): string {
  const base = process.env.E2E_SITE_URL
  if (!base)
    throw new Error('E2E_SITE_URL is not set: run the browser tests with `npx playwright test`, whose global setup starts the site.')
  return new URL(path, base).href
}

/** The built site's folder the relay serves. */
export function builtSiteDir(): string {
  const dir = process.env.E2E_SITE_DIR
  if (!dir) throw new Error('E2E_SITE_DIR is not set: run the browser tests with `npx playwright test`, whose global setup sets it.')
  return dir
}

export interface OpenedPage {
  readonly page: Page
  /** The page's context: the reused tab's, shared with later tests, unless the page is `fresh`. */
  readonly context: BrowserContext
  /** Console errors and uncaught exceptions seen so far, including hydration warnings. */
  readonly problems: string[]
  /** Ends this test's use of the page: a reused tab is parked for the next test, a fresh context closed. */
  close(): Promise<void>
}

export interface PageOptions {
  readonly viewport?: ViewportName
  readonly colorScheme?: 'light' | 'dark'
  readonly reducedMotion?: 'reduce' | 'no-preference'
  /**
   * A context of its own, closed with the page, instead of the reused tab of this look: for a
   * test that installs a clock or an init script (both outlive the page in its context) or counts
   * what the page fetches (a reused tab may take a file from its memory cache without asking).
   */
  readonly fresh?: boolean
  /**
   * The page's clock stopped, moved only by the test (`page.clock`): installed at this time in a
   * tab kept for the clocked tests of this look, where each later test finds it stopped a second
   * after the time the last one left it at. A test that needs an exact date takes a `fresh` page.
   */
  readonly clock?: Date
}

interface Tab {
  readonly context: BrowserContext
  readonly page: Page
  leased: boolean
}

/**
 * One tab per browser and look, reused from test to test. A fresh context costs Chromium a new
 * renderer process and a cold cache: about a second of CPU a test, twice what a visit in a
 * reused tab costs (docs/benchmarks.md, 2026-11-28), and the browser tests are most of the
 * suite's time. Between tests the tab waits on a plain file of the site, so no page animates
 * while it waits, and its storage, cookies, routes, listeners and pointer are cleared.
 */
const tabs = new WeakMap<Browser, Map<string, Tab>>()

/** Events a test may listen for; the tab's own `close` and `crash` stay. */
const testEvents = [
  'console',
  'pageerror',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'dialog',
  'framenavigated',
  'frameattached',
  'framedetached',
  'load',
  'domcontentloaded',
  'popup',
  'download',
  'filechooser',
  'websocket',
  'worker',
] as const

type Look = Required<Omit<PageOptions, 'fresh' | 'clock'>>

const newContext = (browser: Browser, look: Look) =>
  browser.newContext({ viewport: viewports[look.viewport], colorScheme: look.colorScheme, reducedMotion: look.reducedMotion })

async function leaseTab(browser: Browser, look: Look, clocked: boolean): Promise<Tab | undefined> {
  const key = `${look.viewport} ${look.colorScheme} ${look.reducedMotion}${clocked ? ' clocked' : ''}`
  let pool = tabs.get(browser)
  if (!pool) tabs.set(browser, (pool = new Map()))
  const pooled = pool.get(key)
  if (pooled?.leased) return undefined
  if (pooled && !pooled.page.isClosed()) {
    pooled.leased = true
    await pooled.page.setViewportSize(viewports[look.viewport])
    await pooled.page.emulateMedia({ media: null, colorScheme: look.colorScheme, reducedMotion: look.reducedMotion })
    return pooled
  }
  const context = await newContext(browser, look)
  const tab: Tab = { context, page: await context.newPage(), leased: true }
  pool.set(key, tab)
  // A test that closes the context itself ends the tab; the next test of this look opens another.
  context.on('close', () => {
    if (pool.get(key) === tab) pool.delete(key)
  })
  return tab
}

async function parkTab(tab: Tab): Promise<void> {
  const { page, context } = tab
  for (const event of testEvents) page.removeAllListeners(event)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  // A file of the site's own origin: the renderer and its caches stay, nothing runs.
  await page.goto(siteUrl('/robots.txt'))
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await context.clearCookies()
  await page.mouse.move(-1, -1)
  tab.leased = false
}

const clockInstalled = new WeakSet<BrowserContext>()

/** Installs the context's fake clock at `start` the first time, then stops it a second on. */
async function stopClock(page: Page, start: Date): Promise<void> {
  const context = page.context()
  if (!clockInstalled.has(context)) {
    await context.clock.install({ time: start })
    clockInstalled.add(context)
    await context.clock.pauseAt(start.getTime() + 1000)
    return
  }
  // The parked tab shows a file of the site, whose Date is the installed clock's.
  const now = await page.evaluate(() => Date.now())
  await context.clock.pauseAt(now + 1000)
}

/** A page that records every console error: the reused tab of its look, or a fresh context. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const look: Look = {
    viewport: options.viewport ?? 'desktop',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  }
  const tab = options.fresh ? undefined : await leaseTab(browser, look, options.clock !== undefined)
  const context = tab?.context ?? (await newContext(browser, look))
  const page = tab?.page ?? (await context.newPage())
  if (options.clock) await stopClock(page, options.clock)
  const problems: string[] = []
  page.on('console', (message) => {
    // Chromium logs a not-found page's own 404 status as a console error; the tests that visit
    // one assert that status themselves, so only the document's 404 is let through.
    const documentNotFound = /status of 404/.test(message.text()) && message.location().url === page.url()
    if (documentNotFound) return
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    if (!tab) return context.close()
    if (page.isClosed()) return
    // A tab that cannot be parked is not reused.
    await parkTab(tab).catch(() => context.close())
  }
  return { page, context, problems, close }
}

/**
 * One page a test file keeps open between its tests: tests in a row that ask for the same key
 * share one load, each leaving the page as the next one expects it; another key closes it and
 * opens the next. The file closes it in its `afterAll`.
 */
export function keptPage() {
  let kept: { key: string; opened: OpenedPage } | undefined
  return {
    async at(key: string, open: () => Promise<OpenedPage>): Promise<OpenedPage> {
      if (kept?.key !== key) {
        await kept?.opened.close()
        kept = undefined
        kept = { key, opened: await open() }
      }
      return kept.opened
    },
    async close(): Promise<void> {
      await kept?.opened.close()
      kept = undefined
    },
  }
}

/** Waits until the app has hydrated (the root marks itself), within `timeout` ms if given. */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout })
}

/** Opens a path and waits until the app has hydrated. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'load' })
  await hydrated(page)
}

/** A fresh page at `path`, hydrated. */
export async function openPage(browser: Browser, path: string, options: PageOptions = {}): Promise<OpenedPage> {
  const opened = await newPage(browser, options)
  await visit(opened.page, path)
  return opened
}

/**
 * axe-core's script, for the builder to evaluate in a page that has no axe yet. The builder
 * otherwise evaluates the whole half-megabyte script before every audit (about a third of an
 * audit's CPU on these pages, paid again for each look a loaded page is audited in), and sending
 * it to the page each time cost the test process seconds more in a run.
 */
const axeScript = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** What the builder evaluates where axe is loaded: nothing (an empty script would make it send axe again). */
const axeLoaded = ';'

/**
 * An axe run in the page itself (`axe.run`). The default splits the run to reach frames of other
 * origins and finishes it in a new blank page, which doubles the time of every pass; the site's
 * pages have no frames, so both find the same violations.
 */
export async function axeBuilder(page: Page): Promise<AxeBuilder> {
  const loaded = await page.evaluate(() => 'axe' in window)
  return new AxeBuilder({ page, axeSource: loaded ? axeLoaded : axeScript }).setLegacyMode(true)
}

/** Waits until no transition or animation that ends is still running (a fade, a theme switch's colours). */
export async function animationsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
}

/**
 * The WCAG 2.1 AA violations axe finds, in the whole page or only `within` the elements matching
 * the selectors given. Checks the page as it rests: a dialog or header still fading in has text
 * at part opacity, and axe would measure the contrast of that in-between frame.
 */
export async function axeViolations(page: Page, within: readonly string[] = []) {
  await animationsAtRest(page)
  const builder = within.reduce((scoped, selector) => scoped.include(selector), await axeBuilder(page))
  // Only the violations are read: axe then keeps one node of each passed rule instead of every
  // one, a quarter of an audit's time on these pages, with every violation still reported whole.
  const results = await builder
    // options() replaces what withTags() set, so it comes first.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * Waits until the page has rendered `count` more frames: what a test needs before it checks that
 * something did not happen in response to a change, instead of a fixed sleep.
 */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)))
        next(frames)
      }),
    count,
  )
}

/** A page as the server sends it: its status and the prerendered document, no script run. */
export interface ServedPage {
  readonly status: number
  readonly document: Document
}

let parser: DOMParser | undefined

/**
 * Fetches `path` and parses the prerendered HTML without a browser: for checks that read only
 * words or structure (no click, no layout, no script), at a fraction of a visit's cost
 * (docs/decisions/0049). Nothing in the document runs or loads.
 */
export async function servedPage(path: string): Promise<ServedPage> {
  const response = await fetch(siteUrl(path))
  const html = await response.text()
  if (!parser) {
    const { Window } = await import('happy-dom')
    const window = new Window({
      settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
    })
    parser = new window.DOMParser() as unknown as DOMParser
  }
  return { status: response.status, document: parser.parseFromString(html, 'text/html') }
}

/** An element's words as a reader sees them: whitespace collapsed, ends trimmed. */
export const wordsOf = (node: Node | null | undefined): string => (node?.textContent ?? '').replace(/\s+/g, ' ').trim()
