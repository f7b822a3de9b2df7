/**
 * Lighthouse (mobile, the default throttled phone) against the built site served by the real
 * relay: the median of several runs per page for each category, and every audit that keeps
 * accessibility, best practices or SEO below 100.
 *
 * Run: npm run bench:lighthouse                 (builds first)
 *      node --import tsx scripts/bench-lighthouse.ts [runs] [path ...]   (an existing build)
 *      LIGHTHOUSE_PRESET=desktop ...              (the desktop preset instead of the phone)
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { startRelayProcess } from '../test/support/relay-process'
import { samplePaths } from './sample-pages'

const defaultPaths = samplePaths('home', 'case-study', 'city')
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

interface TableItem {
  readonly [key: string]: unknown
}
const items = (lhr: Result, id: string): TableItem[] => (lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? []

/** With LIGHTHOUSE_DETAIL=1: the main thread's time by kind of work and by script, and the first-load bytes, of the last run. */
function printWhereTimeGoes(lhr: Result): void {
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`
  console.log(
    `  main thread: ${items(lhr, 'mainthread-work-breakdown')
      .map((row) => `${String(row.groupLabel)} ${ms(row.duration)}`)
      .join(', ')}`,
  )
  for (const row of items(lhr, 'bootup-time').slice(0, 6)) {
    console.log(
      `  script ${String(row.url).replace(/^https?:\/\/[^/]+/, '')}: total ${ms(row.total)}, evaluate ${ms(row.scripting)}, parse ${ms(row.scriptParseCompile)}`,
    )
  }
  const lcp = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: TableItem[] }[] } | undefined)?.items ?? []
  const element = (lcp[0]?.items?.[0]?.node as { snippet?: string } | undefined)?.snippet ?? 'unknown'
  const phases = (lcp[1]?.items ?? []).map((row) => `${String(row.phase)} ${ms(row.timing)}`).join(', ')
  console.log(`  LCP element ${element.slice(0, 100)}; ${phases}`)
  const blocking = items(lhr, 'render-blocking-resources').map(
    (row) => `${String(row.url).replace(/^https?:\/\/[^/]+/, '')} (${ms(row.wastedMs)})`,
  )
  if (blocking.length) console.log(`  render-blocking: ${blocking.join(', ')}`)
  const scripts = items(lhr, 'network-requests').filter((row) => row.resourceType === 'Script')
  const kb = scripts.reduce((sum, row) => sum + Number(row.transferSize ?? 0), 0) / 1024
  const shifts = items(lhr, 'layout-shifts').map((row) => {
    const node = row.node as { snippet?: string } | undefined
    return `${Number(row.score).toFixed(4)} ${(node?.snippet ?? 'unknown').slice(0, 90)}`
  })
  if (shifts.length) console.log(`  layout shifts: ${shifts.join(' | ')}`)
  console.log(
    `  scripts: ${scripts.length} files, ${kb.toFixed(1)} KB transferred; long tasks: ${items(lhr, 'long-tasks')
      .map((row) => `${ms(row.duration)} at ${ms(row.startTime)} (${String(row.url).replace(/^https?:\/\/[^/]+/, '')})`)
      .join(', ')}`,
  )
}

async function main(): Promise<void> {
  const siteDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`No built site in ${siteDir}: run \`npm run build\` first.`)
  const [runsArg, ...pathArgs] = process.argv.slice(2)
  const runs = Number(runsArg ?? 3)
  const paths = pathArgs.length > 0 ? pathArgs : defaultPaths

  const dataDir = await mkdtemp(join(tmpdir(), 'site-lighthouse-'))
  const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: siteDir })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  })
  const desktop = process.env.LIGHTHOUSE_PRESET === 'desktop'
  console.log(
    `Lighthouse ${runs} run(s) per page, ${desktop ? 'desktop' : 'mobile'}, median score per category; CLS, LCP and TBT as measured.`,
  )
  try {
    for (const path of paths) {
      const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]))
      const metrics: Record<string, number[]> = { lcp: [], cls: [], tbt: [] }
      const failing = new Set<string>()
      let lastRun: Result | undefined
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          new URL(path, relay.baseUrl).href,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
          desktop ? desktopConfig : undefined,
        )
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        const { lhr } = result
        // A run Lighthouse could not complete (another Chromium on the port, a page that never
        // painted) would count as a zero; it is reported and left out of the medians instead.
        if (lhr.runtimeError) {
          console.log(`  run ${run + 1} of ${path} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
          continue
        }
        lastRun = lhr
        for (const category of categories) scores[category]?.push(Math.round((lhr.categories[category]?.score ?? 0) * 100))
        metrics.lcp?.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
        metrics.cls?.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
        metrics.tbt?.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
        for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id]
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}: ${audit.id} (${audit.title})`)
          }
        }
      }
      const line = categories.map((c) => `${c} ${median(scores[c] ?? [])} [${(scores[c] ?? []).join(' ')}]`).join(' · ')
      console.log(`${path}\n  ${line}`)
      console.log(
        `  LCP ${Math.round(median(metrics.lcp ?? []))} ms · CLS ${median(metrics.cls ?? []).toFixed(3)} · TBT ${Math.round(median(metrics.tbt ?? []))} ms`,
      )
      for (const audit of failing) console.log(`  failing ${audit}`)
      if (lastRun && process.env.LIGHTHOUSE_DETAIL) printWhereTimeGoes(lastRun)
    }
  } finally {
    chrome.kill()
    await relay.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
