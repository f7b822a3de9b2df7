import { rm } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { idempotencyKeyHeader, relayPaths } from '../../../src/quote/relay-api'
import { startPostgres } from '../../support/postgres'
import { startRelayProcess } from '../../support/relay-process'
import { seededDataDir } from '../../support/seeded-data-dir'
import { submissionBody } from './relay-harness'
import { useCleanups } from '../../support/cleanups'

/** What the site promises a visitor, measured from their side: an answer within 5 s. */
const promisedMs = 5_000
/**
 * How long the busy host does not run the relay at all. Measured from outside, a relay's own
 * clock lost up to 1.2 s this way under load (issue 22: 5.97 s seen, 4.79 s logged).
 */
const hostStallMs = 1_250

const cleanups = useCleanups(afterEach)

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Posts a lead and times it from the moment the client starts sending, as a visitor's browser waits. */
async function timedLead(baseUrl: string, index: number) {
  const started = performance.now()
  try {
    const response = await fetch(`${baseUrl}${relayPaths.submissions}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: crypto.randomUUID() },
      body: JSON.stringify(submissionBody({ message: `Deadline lead ${index}` })),
      signal: AbortSignal.timeout(20_000),
    })
    await response.arrayBuffer()
    return { index, status: response.status, retryAfter: response.headers.get('retry-after'), ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { index, status: 0, retryAfter: null, ms: Math.round(performance.now() - started), error: String(error) }
  }
}

describe("the relay answer deadline, measured from the visitor's side of a busy host", () => {
  it('answers every lead within 5 s of its sending while PostgreSQL is frozen and the relay is not run for 1.25 s', async () => {
    const postgres = await startPostgres()
    cleanups.push(() => postgres.stop())
    const dataDir = await seededDataDir('answer-deadline-')
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const relay = await startRelayProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      OWNER_EMAIL: 'owner.desk@installer.internal',
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
    })
    cleanups.push(() => relay.stop())
    // A stopped relay hears no SIGTERM: whatever happens, it runs again before it is stopped.
    cleanups.push(async () => relay.kill('SIGCONT'))
    expect((await timedLead(relay.baseUrl, -1)).status).toBe(201)
    await postgres.freeze()
    cleanups.push(() => postgres.thaw())

    // Leads go out every 50 ms for 2.5 s; a quarter of a second in, the host stops running the
    // relay, so the leads sent in that time wait unseen in the kernel before the relay's clock starts.
    const answers: Promise<Awaited<ReturnType<typeof timedLead>>>[] = []
    for (let index = 0; index < 50; index += 1) {
      answers.push(timedLead(relay.baseUrl, index))
      if (index === 5) {
        relay.kill('SIGSTOP')
        setTimeout(() => relay.kill('SIGCONT'), hostStallMs)
      }
      await sleep(50)
    }
    const settled = await Promise.all(answers)

    const slowest = Math.max(...settled.map((answer) => answer.ms))
    console.log(`answer deadline from outside: slowest ${slowest} ms of ${settled.length} leads (host stalled ${hostStallMs} ms)`)
    for (const answer of settled) {
      expect(answer.status, JSON.stringify(answer)).toBe(503)
      expect(Number(answer.retryAfter), JSON.stringify(answer)).toBeGreaterThan(0)
      expect(answer.ms, JSON.stringify(answer)).toBeLessThanOrEqual(promisedMs)
    }
  }, 90_000)
})
