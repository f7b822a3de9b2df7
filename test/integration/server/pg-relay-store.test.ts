import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createPgPool, createPgSqlClient } from '../../../server/stores/pg-sql-client'
import { openPgRelayStore } from '../../../server/stores/open-relay-store'
import { createRelayStore, migrateRelayStore, type RelayStore } from '../../../server/stores/relay-store'
import { startPostgres, type RunningPostgres } from '../../support/postgres'
import { quoteMail } from './mail-samples'
import { allRelayMigrations, describeRelayStoreContract, type StoreUnderTest } from './relay-store.contract'

let postgres: RunningPostgres
let pool: pg.Pool
let underTest: StoreUnderTest

beforeAll(async () => {
  postgres = await startPostgres()
  pool = createPgPool(postgres.url)
  const sql = createPgSqlClient(pool)
  expect(await migrateRelayStore(sql)).toEqual(allRelayMigrations)
  underTest = {
    store: createRelayStore(sql),
    query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    migrateAgain: () => migrateRelayStore(sql),
  }
})

afterAll(async () => {
  await pool?.end()
  await postgres?.stop()
})

describeRelayStoreContract('PostgreSQL 15', () => underTest)

const values = {
  name: 'Ann Visitor',
  email: 'ann@example.com',
  phone: '',
  address: '',
  message: 'Opened through the factory.',
  created_at: '2025-05-01T14:30:00.000Z',
}

/** The stores of `count` relays on a new database of their own, closed when the test ends. */
async function relayStoresOn(database: string, count: number): Promise<[RelayStore, ...RelayStore[]]> {
  const url = await postgres.createDatabase(database)
  const relays = [await openPgRelayStore(url)] as [RelayStore, ...RelayStore[]]
  while (relays.length < count) relays.push(await openPgRelayStore(url))
  onTestFinished(async () => {
    await Promise.all(relays.map((relay) => relay.close()))
  })
  return relays
}

describe('PostgreSQL relay store', () => {
  it('runs against a real PostgreSQL 15 server', async () => {
    const { rows } = await pool.query<{ server_version_num: string }>('show server_version_num')
    expect(Number(rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000)
    expect(Number(rows[0]?.server_version_num)).toBeLessThan(160000)
  })

  it('migrates once when several relays start at the same time', async () => {
    const url = await postgres.createDatabase('concurrent_start')
    const pools = [createPgPool(url), createPgPool(url), createPgPool(url)]
    try {
      const applied = await Promise.all(pools.map((each) => migrateRelayStore(createPgSqlClient(each))))
      expect(applied.flat()).toEqual(allRelayMigrations)
    } finally {
      await Promise.all(pools.map((each) => each.end()))
    }
  })

  it('never hands one due mail to two relays claiming at the same time', async () => {
    const relays = await relayStoresOn('claim_race', 4)
    const [first] = relays
    for (let i = 0; i < 60; i += 1) {
      const recorded = await first.outbox.recordMail(`race-${i}`, quoteMail('notification'), 60_000)
      if (!recorded.ok) throw new Error(recorded.reason)
      await first.outbox.markMailFailed(recorded.entry.id, 'first attempt failed', 0, 5, 502)
    }
    const claims = await Promise.all(
      relays.flatMap((relay) => [
        relay.outbox.claimDueMail(7, 60_000),
        relay.outbox.claimDueMail(7, 60_000),
        relay.outbox.claimDueMail(7, 60_000),
      ]),
    )
    const claimedIds = claims.flat().map((entry) => entry.id)
    expect(new Set(claimedIds).size).toBe(claimedIds.length)
  })

  it("counts copies of one charge sent at once by several relays once, each answered with the first copy's total", async () => {
    const relays = await relayStoresOn('charge_race', 3)
    const [first] = relays
    const key = 'confirm:race@example.com'
    expect((await first.rateCounters.hitCounter(key, 3_600_000, 'earlier-request')).hits).toBe(1)
    const copies = await Promise.all(
      relays.flatMap((relay) => Array.from({ length: 12 }, () => relay.rateCounters.hitCounter(key, 3_600_000, 'same-request'))),
    )
    expect(new Set(copies.map((window) => window.hits))).toEqual(new Set([2]))
    expect(new Set(copies.map((window) => window.resetAt)).size).toBe(1)
    // The next request is the third, whatever the copies did.
    expect((await first.rateCounters.hitCounter(key, 3_600_000, 'next-request')).hits).toBe(3)
  })

  // A checked-out client has no pool listener: unheard, its 'error' event would end the relay.
  it('keeps running when the server ends its connection in the middle of a transaction, and answers the next one', async () => {
    const url = await postgres.createDatabase('ended_mid_transaction')
    const sql = createPgSqlClient(createPgPool(url))
    onTestFinished(() => sql.close())
    // Awaited only after the connection is ended, so it must be heard from the start.
    const slowFails = expect(sql.inTransaction((tx) => tx.query('select pg_sleep(3)'))).rejects.toThrow(/terminat/)
    await expect.poll(async () => (await pool.query("select 1 from pg_stat_activity where wait_event = 'PgSleep'")).rowCount).toBe(1)
    await pool.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'ended_mid_transaction'")
    await slowFails
    expect(await sql.inTransaction((tx) => tx.query('select 1 as one'))).toEqual([{ one: 1 }])
  })

  it('opens through openPgRelayStore and reports failures after the server is gone', async () => {
    const url = await postgres.createDatabase('open_then_lose')
    const store = await openPgRelayStore(url)
    try {
      expect(await store.leads.saveSubmission(values, 'lose-1')).toEqual({ ok: true, id: '1', repeated: false })
      const admin = new pg.Client({ connectionString: url.replace(/\/open_then_lose$/, '/postgres') })
      await admin.connect()
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'open_then_lose' and pid <> pg_backend_pid()",
      )
      await admin.query('alter database open_then_lose allow_connections false')
      await admin.end()
      const refused = await store.leads.saveSubmission(values, 'lose-2')
      expect(refused.ok).toBe(false)
    } finally {
      await store.close()
    }
  })
})
