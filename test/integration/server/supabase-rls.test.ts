import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgSqlClient } from '../../../server/stores/pg-sql-client'
import { migrateRelayStore } from '../../../server/stores/relay-store'
import { acceptedLeadValues, hostileLeadValues } from '../../support/hostile-lead-values'
import type { RunningPostgres } from '../../support/postgres'
import { startSupabaseLikePostgres, type SupabaseLikePostgres } from '../../support/supabase-like-postgres'

const migrationsDir = path.resolve(import.meta.dirname, '../../../supabase/migrations')

let postgres: RunningPostgres
let owner: pg.Client
let outcomeAs: SupabaseLikePostgres['outcomeAs']

async function supabaseMigration(): Promise<string> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('_contact_submissions.sql'))
  expect(files).toHaveLength(1)
  return readFile(path.join(migrationsDir, files[0] as string), 'utf8')
}

const insertSql =
  'insert into public.contact_submissions (name, email, phone, address, message, created_at) values ($1, $2, $3, $4, $5, $6)'
// created_at is the visitor's clock: the policy takes it within a day of the database's.
const validRow = ['Ann Visitor', 'ann@example.com', '', '', 'Four cameras, please.', new Date().toISOString()]
const leadColumns = ['name', 'email', 'phone', 'address', 'message'] as const

beforeAll(async () => {
  ;({ postgres, owner, outcomeAs } = await startSupabaseLikePostgres('supabase_like'))
  const migration = await supabaseMigration()
  const retries = await readFile(path.join(migrationsDir, '20261128010000_browser_only_retries_and_bounds.sql'), 'utf8')
  for (let run = 0; run < 2; run += 1) {
    await owner.query(migration)
    await owner.query(
      // The failed-steps table the later migration bounds, as Supabase would have it by then.
      await readFile(path.join(migrationsDir, '20261124190000_quote_step_failures.sql'), 'utf8'),
    )
    await owner.query(await readFile(path.join(migrationsDir, '20261125200000_quote_step_failures_bounded.sql'), 'utf8'))
    await owner.query(retries)
  }
  await owner.query(insertSql, ['Existing Lead', 'lead@example.com', '', '', 'Stored before the test.', '2025-01-01T00:00:00Z'])
})

afterAll(async () => {
  await owner?.end()
  await postgres?.stop()
})

describe('the Supabase migration for contact_submissions', () => {
  it('can be applied twice and leaves row-level security on with a single insert policy for anon', async () => {
    const { rows: table } = await owner.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'public.contact_submissions'::regclass",
    )
    expect(table).toEqual([{ relrowsecurity: true }])
    const { rows: policies } = await owner.query<{ cmd: string; roles: string }>(
      "select cmd, roles::text from pg_policies where tablename = 'contact_submissions'",
    )
    expect(policies).toEqual([{ cmd: 'INSERT', roles: '{anon}' }])
  })

  it('lets anon insert a valid row', async () => {
    expect(await outcomeAs('anon', insertSql, validRow)).toBe('ok')
  })

  it('denies anon every read (permission denied, SQLSTATE 42501)', async () => {
    expect(await outcomeAs('anon', 'select * from public.contact_submissions')).toBe('42501')
    expect(await outcomeAs('anon', 'select count(*) from public.contact_submissions')).toBe('42501')
  })

  it('denies anon asking for the inserted row back, so clients must insert with return=minimal', async () => {
    expect(await outcomeAs('anon', `${insertSql} returning id`, validRow)).toBe('42501')
  })

  it('denies anon updates and deletes (SQLSTATE 42501)', async () => {
    expect(await outcomeAs('anon', "update public.contact_submissions set message = 'changed'")).toBe('42501')
    expect(await outcomeAs('anon', 'delete from public.contact_submissions')).toBe('42501')
    expect(await outcomeAs('anon', 'truncate public.contact_submissions')).toBe('42501')
  })

  it('denies anon setting received_at or id itself', async () => {
    expect(
      await outcomeAs(
        'anon',
        'insert into public.contact_submissions (name, email, message, created_at, received_at) values ($1, $2, $3, $4, $5)',
        ['Ann', 'ann@example.com', 'Backdated.', '2025-05-01T14:30:00Z', '2000-01-01T00:00:00Z'],
      ),
    ).toBe('42501')
  })

  it('refuses an anon insert that breaks the policy lengths or has no @ (SQLSTATE 42501)', async () => {
    const oversize = [...validRow]
    oversize[0] = 'x'.repeat(101)
    expect(await outcomeAs('anon', insertSql, oversize)).toBe('42501')
    const noAt = [...validRow]
    noAt[1] = 'not-an-email'
    expect(await outcomeAs('anon', insertSql, noAt)).toBe('42501')
  })

  it.each(hostileLeadValues.map((entry) => [entry.why, entry] as const))(
    'refuses as anon what the core refuses: %s',
    async (_why, { field, value }) => {
      const row = [...validRow]
      row[leadColumns.indexOf(field)] = value
      expect(['23514', '42501']).toContain(await outcomeAs('anon', insertSql, row))
    },
  )

  it.each(acceptedLeadValues.map((entry) => [entry.why, entry] as const))(
    'takes as anon what the core takes: %s',
    async (_why, { field, value }) => {
      const row = [...validRow]
      row[leadColumns.indexOf(field)] = value
      expect(await outcomeAs('anon', insertSql, row)).toBe('ok')
    },
  )

  it.each(['0001-01-01T00:00:00Z', '2999-01-01T00:00:00Z', new Date(Date.now() - 3 * 86_400_000).toISOString()])(
    'refuses as anon a created_at of %s, far from the database clock',
    async (createdAt) => {
      const row = [...validRow]
      row[5] = createdAt
      expect(await outcomeAs('anon', insertSql, row)).toBe('42501')
    },
  )

  it('takes as anon the real names, phones and addresses the core takes', async () => {
    for (const [name, phone, address] of [
      ['José Ñúñez', '+1 (704) 555-0199 ext. 12', '100 Peachtree St.NE, Atlanta, GA'],
      ['J. R. Smith', '704.555.0199', 'P.O. Box 12, Dahlonega, GA'],
    ]) {
      expect(
        await outcomeAs('anon', insertSql, [
          name,
          'ann.lee+quotes@mail.example.co',
          phone,
          address,
          'Two cameras\tand a doorbell.\nThanks!',
          new Date().toISOString(),
        ]),
      ).toBe('ok')
    }
  })

  it('leaves anon no right on the id sequence, so it cannot setval the next ids into collisions', async () => {
    const sequence = "pg_get_serial_sequence('public.contact_submissions', 'id')"
    expect(await outcomeAs('anon', `select setval(${sequence}, 1)`)).toBe('42501')
    expect(await outcomeAs('anon', `select nextval(${sequence})`)).toBe('42501')
    const { rows } = await owner.query<{ usage: boolean }>(`select has_sequence_privilege('anon', ${sequence}, 'usage') as usage`)
    expect(rows).toEqual([{ usage: false }])
    expect(await outcomeAs('anon', insertSql, validRow)).toBe('ok')
  })

  it('refuses an anon insert of more than one row in one request', async () => {
    const twoRows =
      'insert into public.contact_submissions (name, email, phone, address, message, created_at) values ($1, $2, $3, $4, $5, $6), ($1, $2, $3, $4, $5, $6)'
    expect(await outcomeAs('anon', twoRows, validRow)).toBe('42501')
  })

  it.each([
    [1, 'a@b'],
    [2, '12'],
    [0, 'Ann\u0007Visitor'],
    [0, '<b>Ann</b>'],
    [3, 'https://spam.example'],
    [4, 'Ring\u0007'],
  ])("refuses field %i = %j by the core's rules", async (index, value) => {
    const row = [...validRow]
    row[index] = value
    expect(await outcomeAs('anon', insertSql, row)).not.toBe('ok')
  })

  it('gives authenticated no access at all', async () => {
    expect(await outcomeAs('authenticated', insertSql, validRow)).toBe('42501')
    expect(await outcomeAs('authenticated', 'select * from public.contact_submissions')).toBe('42501')
  })

  it('still hides and protects rows if someone later grants anon select, update and delete', async () => {
    await owner.query('begin')
    try {
      await owner.query('grant select, update, delete on public.contact_submissions to anon')
      await owner.query('set local role anon')
      const selected = await owner.query('select * from public.contact_submissions')
      expect(selected.rowCount).toBe(0)
      const updated = await owner.query("update public.contact_submissions set message = 'changed'")
      expect(updated.rowCount).toBe(0)
      const deleted = await owner.query('delete from public.contact_submissions')
      expect(deleted.rowCount).toBe(0)
    } finally {
      await owner.query('rollback')
    }
    const { rows } = await owner.query<{ message: string }>('select message from public.contact_submissions')
    expect(rows).toEqual([{ message: 'Stored before the test.' }])
  })

  // One definition: the relay applies this migration's lead-table section to its own database.
  it("defines the lead table the relay keeps: the same columns and rules, plus only the relay's own", async () => {
    await owner.query('create schema relay_copy')
    const relayPool = new pg.Pool({ connectionString: postgres.url, options: '-c search_path=relay_copy' })
    try {
      await migrateRelayStore(createPgSqlClient(relayPool))
    } finally {
      await relayPool.end()
    }
    const tableIn = async (schema: string) => {
      const table = `${schema}.contact_submissions`
      const { rows: columns } = await owner.query<{ name: string; type: string }>(
        'select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum',
        [table],
      )
      const { rows: rules } = await owner.query<{ name: string; definition: string }>(
        'select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass order by conname',
        [table],
      )
      return { columns, rules }
    }
    const supabase = await tableIn('public')
    const relay = await tableIn('relay_copy')
    expect(supabase.rules.length).toBeGreaterThan(10)
    expect(relay.rules.filter((rule) => rule.name !== 'contact_submissions_page_path')).toEqual(supabase.rules)
    expect(relay.columns.filter((column) => !['submission_key', 'page'].includes(column.name))).toEqual(supabase.columns)
  })
})

/** Inserts as anon in a transaction of its own that commits, as one PostgREST request does. */
async function insertAsAnon(row: unknown[]): Promise<void> {
  await owner.query('begin')
  try {
    await owner.query('set local role anon')
    await owner.query(insertSql, row)
    await owner.query('commit')
  } catch (error) {
    await owner.query('rollback')
    throw error
  }
}

// The outside test: an insert that landed after the page gave up (EmailJS down too) made the
// visitor submit again, and browser-only mode kept two rows of one lead.
describe('browser-only retries of one quote request', () => {
  it('keeps one row when the same request is inserted again, whatever its created_at, and a new request its own', async () => {
    const message = `Retry me: ${crypto.randomUUID()}`
    const first = ['Ann Retry', 'ann.retry@example.com', '(704) 555-0199', '1 Main St', message, new Date().toISOString()]
    await insertAsAnon(first)
    await insertAsAnon([...first.slice(0, 5), new Date(Date.now() + 3_000).toISOString()])
    await insertAsAnon(first)
    const count = async (text: string) =>
      (await owner.query<{ n: number }>('select count(*)::int as n from contact_submissions where message = $1', [text])).rows[0]?.n
    expect(await count(message)).toBe(1)
    // Another phone is a corrected request: kept.
    await insertAsAnon(['Ann Retry', 'ann.retry@example.com', '(704) 555-0100', '1 Main St', message, new Date().toISOString()])
    expect(await count(message)).toBe(2)
  })

  it('finds an earlier copy by an index, on a table of 50,000 leads', async () => {
    await owner.query('alter table contact_submissions disable trigger user')
    await owner.query(
      `insert into contact_submissions (name, email, phone, address, message, created_at, received_at)
       select 'Lead ' || n, 'lead' || n || '@example.com', '', '', 'Cameras ' || n, now(), now() - (n || ' seconds')::interval
       from generate_series(1, 50000) as n`,
    )
    await owner.query('alter table contact_submissions enable trigger user')
    await owner.query('analyze contact_submissions')
    const { rows } = await owner.query<{ prosrc: string }>(
      "select prosrc from pg_proc where proname = 'contact_submissions_stored_recently'",
    )
    const body = (rows[0]?.prosrc ?? '').replace(/\bp_(name|email|phone|address|message)\b/g, (_match, field: string) => `'${field} 1'`)
    const plan = (await owner.query<{ 'QUERY PLAN': string }>(`explain ${body}`)).rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(plan).not.toMatch(/Seq Scan/)
    expect(plan).toMatch(/Index/)
  }, 60_000)
})
