/**
 * `npm run bench:start`: how long `npm start` takes until the site answers.
 *   cold: no build and an empty data directory, as after `npm ci` in a fresh clone;
 *   warm: a later start, nothing changed (median of WARM_RUNS, 3 by default).
 * Each start is `node --import tsx scripts/start.ts` (what `npm start` runs) with its own
 * DIST_DIR and DATA_DIR in a temporary folder, so the checkout's dist/ and data/ are untouched.
 * The installation's embedded-database template (node_modules/.cache) is removed before the
 * cold start, as `npm ci` removes it; that start makes it again.
 * Prints figures only; the load average is printed beside them because it changes them most.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pgliteTemplateDir } from '../server/stores/pglite-files'
import { freePort } from '../test/support/free-port'

const root = path.resolve(import.meta.dirname, '..')
const warmRuns = Number(process.env.WARM_RUNS ?? 3)

interface StartFigures {
  /** From spawning `npm start` until "Site ready" is printed. */
  readonly readyMs: number
  /** Until the relay answers its health check over HTTP. */
  readonly answersMs: number
  /** The build's own line, when it built. */
  readonly builtLine?: string
}

async function timeStart(env: Record<string, string>, port: number): Promise<StartFigures> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let readyMs: number | undefined
  let answersMs: number | undefined
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`)
    if (readyMs === undefined && output.includes('Site ready')) readyMs = performance.now() - started
    if (answersMs === undefined) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) answersMs = performance.now() - started
    }
    if (readyMs !== undefined && answersMs !== undefined) break
    if (performance.now() - started > 15 * 60_000) throw new Error(`npm start did not get ready in 15 minutes:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGTERM')
  await exited
  const builtLine = /Built in [\d.]+ s\./.exec(output)?.[0]
  return { readyMs, answersMs, ...(builtLine ? { builtLine } : {}) }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ')

const work = await mkdtemp(path.join(os.tmpdir(), 'bench-start-'))
try {
  const env = { DIST_DIR: path.join(work, 'dist'), DATA_DIR: path.join(work, 'data') }
  const port = await freePort()
  console.log(`npm start, ${os.cpus().length} cores, Node ${process.version}`)
  const template = pgliteTemplateDir()
  if (template) await rm(template, { recursive: true, force: true })
  console.log(`load before: ${load()}`)
  const cold = await timeStart(env, port)
  console.log(`cold (no build, empty data): ready ${seconds(cold.readyMs)}, answering ${seconds(cold.answersMs)}${cold.builtLine ? ` (${cold.builtLine})` : ''}; load ${load()}`)
  const warm: StartFigures[] = []
  for (let run = 0; run < warmRuns; run++) {
    warm.push(await timeStart(env, port))
    console.log(`warm ${run + 1}: ready ${seconds(warm[run]!.readyMs)}, answering ${seconds(warm[run]!.answersMs)}; load ${load()}`)
  }
  const warmReady = median(warm.map((figures) => figures.readyMs))
  console.log(`warm median: ready ${seconds(warmReady)}, answering ${seconds(median(warm.map((figures) => figures.answersMs)))}`)
  console.log(`cold / warm: ${(cold.readyMs / warmReady).toFixed(1)}×`)
} finally {
  await rm(work, { recursive: true, force: true })
}
