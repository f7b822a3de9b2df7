import { describe, expect, it } from 'vitest'
import type { ContactSubmission } from '../../../src/core/quote/contact-submission'
import { quoteFieldLimits, quoteFields, type QuoteField } from '../../../src/core/quote/quote-fields'
import type { SubmissionStore } from '../../../server/stores/submission-store'

/** What each engine's test file hands the shared expectations. */
export interface StoreUnderTest {
  readonly store: SubmissionStore
  /** Reads straight from the database, bypassing the store. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs the migration runner again on the same database; returns the versions it applied. */
  migrateAgain(): Promise<string[]>
}

function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    name: 'Ann Visitor',
    email: 'ann.visitor@example.com',
    phone: '(704) 555-0199',
    address: '12 Main Street, Lincolnton, NC',
    message: 'Four cameras and a video doorbell, please.',
    created_at: '2025-05-01T14:30:00.123Z',
    ...overrides,
  }
}

interface StoredRow {
  id: string | number
  name: string
  email: string
  phone: string
  address: string
  message: string
  created_at: Date
  received_at: Date
}

/**
 * The expectations every SubmissionStore meets, whichever engine holds the rows. `open` runs
 * once per suite; the database may already hold rows from earlier tests.
 */
export function describeSubmissionStoreContract(engine: string, open: () => StoreUnderTest) {
  describe(`${engine} submission store`, () => {
    async function insertOk(values: ContactSubmission): Promise<StoredRow> {
      const result = await open().store.insertSubmission(values)
      if (!result.ok) throw new Error(`insert failed: ${result.reason}`)
      const rows = await open().query<StoredRow>('select * from contact_submissions where id = $1', [result.id])
      expect(rows).toHaveLength(1)
      return rows[0] as StoredRow
    }

    it('inserts one row with exactly the values given and returns its id', async () => {
      const values = submission({ message: 'Exact values check. Ünïcödé, emoji 🎥, quotes \' " and a\nsecond line.' })
      const before = Date.now()
      const row = await insertOk(values)
      expect(row).toMatchObject({
        name: values.name,
        email: values.email,
        phone: values.phone,
        address: values.address,
        message: values.message,
      })
      expect(row.received_at.getTime()).toBeGreaterThanOrEqual(before - 5_000)
      expect(row.received_at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000)
    })

    it("keeps the client's created_at as the same instant, whatever its offset", async () => {
      const utc = await insertOk(submission({ created_at: '2024-12-31T23:59:59.999Z' }))
      expect(utc.created_at.toISOString()).toBe('2024-12-31T23:59:59.999Z')
      const offset = await insertOk(submission({ created_at: '2025-03-09T02:30:00.250-05:00' }))
      expect(offset.created_at.toISOString()).toBe('2025-03-09T07:30:00.250Z')
    })

    it('stores empty phone and address as empty strings', async () => {
      const row = await insertOk(submission({ phone: '', address: '' }))
      expect(row.phone).toBe('')
      expect(row.address).toBe('')
    })

    it('gives each row a new, increasing id', async () => {
      const first = await insertOk(submission())
      const second = await insertOk(submission())
      expect(Number(second.id)).toBeGreaterThan(Number(first.id))
    })

    it('treats values as data, never as SQL', async () => {
      const name = "Robert'); drop table contact_submissions; --"
      const row = await insertOk(submission({ name }))
      expect(row.name).toBe(name)
      const tables = await open().query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name = 'contact_submissions'",
      )
      expect(tables[0]?.n).toBe(1)
    })

    it('applies no migration twice and keeps existing rows', async () => {
      const [{ n: before } = { n: -1 }] = await open().query<{ n: number }>('select count(*)::int as n from contact_submissions')
      expect(await open().migrateAgain()).toEqual([])
      expect(await open().migrateAgain()).toEqual([])
      const [{ n: after } = { n: -2 }] = await open().query<{ n: number }>('select count(*)::int as n from contact_submissions')
      expect(after).toBe(before)
      const versions = await open().query<{ version: string }>('select version from schema_migrations order by version')
      expect(versions).toEqual([{ version: '0001_contact_submissions' }])
    })

    const sample: Record<QuoteField, string> = { name: 'n', email: 'a@b', phone: 'p', address: 'a', message: 'm' }

    it.each(quoteFields)('accepts %s at its length limit and refuses one character more', async (field) => {
      const limit = quoteFieldLimits[field]
      const atLimit = sample[field].padEnd(limit, 'x')
      await insertOk(submission({ [field]: atLimit }))
      const refused = await open().store.insertSubmission(submission({ [field]: `${atLimit}x` }))
      expect(refused.ok).toBe(false)
      expect(refused.ok ? '' : refused.reason).toContain(`contact_submissions_${field}_length`)
    })

    it('refuses an empty name or message', async () => {
      for (const field of ['name', 'message'] as const) {
        const refused = await open().store.insertSubmission(submission({ [field]: '' }))
        expect(refused.ok).toBe(false)
        expect(refused.ok ? '' : refused.reason).toContain(`contact_submissions_${field}_length`)
      }
    })

    it('reports a failure as a value, not a throw, for a created_at that is not a time', async () => {
      const refused = await open().store.insertSubmission(submission({ created_at: 'not a time' }))
      expect(refused.ok).toBe(false)
    })
  })
}
