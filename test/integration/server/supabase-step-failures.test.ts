import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type RunningPostgres } from '../../support/postgres'

const migration = path.resolve(import.meta.dirname, '../../../supabase/migrations/20261124190000_quote_step_failures.sql')

let postgres: RunningPostgres
let owner: pg.Client

async function outcomeAs(role: string, sql: string, params: unknown[] = []): Promise<string> {
  await owner.query('begin')
  try {
    await owner.query(`set local role ${role}`)
    await owner.query(sql, params)
    return 'ok'
  } catch (error) {
    return String((error as { code?: string }).code)
  } finally {
    await owner.query('rollback')
  }
}

const insertSql =
  'insert into public.quote_step_failures (submission_id, step, reason, visitor_name, visitor_email, page) values ($1, $2, $3, $4, $5, $6)'
const validReport = ['6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f40', 'notification', 'Failed to send notification email: Status 429', 'Ann Visitor', 'ann@example.com', '/nc/charlotte/video-doorbells']

beforeAll(async () => {
  postgres = await startPostgres({ database: 'supabase_failures' })
  owner = new pg.Client({ connectionString: postgres.url })
  await owner.connect()
  await owner.query(`
    create role anon nologin noinherit;
    create role authenticated nologin noinherit;
    alter default privileges in schema public grant all on tables to anon, authenticated;
    alter default privileges in schema public grant all on sequences to anon, authenticated;
  `)
  const sql = await readFile(migration, 'utf8')
  await owner.query(sql)
  await owner.query(sql)
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
})
