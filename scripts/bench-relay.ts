/**
 * Throughput and latency of the relay's three quote endpoints on the embedded defaults
 * (PGlite and .eml files), from a bounded loop on loopback. The load generator shares the
 * machine with the relay, so compare figures from the same machine only.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { relayPaths } from '../src/adapters/relay-api'
import { startRelayProcess } from '../test/e2e/support/relay-process'

const requests = Number(process.env.BENCH_REQUESTS ?? 300)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10)

const bodies = {
  submissions: (i: number) => ({
    name: `Bench Visitor ${i}`,
    email: `bench${i}@example.com`,
    phone: '(704) 555-0100',
    address: '1 Main St, Lincolnton, NC',
    message: 'Four cameras and a doorbell, please.',
    created_at: new Date().toISOString(),
  }),
  confirmations: (i: number) => ({ to_name: `Bench Visitor ${i}`, to_email: `bench${i}@example.com`, message: '' }),
  notifications: (i: number) => ({
    from_name: `Bench Visitor ${i}`,
    from_email: `bench${i}@example.com`,
    from_phone: '(704) 555-0100',
    from_address: '1 Main St',
    message: 'Four cameras.',
    to_email: 'hello@piedmontshield.example',
  }),
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-relay-'))
  const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: resolve('dist/client'), RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' })
  console.log(`endpoint | requests | concurrency | req/s | p50 ms | p95 ms | p99 ms | non-2xx`)
  try {
    for (const endpoint of ['submissions', 'confirmations', 'notifications'] as const) {
      const latencies: number[] = []
      let failures = 0
      let next = 0
      const started = performance.now()
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < requests) {
            const i = next++
            const t = performance.now()
            const response = await fetch(relay.baseUrl + relayPaths[endpoint], {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(bodies[endpoint](i)),
            })
            await response.arrayBuffer()
            if (!response.ok) failures++
            latencies.push(performance.now() - t)
          }
        }),
      )
      const seconds = (performance.now() - started) / 1000
      latencies.sort((a, b) => a - b)
      const f = (n: number) => n.toFixed(1)
      console.log(`${endpoint} | ${requests} | ${concurrency} | ${f(requests / seconds)} | ${f(percentile(latencies, 0.5))} | ${f(percentile(latencies, 0.95))} | ${f(percentile(latencies, 0.99))} | ${failures}`)
    }
  } finally {
    await relay.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
