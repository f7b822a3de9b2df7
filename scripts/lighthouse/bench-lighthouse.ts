/**
 * Lighthouse (mobile, the default throttled phone) against the built site served by the real
 * relay: the median of several runs per page for each category, and every audit that keeps
 * accessibility, best practices or SEO below 100.
 *
 * Its tools (Lighthouse, chrome-launcher) are this folder's own package, installed only here, so
 * the project's `npm ci` and typecheck leave their 150 MB and 100,000 lines of types out.
 *
 * Run: npm run bench:lighthouse                 (installs the tools, checks this folder's types, builds)
 *      npm run bench:lighthouse:tools           (the tools alone, once, for the commands below)
 *      node --import tsx scripts/lighthouse/bench-lighthouse.ts [runs] [path ...]   (an existing build)
 *      LIGHTHOUSE_PRESET=desktop ...              (the desktop preset instead of the phone)
 *      node --import tsx scripts/lighthouse/bench-lighthouse.ts --owner-photos [runs] [path ...]
 *          builds a copy of this tree with a photo-like 4000 × 3000 JPEG in owner/photos/ for
 *          every picture (scripts/bench/photo-like-image.ts), and measures home, a service page, a
 *          case study and a city page
 *      node --import tsx scripts/lighthouse/bench-lighthouse.ts --against <commit> [--owner-photos] [runs] [path ...]
 *          builds this tree and that commit (git archive) side by side and measures them
 *          alternately, A B A B, printing each side's medians, the difference, and in how many
 *          back-to-back pairs this tree's TBT was the lower
 *      OWNER_PHOTOS=hero/slide-1,case-studies/… ... --owner-photos   (photos for those pictures only)
 *      LIGHTHOUSE_DETAIL=1 ...                     (where the time went: scripts/lighthouse/lantern-detail.ts)
 *      LIGHTHOUSE_DETAIL=1 LIGHTHOUSE_TRACE_DIR=/tmp/traces ...   (also keeps each run's trace, to
 *          open in the browser's Performance panel)
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumArgs } from '../../test/support/chromium-path'
import { startRelayProcess, type RelayProcess } from '../../test/support/relay-process'
import { lanternDetail, pathOf } from './lantern-detail'
import { pictureSlots, writeOwnerPhotos } from '../bench/photo-like-image'
import { samplePaths } from '../bench/sample-pages'
import { buildCopy, copyWorkingTree, exportCommit, projectRoot, type SiteCopy } from '../bench/site-copy'

const defaultPaths = samplePaths('home', 'case-study', 'city')
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

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
      `  script ${pathOf(String(row.url))}: total ${ms(row.total)}, evaluate ${ms(row.scripting)}, parse ${ms(row.scriptParseCompile)}`,
    )
  }
  const lcp = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: TableItem[] }[] } | undefined)?.items ?? []
  const element = (lcp[0]?.items?.[0]?.node as { snippet?: string } | undefined)?.snippet ?? 'unknown'
  const phases = (lcp[1]?.items ?? []).map((row) => `${String(row.phase)} ${ms(row.timing)}`).join(', ')
  console.log(`  LCP element ${element.slice(0, 100)}; ${phases}`)
  const blocking = items(lhr, 'render-blocking-resources').map((row) => `${pathOf(String(row.url))} (${ms(row.wastedMs)})`)
  if (blocking.length) console.log(`  render-blocking: ${blocking.join(', ')}`)
  // Lantern's LCP counts every request that started before the observed paint, so these share the
  // simulated link with the picture.
  const observed = items(lhr, 'metrics')[0]
  const observedLcp = Number(observed?.observedLargestContentfulPaint ?? 0)
  const observedStart = Number(observed?.observedNavigationStart ?? 0)
  const before = items(lhr, 'network-requests').filter((row) => Number(row.networkRequestTime) - observedStart <= observedLcp)
  console.log(
    `  requests before the observed LCP (${ms(observedLcp)}): ${before
      .map((row) => `${pathOf(String(row.url)).slice(0, 60)} ${(Number(row.transferSize ?? 0) / 1024).toFixed(1)} KB`)
      .join(', ')}`,
  )
  const scripts = items(lhr, 'network-requests').filter((row) => row.resourceType === 'Script')
  const kb = scripts.reduce((sum, row) => sum + Number(row.transferSize ?? 0), 0) / 1024
  const shifts = items(lhr, 'layout-shifts').map((row) => {
    const node = row.node as { snippet?: string } | undefined
    return `${Number(row.score).toFixed(4)} ${(node?.snippet ?? 'unknown').slice(0, 90)}`
  })
  if (shifts.length) console.log(`  layout shifts: ${shifts.join(' | ')}`)
  console.log(
    `  scripts: ${scripts.length} files, ${kb.toFixed(1)} KB transferred; long tasks: ${items(lhr, 'long-tasks')
      .map((row) => `${ms(row.duration)} at ${ms(row.startTime)} (${pathOf(String(row.url))})`)
      .join(', ')}`,
  )
}

const chromeFlags = ['--headless=new', ...chromiumArgs]

interface Summary {
  readonly scores: Readonly<Record<(typeof categories)[number], number>>
  readonly lcp: number
  readonly cls: number
  readonly tbt: number
}

/** One Lighthouse run's scores and metrics. */
interface RunResult extends Summary {
  readonly lhr: Result
  readonly failing: readonly string[]
  /** With LIGHTHOUSE_DETAIL=1: Lighthouse's simulation of the run, node by node (scripts/lighthouse/lantern-detail.ts). */
  readonly lantern?: readonly string[]
}

async function runLighthouse(url: string, port: number, desktop: boolean): Promise<RunResult | undefined> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
    desktop ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  // A run Lighthouse could not complete (another Chromium on the port, a page that never
  // painted) would count as a zero; it is reported and left out of the medians instead.
  if (lhr.runtimeError) {
    console.log(`  a run of ${url} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return undefined
  }
  const failing: string[] = []
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}: ${audit.id} (${audit.title})`)
    }
  }
  return {
    lhr,
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as RunResult['scores'],
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
    ...(process.env.LIGHTHOUSE_DETAIL ? { lantern: await lanternDetail(result) } : {}),
  }
}

function summarise(runs: readonly RunResult[]): Summary {
  return {
    scores: Object.fromEntries(categories.map((c) => [c, median(runs.map((run) => run.scores[c]))])) as Summary['scores'],
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
  }
}

function printRuns(label: string, runs: readonly RunResult[]): void {
  const summary = summarise(runs)
  const line = categories.map((c) => `${c} ${summary.scores[c]} [${runs.map((run) => run.scores[c]).join(' ')}]`).join(' · ')
  console.log(`${label}\n  ${line}`)
  console.log(
    `  LCP ${Math.round(summary.lcp)} ms [${runs.map((run) => Math.round(run.lcp)).join(' ')}] · CLS ${summary.cls.toFixed(3)} · TBT ${Math.round(summary.tbt)} ms [${runs.map((run) => Math.round(run.tbt)).join(' ')}]`,
  )
  for (const audit of new Set(runs.flatMap((run) => run.failing))) console.log(`  failing ${audit}`)
  const last = runs.at(-1)
  if (last && process.env.LIGHTHOUSE_DETAIL) {
    printWhereTimeGoes(last.lhr)
    for (const line of last.lantern ?? []) console.log(`  ${line}`)
  }
}

interface Options {
  readonly runs: number
  readonly paths: readonly string[]
  /** Build a copy with a photo-like owner photo in place of every picture, and measure that. */
  readonly ownerPhotos: boolean
  /** A commit to build and measure alternately with this tree. */
  readonly against: string | undefined
}

function parseOptions(args: readonly string[]): Options {
  const rest: string[] = []
  let ownerPhotos = false
  let against: string | undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--owner-photos') ownerPhotos = true
    else if (arg === '--against') {
      against = args[++i]
      if (!against) throw new Error('--against needs a commit, e.g. --against ccfe8e5')
    } else rest.push(arg)
  }
  const [runsArg, ...pathArgs] = rest
  const defaults = ownerPhotos ? samplePaths('home', 'service', 'case-study', 'city') : defaultPaths
  return { runs: Number(runsArg ?? 3), paths: pathArgs.length > 0 ? pathArgs : defaults, ownerPhotos, against }
}

/** A built site to measure: this checkout's dist, or a copy built for the run. */
interface Site {
  readonly label: string
  readonly siteDir: string
  readonly copy?: SiteCopy
}

async function prepareSites(options: Options): Promise<Site[]> {
  if (!options.ownerPhotos && !options.against) {
    const siteDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
    if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`No built site in ${siteDir}: run \`npm run build\` first.`)
    return [{ label: 'this build', siteDir }]
  }
  // OWNER_PHOTOS=hero/slide-1,… limits the photos to those pictures: encoding all of them at
  // four widths takes many minutes on a loaded machine, and only the first paint's photo moves LCP.
  const chosen = process.env.OWNER_PHOTOS?.split(',').filter(Boolean)
  const photos = options.ownerPhotos ? (chosen?.length ? chosen : ('all' as const)) : undefined
  const sites: Site[] = []
  const started = performance.now()
  const here = await copyWorkingTree(projectRoot, photos)
  sites.push({ label: options.ownerPhotos ? 'this tree, owner photos' : 'this tree', siteDir: here.siteDir, copy: here })
  if (options.against) {
    const there = await exportCommit(projectRoot, options.against)
    // The same photos on both sides, so the difference is the code's.
    if (photos) await writeOwnerPhotos(there.dir, photos === 'all' ? await pictureSlots(there.dir) : photos)
    sites.push({ label: `${options.against}${photos ? ', owner photos' : ''}`, siteDir: there.siteDir, copy: there })
  }
  for (const site of sites) {
    console.log(`building ${site.label} in ${site.copy?.dir}`)
    buildCopy(site.copy!)
  }
  console.log(`copies built in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  return sites
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  const desktop = process.env.LIGHTHOUSE_PRESET === 'desktop'
  // The full browser, as the published scores were measured with: the headless shell the tests use
  // is an older headless mode, whose scores do not compare.
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chrome or Chromium.`,
    )
  }
  const sites = await prepareSites(options)
  const dataDirs: string[] = []
  const relays: RelayProcess[] = []
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    for (const site of sites) {
      const dataDir = await mkdtemp(join(tmpdir(), 'site-lighthouse-'))
      dataDirs.push(dataDir)
      relays.push(await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: site.siteDir }))
    }
    console.log(
      `Lighthouse ${options.runs} run(s) per page${sites.length > 1 ? ' and site, alternating' : ''}, ${desktop ? 'desktop' : 'mobile'}, median score per category; CLS, LCP and TBT as measured. Load average ${loadAverage()}.`,
    )
    for (const path of options.paths) {
      // Indexed by run, a failed run left empty, so run n of one site pairs with run n of the other.
      const results: (RunResult | undefined)[][] = sites.map(() => [])
      for (let run = 0; run < options.runs; run++) {
        // A B A B …: a burst of load on the shared machine falls on both sides alike.
        for (const [i, relay] of relays.entries()) {
          results[i]![run] = await runLighthouse(new URL(path, relay.baseUrl).href, chrome.port, desktop)
        }
      }
      const completed = results.map((runs) => runs.filter((run) => run !== undefined))
      for (const [i, site] of sites.entries())
        printRuns(sites.length > 1 || options.ownerPhotos ? `${path} (${site.label})` : path, completed[i]!)
      if (sites.length === 2) {
        printDifference(path, summarise(completed[0]!), summarise(completed[1]!), sites[1]!.label)
        printPairs(results[0]!, results[1]!, sites[1]!.label)
      }
    }
    console.log(`Load average at the end ${loadAverage()}.`)
  } finally {
    chrome.kill()
    for (const relay of relays) await relay.stop()
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true })
    for (const site of sites) await site.copy?.remove()
  }
}

function printDifference(path: string, here: Summary, there: Summary, label: string): void {
  const signed = (value: number, unit = '') => `${value > 0 ? '+' : ''}${Math.round(value)}${unit}`
  console.log(
    `${path}: this tree minus ${label}: performance ${signed(here.scores.performance - there.scores.performance)} · LCP ${signed(here.lcp - there.lcp, ' ms')} · TBT ${signed(here.tbt - there.tbt, ' ms')} · accessibility ${signed(here.scores.accessibility - there.scores.accessibility)}`,
  )
}

/**
 * A median of a few runs moves by more than the difference between two builds here, so the pairs
 * are also counted one by one: run n of this tree against run n of the other, measured back to back.
 */
function printPairs(here: readonly (RunResult | undefined)[], there: readonly (RunResult | undefined)[], label: string): void {
  const pairs = here.flatMap((run, i) => (run && there[i] ? [[run.tbt, there[i].tbt] as const] : []))
  const lower = pairs.filter(([a, b]) => a < b).length
  const higher = pairs.filter(([a, b]) => a > b).length
  console.log(`  TBT pair by pair: this tree lower in ${lower} of ${pairs.length}, higher in ${higher} (than ${label})`)
}

await main()
