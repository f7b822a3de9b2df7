import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPgliteRelayStore } from '../../../server/stores/open-relay-store'
import { createPgliteSqlClient } from '../../support/pglite-sql-client'
import { createRelayStore, migrateRelayStore, type RelayStore } from '../../../server/stores/relay-store'
import { createWriteBehindRateCounterStore } from '../../../server/stores/rate-counter-store'
import {
  allRelayMigrations,
  describeRelayStoreContract,
  submission,
  windowsOfOneAndTwoSecondsJustBegun,
  type StoreUnderTest,
} from './relay-store.contract'
import { openEmbeddedDatabase } from '../../support/embedded-database'
import { pgliteStartParams } from '../../../server/stores/pglite-files'

let db: PGlite
let underTest: StoreUnderTest

beforeAll(async () => {
  db = await openEmbeddedDatabase()
  const sql = createPgliteSqlClient(db)
  expect(await migrateRelayStore(sql)).toEqual(allRelayMigrations)
  underTest = {
    store: createRelayStore(sql),
    query: async <Row>(text: string, params?: unknown[]) => (await db.query<Row>(text, params)).rows,
    migrateAgain: () => migrateRelayStore(sql),
  }
})

afterAll(async () => {
  await db?.close()
})

describeRelayStoreContract('PGlite', () => underTest)

describe('PGlite relay store on disk', () => {
  let dataDir: string
  let store: RelayStore | undefined

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-store-'))
  })

  afterAll(async () => {
    await store?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps rows across a restart and reports inserts after close as failures', async () => {
    const directory = path.join(dataDir, 'pglite')
    store = await openPgliteRelayStore(dataDir)
    const first = await store.leads.saveSubmission(submission({ message: 'Persisted across restarts.' }), 'restart-1')
    expect(first.ok).toBe(true)
    await store.close()
    const closedInsert = await store.leads.saveSubmission(submission({ message: 'After close.' }), 'restart-2')
    expect(closedInsert).toEqual({ ok: false, reason: expect.stringMatching(/closed/i) })

    const reopened = await PGlite.create(directory, { startParams: pgliteStartParams })
    try {
      const { rows } = await reopened.query<{ message: string }>('select message from contact_submissions')
      expect(rows).toEqual([{ message: 'Persisted across restarts.' }])
      expect(await migrateRelayStore(createPgliteSqlClient(reopened))).toEqual([])
    } finally {
      await reopened.close()
    }
    store = undefined
    // Creating the database on disk takes seconds, many more on a busy machine.
  }, 150_000)
})

describe("the embedded relay's counts in memory (write-behind)", () => {
  it("keeps a key's windows of different lengths apart, also in the moments they start together, and after a reload", async () => {
    const counters = createWriteBehindRateCounterStore(createPgliteSqlClient(db), 60_000)
    await windowsOfOneAndTwoSecondsJustBegun()
    expect((await counters.hitCounter('write-behind-key', 1_000)).hits).toBe(1)
    expect((await counters.hitCounter('write-behind-key', 2_000)).hits).toBe(1)
    expect((await counters.hitCounter('write-behind-key', 3_600_000)).hits).toBe(1)
    await counters.close()
    const reloaded = createWriteBehindRateCounterStore(createPgliteSqlClient(db), 60_000)
    expect(await reloaded.hitCounter('write-behind-key', 3_600_000)).toMatchObject({ hits: 2 })
    await reloaded.close()
  })
})
