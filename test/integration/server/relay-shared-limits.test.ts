import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { relayPaths } from '../../../src/quote/relay-api'
import { createPgPool } from '../../../server/stores/pg-sql-client'
import { databaseOnSharedPostgres } from '../../support/postgres'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { confirmationBody, startRelay, submissionBody, type RelayUnderTest } from './relay-harness'
import { openRelayStoreOn, openRelayStoreOnPool } from './relay-store-harness'
import { openEmbeddedDatabase } from '../../support/embedded-database'
import { minuteMs, roomInWindow } from '../../support/rate-window'

let databaseUrl: string
let smtp: RunningSmtpServer
const pools: pg.Pool[] = []
const relays: RelayUnderTest[] = []
let embedded: Promise<PGlite> | undefined

beforeAll(async () => {
  databaseUrl = await databaseOnSharedPostgres()
  smtp = await startSmtpServer()
})

// Every test here counts a sequence against one window: a minute's, or an hour's, which ends on a minute too.
beforeEach(() => roomInWindow(minuteMs, 15_000))

afterAll(async () => {
  for (const relay of relays) await relay.close()
  for (const pool of pools) await pool.end()
  await (await embedded)?.close()
  await smtp?.stop()
})

/** Another relay process's worth: its own pool on the shared database, its own app. */
async function relayOnSharedDatabase(env: Record<string, string>): Promise<RelayUnderTest> {
  const pool = createPgPool(databaseUrl)
  pools.push(pool)
  const relay = await startRelay({ store: await openRelayStoreOnPool(pool), env: { SMTP_URL: smtp.url, ...env } })
  relays.push(relay)
  return relay
}

describe('two relays behind one load balancer, on one PostgreSQL', () => {
  it('share the per-address limit, so a second instance does not double what one address may send', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '4', TRUST_PROXY: 'loopback' }
    const [left, right] = [await relayOnSharedDatabase(env), await relayOnSharedDatabase(env)]
    const client = { 'X-Forwarded-For': '198.51.100.23' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const relay = i % 2 === 0 ? left : right
      statuses.push((await relay!.postJson(relayPaths.submissions, submissionBody(), client)).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
  })

  it('share the per-recipient confirmation limit', async () => {
    const [left, right] = [await relayOnSharedDatabase({}), await relayOnSharedDatabase({})]
    const to = `shared.${Date.now()}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const relay = i % 2 === 0 ? left : right
      statuses.push((await relay!.confirm(confirmationBody({ to_email: to }))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('one Idempotency-Key, one charge', () => {
  it('sends one mail and answers no 429 for 60 concurrent requests with one key across two relays, leaving the mailbox its allowance', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '1000' }
    const [left, right] = [await relayOnSharedDatabase(env), await relayOnSharedDatabase(env)]
    const to = `one.key.${Date.now()}@mail-host.net`
    const confirm = (relay: RelayUnderTest, key: string) =>
      relay.confirm(confirmationBody({ to_email: to }), { 'Idempotency-Key': key }).then((response) => response.status)
    const key = crypto.randomUUID()
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => confirm(i % 2 === 0 ? left! : right!, key)))
    expect(statuses.filter((status) => status === 429)).toEqual([])
    expect(statuses).toContain(200)
    await expect.poll(() => smtp.messages.filter((mail) => mail.envelope.rcptTo.includes(to)).length).toBe(1)
    // Two of the mailbox's three an hour are left: the 60 copies cost one.
    expect([
      await confirm(left!, crypto.randomUUID()),
      await confirm(right!, crypto.randomUUID()),
      await confirm(left!, crypto.randomUUID()),
    ]).toEqual([200, 200, 429])
    expect(smtp.messages.filter((mail) => mail.envelope.rcptTo.includes(to))).toHaveLength(3)
  })
})

/**
 * The embedded database of the last two groups, created once: each test counts addresses of its
 * own (loopback and 203.0.113.99 here, 2001:db8:64::, 198.51.100.77 and 192.0.2.33 below), and a
 * PGlite database costs seconds of CPU to create.
 */
const embeddedDb = () => (embedded ??= openEmbeddedDatabase())

describe('TRUST_PROXY and a spoofed X-Forwarded-For', () => {
  let db: PGlite

  beforeAll(async () => {
    db = await embeddedDb()
  })

  it('ignores X-Forwarded-For from a peer that is not the configured proxy', async () => {
    const relay = await startRelay({
      store: await openRelayStoreOn(db),
      env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '192.0.2.10' },
    })
    relays.push(relay)
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await relay.postJson(relayPaths.submissions, submissionBody(), { 'X-Forwarded-For': `203.0.113.${i}` })).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })

  it('behind a trusted proxy, counts the address the proxy saw, whatever the client put before it', async () => {
    const relay = await startRelay({
      store: await openRelayStoreOn(db),
      env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' },
    })
    relays.push(relay)
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) {
      // The client forges the left entries; the proxy appends the address it really saw.
      const forwarded = `10.0.0.${i}, 198.51.100.${i}, 203.0.113.99`
      statuses.push((await relay.postJson(relayPaths.submissions, submissionBody(), { 'X-Forwarded-For': forwarded })).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })
})

describe('per-address limits that match people', () => {
  let db: PGlite

  beforeAll(async () => {
    db = await embeddedDb()
  })

  async function relayBehindProxy(limit: number): Promise<RelayUnderTest> {
    const relay = await startRelay({
      store: await openRelayStoreOn(db),
      env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: String(limit), TRUST_PROXY: 'loopback' },
    })
    relays.push(relay)
    return relay
  }

  // An empty body is refused after the limit is counted, so no lead is stored for a count.
  const countedPost = (relay: RelayUnderTest, client: string) => relay.postJson(relayPaths.submissions, {}, { 'X-Forwarded-For': client })

  it('counts twelve IPv6 addresses in one /64 as one client: 120 requests, 10 let through', async () => {
    const relay = await relayBehindProxy(10)
    const statuses: number[] = []
    for (let host = 1; host <= 12; host += 1) {
      for (let i = 0; i < 10; i += 1) statuses.push((await countedPost(relay, `2001:db8:64:1:${host.toString(16)}:${i}::1`)).status)
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(110)
    // The next /64 is someone else.
    expect((await countedPost(relay, '2001:db8:64:2::1')).status).toBe(400)
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it is', async () => {
    const relay = await relayBehindProxy(2)
    const statuses = [
      (await countedPost(relay, '198.51.100.77')).status,
      (await countedPost(relay, '::ffff:198.51.100.77')).status,
      (await countedPost(relay, '::ffff:c633:644d')).status,
    ]
    expect(statuses).toEqual([400, 400, 429])
  })

  it('keeps the counts across a restart of the relay on the embedded store: they live in the database', async () => {
    const statuses: number[] = []
    for (const run of [1, 2]) {
      const relay = await startRelay({
        store: await openRelayStoreOn(db),
        env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' },
      })
      try {
        for (let i = 0; i < (run === 1 ? 3 : 1); i += 1) statuses.push((await countedPost(relay, '192.0.2.33')).status)
      } finally {
        await relay.close()
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429])
  })
})
