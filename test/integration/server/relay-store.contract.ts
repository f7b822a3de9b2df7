import { describe, expect, it } from 'vitest'
import type { ContactSubmission } from '../../../server/stores/lead-store'
import { quoteFieldLimits, quoteFields, type QuoteField } from '../../../src/quote/domain/quote-fields'
import { quoteMail } from './mail-samples'
import type { RelayStore } from '../../../server/stores/relay-store'
import { hostileLeadValues } from '../../support/hostile-lead-values'
import { roomInWindow } from '../../support/rate-window'

/** What each engine's test file hands the shared expectations. */
export interface StoreUnderTest {
  readonly store: RelayStore
  /** Reads straight from the database, bypassing the store. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs the migration runner again on the same database; returns the versions it applied. */
  migrateAgain(): Promise<string[]>
}

/** What the migration runner applies to an empty database, in order. */
export const allRelayMigrations = [
  '0002_lead_path',
  '0003_lead_page_and_deliverable_email',
  '0004_outbox_channels_and_claim_holders',
  '0005_rate_charges',
  '0006_rate_charge_in_one_call',
  '0007_outbox_last_attempt',
]

export function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
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
 * Waits for an even second of the clock (the database's is this machine's), when a 1 s and a 2 s
 * window both start, as a minute's and an hour's do at the top of each hour.
 */
export function windowsOfOneAndTwoSecondsJustBegun(): Promise<void> {
  return roomInWindow(2_000, 1_800)
}

let keys = 0
/** A fresh submission key per insert, unless a test repeats one on purpose. */
const newKey = () => `contract-${process.pid}-${Date.now()}-${(keys += 1)}`

/**
 * The expectations every RelayStore meets, whichever engine holds the rows. `open` runs
 * once per suite; the database may already hold rows from earlier tests.
 */
export function describeRelayStoreContract(engine: string, open: () => StoreUnderTest) {
  describe(`${engine} relay store`, () => {
    async function insertOk(values: ContactSubmission): Promise<StoredRow> {
      const result = await open().store.leads.saveSubmission(values, newKey())
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
      expect(versions).toEqual([
        { version: '0002_lead_path' },
        { version: '0003_lead_page_and_deliverable_email' },
        { version: '0004_outbox_channels_and_claim_holders' },
        { version: '0005_rate_charges' },
        { version: '0006_rate_charge_in_one_call' },
        { version: '0007_outbox_last_attempt' },
      ])
    })

    // A database migrated before a rule of the lead table existed is one without it: the next
    // start gives it the rule, as a Supabase project gets it by running its migration again.
    it('gives a database that lacks a rule of the lead table that rule when the relay starts again', async () => {
      const rule = 'contact_submissions_phone_shape'
      const hasRule = async () =>
        (await open().query<{ n: number }>('select count(*)::int as n from pg_constraint where conname = $1', [rule]))[0]?.n
      await open().query(`alter table contact_submissions drop constraint ${rule}`)
      expect(await hasRule()).toBe(0)
      expect((await open().store.leads.saveSubmission(submission({ phone: '704 555 0199 or my cell' }), newKey())).ok).toBe(true)

      expect(await open().migrateAgain()).toEqual([])
      expect(await hasRule()).toBe(1)
      expect((await open().store.leads.saveSubmission(submission({ phone: '704 555 0199 or my cell' }), newKey())).ok).toBe(false)
    })

    /** A value of exactly `length` characters that breaks no rule but the length limit. */
    const ofLength: Record<QuoteField, (length: number) => string> = {
      name: (length) => 'n'.padEnd(length, 'x'),
      email: (length) => `${'a'.repeat(length - '@b.co'.length)}@b.co`,
      phone: (length) => '7045550143'.padEnd(length, ' '),
      address: (length) => 'a'.padEnd(length, 'x'),
      message: (length) => 'm'.padEnd(length, 'x'),
    }

    it.each(quoteFields)('accepts %s at its length limit and refuses one character more', async (field) => {
      const limit = quoteFieldLimits[field]
      await insertOk(submission({ [field]: ofLength[field](limit) }))
      const refused = await open().store.leads.saveSubmission(submission({ [field]: ofLength[field](limit + 1) }), newKey())
      expect(refused.ok).toBe(false)
      expect(refused.ok ? '' : refused.reason).toContain(`contact_submissions_${field}_length`)
    })

    it('refuses an empty name or message', async () => {
      for (const field of ['name', 'message'] as const) {
        const refused = await open().store.leads.saveSubmission(submission({ [field]: '' }), newKey())
        expect(refused.ok).toBe(false)
        expect(refused.ok ? '' : refused.reason).toContain(`contact_submissions_${field}_length`)
      }
    })

    it('reports a failure as a value, not a throw, for a created_at that is not a time', async () => {
      const refused = await open().store.leads.saveSubmission(submission({ created_at: 'not a time' }), newKey())
      expect(refused.ok).toBe(false)
    })

    it.each([
      ['email', 'a@b'],
      ['phone', '12'],
      ['name', 'Ann\u0007Visitor'],
      ['name', '<b>Ann</b>'],
      ['address', 'https://spam.example'],
      ['message', 'Bell\u0007'],
    ])("refuses a %s of %j in SQL too, so a row that skipped the relay's checks is still no junk", async (field, value) => {
      const refused = await open().store.leads.saveSubmission(submission({ [field]: value }), newKey())
      expect(refused.ok).toBe(false)
    })

    it('keeps one row for a submission key saved twice, and says the second was a repeat', async () => {
      const key = newKey()
      const first = await open().store.leads.saveSubmission(submission({ message: `Repeated ${key}` }), key)
      const second = await open().store.leads.saveSubmission(submission({ message: `Repeated ${key}` }), key)
      expect(first).toMatchObject({ ok: true, repeated: false })
      expect(second).toEqual({ ok: true, id: first.ok ? first.id : '', repeated: true })
      const rows = await open().query('select id from contact_submissions where submission_key = $1', [key])
      expect(rows).toHaveLength(1)
    })

    it('stores a burst of leads saved at once, refusing only the one that breaks a rule', async () => {
      const keys = Array.from({ length: 30 }, () => newKey())
      const saves = keys.map((key, index) =>
        open().store.leads.saveSubmission(submission({ message: `Burst ${key}`, ...(index === 7 ? { email: 'a@b' } : {}) }), key),
      )
      const doubled = open().store.leads.saveSubmission(submission({ message: `Burst ${keys[3]}` }), keys[3] as string)
      const results = await Promise.all(saves)
      expect(results.filter((result) => !result.ok)).toHaveLength(1)
      expect(results[7]?.ok).toBe(false)
      expect(await doubled).toMatchObject({ ok: true, repeated: true, id: results[3]?.ok ? results[3].id : 'missing' })
      const rows = await open().query('select submission_key from contact_submissions where submission_key = any($1::text[])', [keys])
      expect(rows).toHaveLength(29)
    })

    // A burst goes in as one statement; each value must arrive exactly as typed, however it looks.
    it('keeps every value of a burst exactly, even ones that look like NULL, braces, quotes or commas', async () => {
      const typed = ['NULL', 'null', '{Ann}', 'Ann "Q" O\'Neil', 'Back\\slash', 'Smith, Ann', ' Ann ', 'Ünïcödé 名前']
      const saves = typed.map((text, index) =>
        open().store.leads.saveSubmission(
          submission({ name: text, address: text, message: text }),
          newKey(),
          index % 2 === 0 ? `/burst/${index}` : undefined,
        ),
      )
      const results = await Promise.all(saves)
      const ids = results.map((result) => (result.ok ? result.id : `failed: ${result.reason}`))
      const rows = await open().query<{ id: string | number; name: string; address: string; message: string; page: string | null }>(
        'select id, name, address, message, page from contact_submissions where id = any($1::bigint[]) order by id',
        [ids.filter((id) => !id.startsWith('failed'))],
      )
      expect(rows.map(({ name, address, message, page }) => ({ name, address, message, page }))).toEqual(
        typed.map((text, index) => ({ name: text, address: text, message: text, page: index % 2 === 0 ? `/burst/${index}` : null })),
      )
    })

    it('records a mail once per key and kind, claimed by its recorder until the lease ends', async () => {
      const key = newKey()
      const recorded = await open().store.outbox.recordMail(key, quoteMail('notification'), 60_000)
      expect(recorded).toMatchObject({ ok: true, created: true, entry: { status: 'waiting', attempts: 1, locked: true } })
      const again = await open().store.outbox.recordMail(key, quoteMail('notification'), 60_000)
      expect(again).toMatchObject({ ok: true, created: false })
      expect(await open().store.outbox.claimDueMail(100, 60_000)).not.toContainEqual(expect.objectContaining({ submissionKey: key }))
    })

    it('gives a failed mail back to the worker when it is due, and marks it dead after the last attempt', async () => {
      const key = newKey()
      const recorded = await open().store.outbox.recordMail(key, quoteMail('confirmation'), 60_000)
      if (!recorded.ok) throw new Error(recorded.reason)
      expect(await open().store.outbox.markMailFailed(recorded.entry.id, 'SMTP down', 0, 2, 502)).toBe('waiting')
      const claimed = (await open().store.outbox.claimDueMail(100, 60_000)).find((entry) => entry.submissionKey === key)
      expect(claimed).toMatchObject({ attempts: 2, firstStatus: 502, mail: quoteMail('confirmation') })
      expect(await open().store.outbox.markMailFailed(recorded.entry.id, 'SMTP still down', 0, 2, null)).toBe('dead')
      expect(await open().store.outbox.claimDueMail(100, 60_000)).not.toContainEqual(expect.objectContaining({ submissionKey: key }))
      expect(await open().store.outbox.findMail(key, 'confirmation')).toMatchObject({ status: 'dead', firstStatus: 502 })
    })

    it('counts hits per key in fixed windows', async () => {
      const key = newKey()
      const hits = []
      for (let i = 0; i < 3; i += 1) hits.push((await open().store.rateCounters.hitCounter(key, 3_600_000)).hits)
      expect(hits).toEqual([1, 2, 3])
      expect((await open().store.rateCounters.hitCounter(`${key}-other`, 3_600_000)).hits).toBe(1)
    })

    it('answers fifty hits that arrive together with each total from 1 to 50, beside other keys and window lengths', async () => {
      const [key, other] = [newKey(), newKey()]
      const counters = open().store.rateCounters
      const windows = await Promise.all([
        ...Array.from({ length: 50 }, () => counters.hitCounter(key, 60_000)),
        counters.hitCounter(other, 60_000),
        counters.hitCounter(key, 3_600_000),
      ])
      expect(windows.slice(0, 50).map((window) => window.hits)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
      expect(windows.slice(50).map((window) => window.hits)).toEqual([1, 1])
      const minute = windows[0]!.resetAt
      expect(minute % 60_000).toBe(0)
      expect(minute - Date.now()).toBeLessThanOrEqual(60_000)
      expect((await counters.hitCounter(key, 60_000)).hits).toBe(51)
    })

    it("keeps a key's windows of different lengths apart, also in the moments they start together", async () => {
      await windowsOfOneAndTwoSecondsJustBegun()
      const key = newKey()
      const counters = open().store.rateCounters
      expect((await counters.hitCounter(key, 1_000)).hits).toBe(1)
      expect((await counters.hitCounter(key, 2_000)).hits).toBe(1)
    })

    it('counts a charge once, answering its repeats and concurrent copies with the total its first hit got', async () => {
      const key = newKey()
      const counters = open().store.rateCounters
      expect((await counters.hitCounter(key, 3_600_000, 'request-a')).hits).toBe(1)
      const copies = await Promise.all(Array.from({ length: 10 }, () => counters.hitCounter(key, 3_600_000, 'request-b')))
      expect(copies.map((copy) => copy.hits)).toEqual(Array(10).fill(2))
      expect((await counters.hitCounter(key, 3_600_000, 'request-a')).hits).toBe(1)
      expect((await counters.hitCounter(key, 3_600_000)).hits).toBe(3)
    })

    it('lists leads newest first with the state of both mails', async () => {
      const key = newKey()
      await open().store.leads.saveSubmission(submission({ message: `Listed ${key}` }), key)
      const recorded = await open().store.outbox.recordMail(key, quoteMail('notification'), 60_000)
      if (!recorded.ok) throw new Error(recorded.reason)
      await open().store.outbox.markMailSent(recorded.entry.id, '<id@example>', 200)
      const [newest] = await open().store.listing.listLeads({ limit: 1 })
      expect(newest).toMatchObject({ message: `Listed ${key}`, notification: 'sent', confirmation: null, page: null })
    })

    it('keeps the page a lead came from, and refuses one that is no path of the site', async () => {
      const key = newKey()
      expect(
        await open().store.leads.saveSubmission(submission({ message: `Paged ${key}` }), key, '/nc/charlotte/access-control'),
      ).toMatchObject({ ok: true })
      const [newest] = await open().store.listing.listLeads({ limit: 1 })
      expect(newest).toMatchObject({ message: `Paged ${key}`, page: '/nc/charlotte/access-control' })
      const refused = await open().store.leads.saveSubmission(submission({ message: 'Bad page' }), newKey(), 'javascript:alert(1)')
      expect(refused.ok).toBe(false)
    })

    it('refuses every value of the shared table the core refuses, and keeps real names and addresses', async () => {
      for (const { field, value, why } of hostileLeadValues) {
        expect((await open().store.leads.saveSubmission(submission({ [field]: value }), newKey())).ok, why).toBe(false)
      }
      for (const fields of [
        { name: 'José Ñúñez' },
        { address: '100 Peachtree St.NE, Atlanta, GA' },
        { phone: '+1 (704) 555-0199 ext. 12' },
      ]) {
        expect((await open().store.leads.saveSubmission(submission(fields), newKey())).ok, JSON.stringify(fields)).toBe(true)
      }
    })

    it('refuses an e-mail address with a leading, trailing or doubled dot in its local part, as SMTP would', async () => {
      for (const email of ['v..w@mail-host.net', '.vw@mail-host.net', 'vw.@mail-host.net']) {
        expect((await open().store.leads.saveSubmission(submission({ email }), newKey())).ok, email).toBe(false)
      }
    })
  })
}
