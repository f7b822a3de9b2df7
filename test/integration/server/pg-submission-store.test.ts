import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPgPool,
  createPgSubmissionStore,
  migratePg,
  openPgSubmissionStore,
} from '../../../server/stores/pg-submission-store'
import { startPostgres, type RunningPostgres } from '../../support/postgres'
import { describeSubmissionStoreContract, type StoreUnderTest } from './submission-store.contract'

let postgres: RunningPostgres
let pool: pg.Pool
let underTest: StoreUnderTest

beforeAll(async () => {
  postgres = await startPostgres()
  pool = createPgPool(postgres.url)
  expect(await migratePg(pool)).toEqual(['0001_contact_submissions'])
  underTest = {
    store: createPgSubmissionStore(pool),
    query: async <Row,>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[],
    migrateAgain: () => migratePg(pool),
  }
})

afterAll(async () => {
  await pool?.end()
  await postgres?.stop()
})

describeSubmissionStoreContract('PostgreSQL 15', () => underTest)

describe('PostgreSQL submission store', () => {
  it('runs against a real PostgreSQL 15 server', async () => {
    const { rows } = await pool.query<{ server_version_num: string }>('show server_version_num')
    expect(Number(rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000)
    expect(Number(rows[0]?.server_version_num)).toBeLessThan(160000)
  })

  it('migrates once when several relays start at the same time', async () => {
    const url = await postgres.createDatabase('concurrent_start')
    const pools = [createPgPool(url), createPgPool(url), createPgPool(url)]
    try {
      const applied = await Promise.all(pools.map((each) => migratePg(each)))
      expect(applied.flat()).toEqual(['0001_contact_submissions'])
    } finally {
      await Promise.all(pools.map((each) => each.end()))
    }
  })

  it('opens through openPgSubmissionStore and reports failures after the server is gone', async () => {
    const url = await postgres.createDatabase('open_then_lose')
    const store = await openPgSubmissionStore({ connectionString: url })
    const values = {
      name: 'Ann Visitor',
      email: 'ann@example.com',
      phone: '',
      address: '',
      message: 'Opened through the factory.',
      created_at: '2025-05-01T14:30:00.000Z',
    }
    try {
      expect(await store.insertSubmission(values)).toEqual({ ok: true, id: '1' })
      const admin = new pg.Client({ connectionString: url.replace(/\/open_then_lose$/, '/postgres') })
      await admin.connect()
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'open_then_lose' and pid <> pg_backend_pid()",
      )
      await admin.query('alter database open_then_lose allow_connections false')
      await admin.end()
      const refused = await store.insertSubmission(values)
      expect(refused.ok).toBe(false)
    } finally {
      await store.close()
    }
  })
})
