import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { chromiumPath } from '../../support/chromium-path'

/** Flags that let Chromium run headless as root on a machine with no outside network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

export type ViewportName = keyof typeof viewports

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
}

export function siteUrl(path: string): string {
  return new URL(path, inject('baseUrl')).href
}

export interface OpenedPage {
  readonly page: Page
  readonly context: BrowserContext
  /** Console errors and uncaught exceptions seen so far, including hydration warnings. */
  readonly problems: string[]
}

export interface PageOptions {
  readonly viewport?: ViewportName
  readonly colorScheme?: 'light' | 'dark'
  readonly reducedMotion?: 'reduce' | 'no-preference'
}

/** Every screen size in both colour schemes, desktop in light first. */
export const everyLook: readonly Required<Pick<PageOptions, 'viewport' | 'colorScheme'>>[] = [
  { viewport: 'desktop', colorScheme: 'light' },
  { viewport: 'desktop', colorScheme: 'dark' },
  { viewport: 'phone', colorScheme: 'light' },
  { viewport: 'phone', colorScheme: 'dark' },
]

/** A fresh context (own storage) and page that records every console error. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  })
  const page = await context.newPage()
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
  return { page, context, problems }
}

/** Opens a path and waits until the app has hydrated (the root marks itself). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'load' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** A fresh page at `path`, hydrated. */
export async function openPage(browser: Browser, path: string, options: PageOptions = {}): Promise<OpenedPage> {
  const opened = await newPage(browser, options)
  await visit(opened.page, path)
  return opened
}

/**
 * An axe run in the page itself (`axe.run`). The default splits the run to reach frames of other
 * origins and finishes it in a new blank page, which doubles the time of every pass; the site's
 * pages have no frames, so both find the same violations.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true)
}

/**
 * The WCAG 2.1 AA violations axe finds, in the whole page or only `within` the elements matching
 * the selectors given. Checks the page as it rests: a dialog or header still fading in has text
 * at part opacity, and axe would measure the contrast of that in-between frame.
 */
export async function axeViolations(page: Page, within: readonly string[] = []) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const builder = within.reduce((scoped, selector) => scoped.include(selector), axeBuilder(page))
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
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
