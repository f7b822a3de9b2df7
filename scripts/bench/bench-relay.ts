/**
 * Quotes per second and latency of the relay, on the embedded store and on PostgreSQL, next to
 * a bare Express endpoint measured in the same run. Each simulated visitor has its own address
 * (X-Forwarded-For behind a trusted loopback proxy) and its own e-mail, as real traffic does.
 * The load generator shares the 2 cores with the server: read the ratios, not the absolutes.
 *
 *   npm run bench:relay                     (BENCH_QUOTES=2000 BENCH_CONCURRENCY=16 by default)
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { idempotencyKeyHeader, relayPaths } from '../../src/quote/relay-api'
import { freePort } from '../../test/support/free-port'
import { startPostgres } from '../../test/support/postgres'
import { startRelayProcess } from '../../test/support/relay-process'
import { startSmtpServer } from '../../test/support/smtp'

const quotes = Number(process.env.BENCH_QUOTES ?? 2000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
/** Unmeasured quotes first, so every target is measured with its code already optimized. */
const warmUpQuotes = 300

interface Target {
  readonly name: string
  readonly baseUrl: string
  readonly pid: number
}

function visitor(i: number) {
  const email = `bench.${i}.${Date.now()}@example.com`
  return {
    submission: {
      name: `Bench Visitor`,
      email,
      phone: '(704) 555-0100',
      address: '1 Main St, Lincolnton, NC',
      message: 'Four cameras and a doorbell, please.',
      created_at: new Date().toISOString(),
      page: '/nc/charlotte/video-doorbells',
    },
    confirmation: { to_name: 'Bench Visitor', to_email: email, message: '' },
    notification: {
      from_name: 'Bench Visitor',
      from_email: email,
      from_phone: '(704) 555-0100',
      from_address: '1 Main St',
      message: 'Four cameras.',
      page: '/nc/charlotte/video-doorbells',
    },
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency })

function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const url = new URL(baseUrl)
  const payload = JSON.stringify(body)
  return new Promise((resolvePost, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolvePost(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

function peakRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
    return Math.round(kb / 1024)
  } catch {
    return 0
  }
}

/**
 * CPU seconds the target's process has used (all its threads), from /proc; undefined where there
 * is none. Throughput moves with whatever else the 2 cores run; CPU per quote much less.
 */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** `steps` requests per quote: 1 is the store alone, 3 the whole quote (store, confirm, notify). */
async function load(target: Target, steps: 1 | 3, count = quotes) {
  const latencies: number[] = []
  let failures = 0
  let next = 0
  const started = performance.now()
  const cpuBefore = cpuSeconds(target.pid)
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        const body = visitor(i)
        const headers = {
          'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          [idempotencyKeyHeader]: crypto.randomUUID(),
        }
        const t = performance.now()
        const calls: [string, unknown, number][] = [[relayPaths.submissions, body.submission, 201]]
        if (steps === 3) calls.push([relayPaths.confirmations, body.confirmation, 200], [relayPaths.notifications, body.notification, 200])
        for (const [path, payload, expected] of calls) {
          if ((await post(target.baseUrl, path, payload, headers)) !== expected) failures += 1
        }
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = cpuSeconds(target.pid)
  const cpuMsPerQuote = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / count
  latencies.sort((a, b) => a - b)
  return { rate: count / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), failures, cpuMsPerQuote }
}

/** The floor: Express parsing the same JSON and answering, nothing else. */
async function startBareExpress(): Promise<Target & { stop(): void }> {
  const port = await freePort()
  const source = `
    const express = require('express')
    const app = express()
    app.use(express.json({ limit: '16kb' }))
    app.post(/.*/, (req, res) => res.status(req.path.endsWith('/submissions') ? 201 : 200).json({ ok: true }))
    app.listen(${port}, '127.0.0.1', () => console.log('ready'))
  `
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((ready) => child.stdout.once('data', () => ready()))
  return { name: 'bare Express', baseUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill() }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-relay-'))
  const postgres = await startPostgres()
  // A sink: parsing every message would spend the load generator's CPU, not the relay's.
  const smtp = await startSmtpServer({ discard: true })
  // Every simulated visitor is real traffic, so the site-wide confirmation ceiling is lifted.
  const common = {
    SITE_DIR: resolve('dist/client'),
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PER_MINUTE: '10',
    CONFIRMATIONS_PER_HOUR: '100000',
    LOG_LEVEL: 'warn',
  }
  const bare = await startBareExpress()
  // With `npm run serve`'s flags alone: the tests' (unoptimized WebAssembly) would slow PGlite.
  const asServed = { asServed: true }
  const embedded = await startRelayProcess({ ...common, DATA_DIR: dataDir }, asServed)
  const onPostgres = await startRelayProcess(
    { ...common, DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: postgres.url, SMTP_URL: smtp.url },
    asServed,
  )
  const targets: Target[] = [
    bare,
    { name: 'relay, embedded (PGlite, .eml)', baseUrl: embedded.baseUrl, pid: embedded.pid },
    { name: 'relay, PostgreSQL + SMTP', baseUrl: onPostgres.baseUrl, pid: onPostgres.pid },
  ]
  try {
    console.log(`${quotes} quotes per row after ${warmUpQuotes} unmeasured, ${concurrency} at a time, each from its own address\n`)
    console.log('target | steps | quotes/s | vs bare | p50 ms | p99 ms | failed | peak RSS MB | CPU ms/quote')
    console.log('--- | --- | --- | --- | --- | --- | --- | --- | ---')
    for (const steps of [1, 3] as const) {
      let bareRate = 0
      for (const target of targets) {
        await load(target, steps, warmUpQuotes)
        const result = await load(target, steps)
        if (target === bare) bareRate = result.rate
        const f = (n: number) => n.toFixed(1)
        const label = steps === 1 ? 'store' : 'whole quote'
        console.log(
          `${target.name} | ${label} | ${f(result.rate)} | ${(result.rate / bareRate).toFixed(2)} | ${f(result.p50)} | ${f(result.p99)} | ${result.failures} | ${peakRssMb(target.pid)} | ${result.cpuMsPerQuote?.toFixed(2) ?? 'n/a'}`,
        )
      }
    }
  } finally {
    agent.destroy()
    bare.stop()
    await embedded.stop()
    await onPostgres.stop()
    await smtp.stop()
    await postgres.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
