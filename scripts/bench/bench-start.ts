/**
 * `npm run bench:start`: how long `npm start` takes until the site answers.
 *   cold: no build and an empty data directory, as after `npm ci` in a fresh clone;
 *   warm: a later start, nothing changed (median of WARM_RUNS, 3 by default).
 * Each start is `node --import tsx scripts/launch/start.ts` (what `npm start` runs) with its own
 * DIST_DIR (a temporary folder in the checkout: the prerender resolves packages from there) and
 * DATA_DIR, so the checkout's dist/ and data/ are untouched.
 * The installation's embedded-database template (node_modules/.cache) is removed before the
 * cold start, as `npm ci` removes it; that start makes it again.
 * Prints figures only; the load average is printed beside them because it changes them most.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pgliteTemplateDir } from '../../server/stores/pglite-files'
import { relayBundleDir } from '../launch/relay-bundle'
import { freePort } from '../../test/support/free-port'

const root = path.resolve(import.meta.dirname, '../..')
const warmRuns = Number(process.env.WARM_RUNS ?? 3)

interface StartFigures {
  /** From spawning `npm start` until "Site ready" is printed. */
  readonly readyMs: number
  /** Until the relay answers its health check over HTTP. */
  readonly answersMs: number
  /** CPU seconds (user + system) of npm start and everything it ran, when bash could count them. */
  readonly cpuMs?: number
  /** The build's own line, when it built. */
  readonly builtLine?: string
}

/**
 * On a busy machine wall time says more about the neighbours than about npm start; the CPU time
 * its processes used is about what the wall time is on a quiet machine (less, where the build
 * or the database template run beside each other). bash's `time` counts every process it waits
 * for; where there is no bash (Windows), only wall time is printed.
 */
const countsCpu = process.platform !== 'win32'

async function timeStart(env: Record<string, string>, port: number): Promise<StartFigures> {
  const started = performance.now()
  const command = [process.execPath, '--import', 'tsx', 'scripts/launch/start.ts']
  // bash passes the stop on to npm start, waits for it, then prints its children's CPU (`times`).
  const counted = 'trap \'kill -TERM "$child"\' TERM; "$0" "$@" & child=$!; wait "$child"; wait "$child"; times'
  const child = spawn(countsCpu ? 'bash' : command[0]!, countsCpu ? ['-c', counted, ...command] : command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
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
  // `times` prints the shell's own user and system time, then its children's: "0m2.345s 0m0.456s".
  const children = [...output.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)].at(-1)
  const cpuMs = children
    ? (Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4])) * 1000
    : undefined
  return { readyMs, answersMs, ...(cpuMs === undefined ? {} : { cpuMs }), ...(builtLine ? { builtLine } : {}) }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const cpu = (figures: StartFigures) => (figures.cpuMs === undefined ? '' : `, CPU ${seconds(figures.cpuMs)}`)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

const work = await mkdtemp(path.join(os.tmpdir(), 'bench-start-'))
const dist = await mkdtemp(path.join(root, '.bench-start-dist-'))
try {
  const env = { DIST_DIR: dist, SITE_DIR: path.join(dist, 'client'), DATA_DIR: path.join(work, 'data') }
  const port = await freePort()
  console.log(`npm start, ${os.cpus().length} cores, Node ${process.version}`)
  const template = pgliteTemplateDir()
  if (template) await rm(template, { recursive: true, force: true })
  await rm(relayBundleDir, { recursive: true, force: true })
  console.log(`load before: ${load()}`)
  const cold = await timeStart(env, port)
  console.log(
    `cold (no build, empty data): ready ${seconds(cold.readyMs)}, answering ${seconds(cold.answersMs)}${cpu(cold)}${cold.builtLine ? ` (${cold.builtLine})` : ''}; load ${load()}`,
  )
  const warm: StartFigures[] = []
  for (let run = 0; run < warmRuns; run++) {
    warm.push(await timeStart(env, port))
    console.log(
      `warm ${run + 1}: ready ${seconds(warm[run]!.readyMs)}, answering ${seconds(warm[run]!.answersMs)}${cpu(warm[run]!)}; load ${load()}`,
    )
  }
  const warmReady = median(warm.map((figures) => figures.readyMs))
  const warmCpu = warm.flatMap((figures) => (figures.cpuMs === undefined ? [] : [figures.cpuMs]))
  console.log(
    `warm median: ready ${seconds(warmReady)}, answering ${seconds(median(warm.map((figures) => figures.answersMs)))}` +
      (warmCpu.length > 0 ? `, CPU ${seconds(median(warmCpu))}` : ''),
  )
  console.log(`cold / warm: ${(cold.readyMs / warmReady).toFixed(1)}×`)
} finally {
  await rm(work, { recursive: true, force: true })
  await rm(dist, { recursive: true, force: true })
}
