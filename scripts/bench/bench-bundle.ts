/**
 * `npm run bench:bundle`: the JavaScript each page type requests before its `load` event (the first
 * load) and what it prefetches once idle, gzip-compressed as a static host serves it, for the default relay build and for the
 * Supabase/EmailJS build; and proof that the vendor SDKs load only once the quote dialog opens.
 *
 * The relay build is read from dist/ (`npm run bench:bundle` builds it first); the SDK build is
 * written to dist-sdk/ with placeholder project settings (nothing is sent anywhere).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from 'playwright-core'
import { samplePages } from './sample-pages'
import { startRelayProcess } from '../../test/support/relay-process'

const pageTypes = ['home', 'service', 'city', 'case-study', 'products', 'article', 'locations', 'about'] as const

/** Strings only the vendor SDKs contain. */
const vendorMarkers = { Supabase: 'supabase-js', EmailJS: 'api.emailjs.com' } as const

interface LoadedScript {
  readonly url: string
  readonly gzipBytes: number
  readonly vendors: string[]
}

/** Records every script the page fetches, with its gzip size and any vendor SDK it holds. */
function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => Buffer.alloc(0))
    const text = body.toString('utf8')
    scripts.push({
      url: new URL(response.url()).pathname,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      vendors: Object.entries(vendorMarkers)
        .filter(([, marker]) => text.includes(marker))
        .map(([name]) => name),
    })
  })
  return scripts
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const total = (scripts: readonly LoadedScript[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0)

/** Splits what the page fetched: before its `load` event, from then until hydrated, and after (idle prefetch). */
async function splitByPhase(page: Page, scripts: readonly LoadedScript[]) {
  const times = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const starts: Record<string, number> = {}
    for (const entry of performance.getEntriesByType('resource')) starts[new URL(entry.name).pathname] ??= entry.startTime
    const hydratedAt = performance.getEntriesByName('app-hydrated')[0]?.startTime ?? Infinity
    return { load: navigation.loadEventStart, hydratedAt, starts }
  })
  const start = (script: LoadedScript) => times.starts[script.url] ?? Infinity
  return {
    firstLoad: scripts.filter((script) => start(script) < times.load),
    toHydrate: scripts.filter((script) => start(script) >= times.load && start(script) <= times.hydratedAt),
    whenIdle: scripts.filter((script) => start(script) > times.hydratedAt),
  }
}

async function measure(browser: Browser, baseUrl: string, label: string): Promise<void> {
  console.log(
    `\n${label}: JavaScript per page type, gzip -9: requested before the load event | from then until hydrated | prefetched once idle`,
  )
  const vendorsIn = (list: readonly LoadedScript[]) => [...new Set(list.flatMap((script) => script.vendors))]
  for (const name of pageTypes) {
    const path = samplePages[name]
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const scripts = recordScripts(page)
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.waitForLoadState('networkidle')
    const { firstLoad, toHydrate, whenIdle } = await splitByPhase(page, scripts)
    const vendors = vendorsIn([...firstLoad, ...toHydrate, ...whenIdle])
    const cell = (list: readonly LoadedScript[]) => `${kb(total(list)).padStart(9)} (${String(list.length).padStart(2)})`
    console.log(
      `  ${name.padEnd(11)} ${cell(firstLoad)} | ${cell(toHydrate)} | ${cell(whenIdle)}  ${path}${vendors.length ? `  VENDOR SDK LOADED: ${vendors.join(', ')}` : ''}`,
    )
    if (name === 'home') {
      const beforeOpen = scripts.length
      await page.getByRole('button', { name: 'Get a Free Quote' }).first().click()
      await page.getByRole('dialog').waitFor()
      await page.waitForLoadState('networkidle')
      const afterOpen = scripts.slice(beforeOpen)
      console.log(
        `  then the quote dialog opens: ${kb(total(afterOpen))} more in ${afterOpen.length} files, vendor SDKs: ${vendorsIn(afterOpen).join(', ') || 'none'}`,
      )
      // Submitting loads whatever carries the quote; the placeholder projects are unreachable, so nothing is sent.
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Full Name').fill('Bench Visitor')
      await dialog.getByLabel('Email Address').fill('bench@example.com')
      await dialog.getByLabel('Phone Number').fill('704 555 0100')
      await dialog.getByLabel('Address', { exact: true }).fill('1 Main St, Lincolnton, NC')
      await dialog.getByLabel('How can we help?').fill('Measuring what a submission loads.')
      const beforeSubmit = scripts.length
      await dialog.getByRole('button', { name: 'Submit Request' }).click()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const afterSubmit = scripts.slice(beforeSubmit)
      console.log(
        `  then the visitor submits: ${kb(total(afterSubmit))} more in ${afterSubmit.length} files, vendor SDKs: ${vendorsIn(afterSubmit).join(', ') || 'none'}`,
      )
    }
    await context.close()
  }
}

function build(distDir: string, env: Record<string, string>): void {
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, DIST_DIR: distDir },
  })
  if (result.status !== 0) throw new Error(`The build into ${distDir} failed.`)
}

async function main(): Promise<void> {
  const relayBuild = resolve(process.env.DIST_DIR ?? 'dist')
  if (!existsSync(join(relayBuild, 'client', 'index.html'))) throw new Error('No built site in dist/: run `npm run build` first.')
  const sdkBuild = resolve('dist-sdk')
  console.log('Building the Supabase/EmailJS variant into dist-sdk/ …')
  build(sdkBuild, {
    VITE_QUOTE_STORE: 'supabase',
    VITE_QUOTE_MAILER: 'emailjs',
    VITE_SUPABASE_URL: 'https://bench-placeholder.supabase.co',
    VITE_SUPABASE_ANON_KEY: 'bench-placeholder-anon-key',
    VITE_EMAILJS_PUBLIC_KEY: 'bench-placeholder',
    VITE_EMAILJS_SERVICE_ID: 'service_bench',
    VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID: 'template_confirm',
    VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID: 'template_notify',
  })

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  })
  try {
    for (const [label, dir] of [
      ['relay build (default)', relayBuild],
      ['Supabase/EmailJS build', sdkBuild],
    ] as const) {
      const dataDir = await mkdtemp(join(tmpdir(), 'site-bench-bundle-'))
      const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: join(dir, 'client') })
      try {
        await measure(browser, relay.baseUrl, label)
      } finally {
        await relay.stop()
        await rm(dataDir, { recursive: true, force: true })
      }
    }
  } finally {
    await browser.close()
  }
}

await main()
