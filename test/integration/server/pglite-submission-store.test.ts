import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPgliteSubmissionStore,
  migratePglite,
  openPgliteSubmissionStore,
} from '../../../server/stores/pglite-submission-store'
import type { SubmissionStore } from '../../../server/stores/submission-store'
import { describeSubmissionStoreContract, type StoreUnderTest } from './submission-store.contract'

let db: PGlite
let underTest: StoreUnderTest

beforeAll(async () => {
  db = await PGlite.create()
  expect(await migratePglite(db)).toEqual(['0001_contact_submissions'])
  underTest = {
    store: createPgliteSubmissionStore(db),
    query: async <Row,>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    migrateAgain: () => migratePglite(db),
  }
})

afterAll(async () => {
  await db?.close()
})

describeSubmissionStoreContract('PGlite', () => underTest)

describe('PGlite submission store on disk', () => {
  let dataDir: string
  let store: SubmissionStore | undefined

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-store-'))
  })

  afterAll(async () => {
    await store?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps rows across a restart and reports inserts after close as failures', async () => {
    const directory = path.join(dataDir, 'pglite')
    store = await openPgliteSubmissionStore({ dataDir: directory })
    const first = await store.insertSubmission({
      name: 'Ann Visitor',
      email: 'ann@example.com',
      phone: '',
      address: '',
      message: 'Persisted across restarts.',
      created_at: '2025-05-01T14:30:00.000Z',
    })
    expect(first.ok).toBe(true)
    await store.close()
    const closedInsert = await store.insertSubmission({
      name: 'Ann Visitor',
      email: 'ann@example.com',
      phone: '',
      address: '',
      message: 'After close.',
      created_at: '2025-05-01T14:30:00.000Z',
    })
    expect(closedInsert).toEqual({ ok: false, reason: expect.stringMatching(/closed/i) })

    const reopened = await PGlite.create(directory)
    try {
      const { rows } = await reopened.query<{ message: string }>('select message from contact_submissions')
      expect(rows).toEqual([{ message: 'Persisted across restarts.' }])
      expect(await migratePglite(reopened)).toEqual([])
    } finally {
      await reopened.close()
    }
    store = undefined
    // Creating the database on disk takes seconds, many more on a busy machine.
  }, 150_000)
})
