/**
 * `npm test`: every check the project has, in as little wall time as a 2-core machine allows,
 * with the time of each stage printed at the end.
 *
 * 1. lint, typecheck and the build the browser tests and the static-site tests read, side by
 *    side: lint and typecheck each keep one core busy only part of the time (reading files,
 *    starting up), and the build fills the gaps. The route tree both the typecheck and the build
 *    generate is written only when it changes, by an atomic rename, so neither reads it half written;
 * 2. four lanes side by side, each one process of a test runner:
 *    - the browser page tests (Playwright's `pages` project) in two workers, one Chromium each,
 *      against the built site: one worker of them kept one and a half cores busy and finished
 *      last, alone; the two take the files from one queue, so they end close together;
 *    - the integration tests, which spend most of their time waiting on relays starting,
 *      databases, mail servers and timers;
 *    - the unit, property and contract tests, then the tests that build copies of the project;
 *    - the browser tests that send quotes, against a relay of their own, at the integration
 *      lane's priority: they time what a visitor sees in the page.
 *    In two lanes the integration files waited for the unit files and the quote tests one by
 *    one, most of it idle time; lanes of their own overlap that waiting with the others' work.
 *
 * The load average is printed beside the times: on a shared machine other work stretches every
 * stage, and times measured under load compare only with times measured under the same load.
 *
 * Each lane's lines carry its name, so interleaved output stays readable. The first failing
 * stage fails the run, after the stages already running have finished and printed.
 *
 * Run: npm test   (or node --import tsx scripts/testing/run-tests.ts)
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, constants, loadavg, setPriority } from 'node:os'
import { createInterface } from 'node:readline'

interface Stage {
  readonly name: string
  readonly command: string
  readonly args: readonly string[]
  /**
   * Runs at a higher scheduling priority where the system allows it (root on Linux): the integration
   * lane, a chain of relays, databases and mail servers that wait on one another, took 7 minutes
   * alone and 13-14 at an equal share beside three lanes that keep Chromium busy, and finished last
   * in every run. At a higher priority it takes CPU when it can use it and leaves the rest to the
   * page lanes. Elsewhere it runs at the usual priority.
   *
   * The quote tests run ahead too: one holds the visitor's 5 s promise, timed inside the page, and
   * at the usual priority beside the integration lane their page's own work took up to 0.95 s of
   * the second the promise leaves it (a toast 4,944 ms after Submit Request).
   */
  readonly ahead?: boolean
}

interface StageResult {
  readonly name: string
  readonly seconds: number
  readonly ok: boolean
}

/** Nice -7 on Linux: about five times the CPU weight of a lane at the usual priority when both can run. */
const aheadPriority = constants.priority.PRIORITY_ABOVE_NORMAL
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const vitest = (...projects: string[]): Stage['args'] => ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])]
const playwright = (project: string, workers: number): Stage['args'] => [
  'playwright',
  'test',
  `--project=${project}`,
  `--workers=${workers}`,
]

/** The stages in order; stages in one inner list run at the same time. */
const plan: readonly (readonly Stage[])[] = [
  [
    { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
    { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
    { name: 'build', command: npm, args: ['run', '--silent', 'build'] },
  ],
  [
    { name: 'page tests', command: 'npx', args: playwright('pages', 2) },
    { name: 'integration tests', command: 'npx', args: vitest('integration'), ahead: true },
    { name: 'unit and build', command: 'npx', args: vitest('unit', 'unit-isolated', 'contract', 'build') },
    { name: 'quote tests', command: 'npx', args: playwright('quotes', 1), ahead: true },
  ],
]

function run(stage: Stage, prefixed: boolean): Promise<StageResult> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    })
    if (stage.ahead && child.pid !== undefined) {
      try {
        setPriority(child.pid, aheadPriority)
      } catch {
        // Not allowed here (a user who is not root): the lane keeps the usual priority.
      }
    }
    const label = prefixed ? `[${stage.name}] ` : ''
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${label}${line}\n`))
    }
    const finish = (ok: boolean) => resolve({ name: stage.name, seconds: (performance.now() - started) / 1000, ok })
    child.on('error', (error) => {
      process.stderr.write(`${label}could not start: ${error.message}\n`)
      finish(false)
    })
    child.on('close', (code) => finish(code === 0))
  })
}

/** The 1, 5 and 15 minute load averages, or nothing where the system has none (Windows). */
const load = (): string | undefined => {
  const averages = loadavg()
  return averages.every((value) => value === 0) ? undefined : averages.map((value) => value.toFixed(2)).join(', ')
}

const cpus = availableParallelism()

// Rounded to whole seconds first, so 599.6 s reads "10 min 0 s", not "9 min 60 s".
const minutes = (seconds: number): string => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`.padStart(12)
}

/**
 * Linux schedules the processes of one session as a group (autogroup) with the weight of one
 * process, and Playwright starts each Chromium in a session of its own: each browser weighed as
 * much as every other process of `npm test` together (the relays, databases, builds and all the
 * lanes' test processes). The integration lane, ahead only inside that group, finished up to two
 * minutes after the others. Weighing the group as about two processes (autogroup nice -3) leaves
 * each browser its own share and the rest of the run two. Root only (it raises a weight); elsewhere
 * the group keeps the usual one.
 */
const runWeight = -3
const autogroup = '/proc/self/autogroup'

/** Sets the session's weight for the run, and puts the one it had back when the run ends. */
function weighThisSession(): void {
  let before: string | undefined
  try {
    before = /nice (-?\d+)/.exec(readFileSync(autogroup, 'utf8'))?.[1]
    writeFileSync(autogroup, String(runWeight))
  } catch {
    // No autogroup here (not Linux, or turned off) or not allowed: the usual weight.
    return
  }
  // The session is the terminal's or the CI job's, which outlives the run.
  if (before !== undefined) process.once('exit', () => writeFileSync(autogroup, before))
}

async function main(): Promise<void> {
  weighThisSession()
  const started = performance.now()
  const loadAtStart = load()
  const results: StageResult[] = []
  // The embedded database's template files, made once beside the first stage, as `npm start`
  // makes them beside its build: the lanes' first relays all started at once, and on a fresh clone
  // two of them ran initdb (about 11 s of CPU each) for the same template.
  const databaseTemplate = import('../../server/stores/pglite-files.ts')
    .then(({ ensurePgliteTemplate }) => ensurePgliteTemplate())
    .catch(() => undefined)
  for (const step of plan) {
    if (step !== plan[0]) await databaseTemplate
    const finished = await Promise.all(step.map((stage) => run(stage, step.length > 1)))
    results.push(...finished)
    if (finished.some((result) => !result.ok)) break
  }
  const total = (performance.now() - started) / 1000
  const failed = results.filter((result) => !result.ok)
  const skipped = plan.flat().filter((stage) => !results.some((result) => result.name === stage.name))
  console.log('\nTime of each stage (stages on one line of the plan ran side by side):')
  for (const result of results) console.log(`  ${result.name.padEnd(22)}${minutes(result.seconds)}  ${result.ok ? 'passed' : 'FAILED'}`)
  for (const stage of skipped) console.log(`  ${stage.name.padEnd(22)}${'-'.padStart(12)}  not run`)
  console.log(`  ${'total'.padEnd(22)}${minutes(total)}`)
  const loadAtEnd = load()
  if (loadAtStart && loadAtEnd)
    console.log(`Load average (1, 5, 15 min) on ${cpus} cores: ${loadAtStart} at the start, ${loadAtEnd} at the end.`)
  if (failed.length > 0) process.exitCode = 1
}

void main()
