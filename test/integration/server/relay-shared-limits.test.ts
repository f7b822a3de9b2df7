import { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relayPaths } from '../../../src/contracts/relay-api'
import { createPgPool } from '../../../server/stores/pg-sql-client'
import { startPostgres, type RunningPostgres } from '../../support/postgres'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { confirmationBody, startRelay, submissionBody, type RelayUnderTest } from './relay-harness'
import { openRelayStoreOn, openRelayStoreOnPool } from './relay-store-harness'

let postgres: RunningPostgres
let smtp: RunningSmtpServer
const pools: pg.Pool[] = []
const relays: RelayUnderTest[] = []

beforeAll(async () => {
  postgres = await startPostgres()
  smtp = await startSmtpServer()
})

afterAll(async () => {
  for (const relay of relays) await relay.close()
  for (const pool of pools) await pool.end()
  await smtp?.stop()
  await postgres?.stop()
})

/** Another relay process's worth: its own pool on the shared database, its own app. */
async function relayOnSharedDatabase(env: Record<string, string>): Promise<RelayUnderTest> {
  const pool = createPgPool(postgres.url)
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
      statuses.push((await relay!.postJson(relayPaths.confirmations, confirmationBody({ to_email: to }))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('TRUST_PROXY and a spoofed X-Forwarded-For', () => {
  let db: PGlite

  beforeAll(async () => {
    db = await PGlite.create()
  })
  afterAll(async () => {
    await db?.close()
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
