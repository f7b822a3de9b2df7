import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostileLeadValues } from '../../support/hostile-lead-values'
import type { RunningPostgres } from '../../support/postgres'
import { startSupabaseLikePostgres, type SupabaseLikePostgres } from '../../support/supabase-like-postgres'

const migrationsDir = path.resolve(import.meta.dirname, '../../../supabase/migrations')
/** The table, then the bounds on it, in the order Supabase applies them. */
const migrations = [
  '20251122050000_contact_submissions.sql',
  '20261124190000_quote_step_failures.sql',
  '20261125200000_quote_step_failures_bounded.sql',
  '20261128010000_browser_only_retries_and_bounds.sql',
]

let postgres: RunningPostgres
let owner: pg.Client
let outcomeAs: SupabaseLikePostgres['outcomeAs']

const insertSql =
  'insert into public.quote_step_failures (submission_id, step, reason, visitor_name, visitor_email, page) values ($1, $2, $3, $4, $5, $6)'
const validReport = [
  '6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f40',
  'notification',
  'Failed to send notification email: Status 429',
  'Ann Visitor',
  'ann@example.com',
  '/nc/charlotte/video-doorbells',
]

beforeAll(async () => {
  ;({ postgres, owner, outcomeAs } = await startSupabaseLikePostgres('supabase_failures'))
  for (let run = 0; run < 2; run += 1) {
    for (const file of migrations) await owner.query(await readFile(path.join(migrationsDir, file), 'utf8'))
  }
})

afterAll(async () => {
  await owner?.end()
  await postgres?.stop()
})

describe('the Supabase table of failed quote steps', () => {
  it('takes a report of a failed step from anon, with the lead it belongs to', async () => {
    expect(await outcomeAs('anon', insertSql, validReport)).toBe('ok')
  })

  it('gives anon no read, update or delete, and authenticated nothing at all', async () => {
    await owner.query(insertSql, validReport)
    expect(await outcomeAs('anon', 'select * from public.quote_step_failures')).toBe('42501')
    expect(await outcomeAs('anon', "update public.quote_step_failures set reason = 'x'")).toBe('42501')
    expect(await outcomeAs('anon', 'delete from public.quote_step_failures')).toBe('42501')
    expect(await outcomeAs('authenticated', insertSql, validReport)).toBe('42501')
  })

  it.each([
    ['an unknown step', 1, 'payment'],
    ['an empty reason', 2, ''],
    ['a reason past 500 characters', 2, 'x'.repeat(501)],
    ['a submission id that is not one', 0, 'drop table; --'],
    ['a page that is no path of the site', 5, 'javascript:alert(1)'],
    ['markup in the name', 3, '<script>'],
  ])('refuses %s', async (_what, column, value) => {
    const report = [...validReport]
    report[column as number] = value
    expect(['23514', '42501']).toContain(await outcomeAs('anon', insertSql, report))
  })

  it('refuses an anon INSERT … SELECT of 100,000 rows and keeps none of them', async () => {
    const flood = `insert into public.quote_step_failures (submission_id, step, reason, visitor_name, visitor_email, page)
      select 'flood-row-' || n, 'notification', 'Failed to send notification email: Status 429', 'Ann Visitor', 'ann@example.com', '/'
      from generate_series(1, 100000) as n`
    const before = await owner.query<{ n: number }>('select count(*)::int as n from public.quote_step_failures')
    expect(await outcomeAs('anon', flood)).toBe('42501')
    expect((await owner.query<{ n: number }>('select count(*)::int as n from public.quote_step_failures')).rows).toEqual(before.rows)
  })

  it('refuses anon two rows in one statement, or a second row in one transaction (one PostgREST request)', async () => {
    const twoRows = `${insertSql}, ($7, $2, $3, $4, $5, $6)`
    expect(await outcomeAs('anon', twoRows, [...validReport, `${validReport[0]}-b`])).toBe('42501')
    await owner.query('begin')
    try {
      await owner.query('set local role anon')
      await owner.query(insertSql, validReport)
      const second = await owner.query(insertSql, ['second-row-0001', ...validReport.slice(1)]).then(
        () => 'ok',
        (error: { code?: string }) => String(error.code),
      )
      expect(second).toBe('42501')
    } finally {
      await owner.query('rollback')
    }
  })

  it('keeps at most three rows for one submission, one per step, whoever writes them', async () => {
    const submission = crypto.randomUUID()
    const outcomes: string[] = []
    for (const step of ['store', 'confirmation', 'notification', 'notification']) {
      await owner.query('set role anon')
      try {
        await owner.query(insertSql, [submission, step, ...validReport.slice(2)])
        outcomes.push('ok')
      } catch (error) {
        outcomes.push(String((error as { code?: string }).code))
      } finally {
        await owner.query('reset role')
      }
    }
    expect(outcomes).toEqual(['ok', 'ok', 'ok', '23514'])
    const { rows } = await owner.query<{ n: number }>(
      'select count(*)::int as n from public.quote_step_failures where submission_id = $1',
      [submission],
    )
    expect(rows).toEqual([{ n: 3 }])
  })

  it('refuses two concurrent fourth rows for one submission', async () => {
    const submission = crypto.randomUUID()
    for (const step of ['store', 'confirmation']) await owner.query(insertSql, [submission, step, ...validReport.slice(2)])
    const clients = [new pg.Client({ connectionString: postgres.url }), new pg.Client({ connectionString: postgres.url })]
    try {
      await Promise.all(clients.map((client) => client.connect()))
      const outcomes = await Promise.all(
        clients.map(async (client) => {
          try {
            await client.query('set role anon')
            await client.query(insertSql, [submission, 'notification', ...validReport.slice(2)])
            return 'ok'
          } catch (error) {
            return String((error as { code?: string }).code)
          }
        }),
      )
      // Three rows at most: the second report for the third slot waits its turn and is refused.
      expect(outcomes.sort()).toEqual(['23514', 'ok'])
    } finally {
      await Promise.all(clients.map((client) => client.end()))
    }
  })

  it.each(hostileLeadValues.filter((entry) => entry.field === 'name').map((entry) => [entry.why, entry.value] as const))(
    'refuses as anon a visitor_name the lead table refuses: %s',
    async (_why, value) => {
      const report = [...validReport]
      report[3] = value
      expect(['23514', '42501']).toContain(await outcomeAs('anon', insertSql, report))
    },
  )

  it.each(hostileLeadValues.filter((entry) => entry.field === 'email').map((entry) => [entry.why, entry.value] as const))(
    'refuses as anon a visitor_email the lead table refuses: %s',
    async (_why, value) => {
      const report = [...validReport]
      report[4] = value
      expect(['23514', '42501']).toContain(await outcomeAs('anon', insertSql, report))
    },
  )

  it.each([
    ['a link', 'Your account is locked: https://secure-bank.example/login'],
    ['a domain', 'Your account is locked, sign in at secure-bank.com'],
    ['a fullwidth domain', 'Sign in at ｓｅｃｕｒｅ．ｃｏｍ'],
    ['markup', '<a href="x">Claim your prize</a>'],
    ['a bidi override', 'Status 500 ‮txet'],
    ['an invisible character', 'Status​ 500'],
  ])('refuses as anon a reason carrying %s', async (_what, reason) => {
    const report = [...validReport]
    report[2] = reason
    expect(['23514', '42501']).toContain(await outcomeAs('anon', insertSql, report))
  })

  it.each([['not-an-email'], ['ann@example'], ['Ann <ann@example.com>']])(
    'refuses as anon a visitor_email %j that is no address',
    async (email) => {
      const report = [...validReport]
      report[4] = email
      expect(['23514', '42501']).toContain(await outcomeAs('anon', insertSql, report))
    },
  )

  it('takes the reasons the core and its adapters write, with no name or e-mail when they are unknown', async () => {
    for (const reason of [
      'Failed to send confirmation email: Status 500',
      'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_shape"',
      'TypeError: response.json is not a function',
      'Relay refused the submission: Status 503 The request could not be stored. Please try again later.',
    ]) {
      expect(await outcomeAs('anon', insertSql, [crypto.randomUUID(), 'store', reason, '', '', '']), reason).toBe('ok')
    }
  })
})

/** The plan PostgreSQL makes for the body of one of the migration's SQL functions, as it stands in the database. */
async function planOfFunction(name: string): Promise<string> {
  const { rows } = await owner.query<{ prosrc: string }>('select prosrc from pg_proc where proname = $1', [name])
  expect(rows, name).toHaveLength(1)
  const plan = await owner.query<{ 'QUERY PLAN': string }>(`explain ${rows[0]?.prosrc ?? ''}`)
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n')
}

// The outside test: 2,000 of 2,000 separate anon requests were stored, and each anon insert then
// scanned the whole table (0.8 ms at 2,000 rows, 86 ms at a million), the helper too.
describe('the failed-steps table across requests', () => {
  it('answers every look an anon insert makes from an index, on a table of 100,000 rows', async () => {
    await owner.query('alter table public.quote_step_failures disable trigger user')
    await owner.query(
      `insert into public.quote_step_failures (submission_id, step, reason, received_at)
       select 'filler-' || n, 'store', 'The store did not answer within 4 s', now() - interval '2 days'
       from generate_series(1, 100000) as n`,
    )
    await owner.query('alter table public.quote_step_failures enable trigger user')
    await owner.query('analyze public.quote_step_failures')
    for (const helper of ['quote_step_failures_written_in_this_transaction', 'quote_step_failures_reported_this_hour']) {
      const plan = await planOfFunction(helper)
      expect(plan, helper).not.toMatch(/Seq Scan/)
      expect(plan, helper).toMatch(/Index/)
    }
    expect(await outcomeAs('anon', insertSql, ['f0e1d2c3-b4a5-4697-8899-aabbccddeeff', ...validReport.slice(1)])).toBe('ok')
  }, 60_000)

  it('takes at most 300 reports an hour from everyone together, refusing the next', async () => {
    const { rows } = await owner.query<{ n: number }>(
      "select count(*)::int as n from public.quote_step_failures where received_at > now() - interval '1 hour'",
    )
    const room = 300 - (rows[0]?.n ?? 0)
    await owner.query(
      `insert into public.quote_step_failures (submission_id, step, reason)
       select 'hourly-' || n, 'notification', 'Failed to send notification email: Status 429' from generate_series(1, $1::int) as n`,
      [room],
    )
    expect(await outcomeAs('anon', insertSql, ['0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', ...validReport.slice(1)])).toBe('54000')
    await owner.query("delete from public.quote_step_failures where submission_id like 'hourly-%'")
    expect(await outcomeAs('anon', insertSql, ['0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', ...validReport.slice(1)])).toBe('ok')
  })
})
