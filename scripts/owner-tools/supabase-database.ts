import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/**
 * Applies supabase/migrations/ to the owner's Supabase database through its connection string,
 * and proves what the public anon key may do there (docs/decisions/0030-the-setup-assistant.md).
 */

// From the module's URL, which the setup assistant's bundle keeps (scripts/launch/relay-bundle.ts).
export const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url))

/** In a schema of its own: PostgREST publishes `public`, and this table is nobody's business. */
const ledger = 'site_setup.applied_migrations'

export interface MigrationReport {
  readonly applied: readonly string[]
  readonly unchanged: readonly string[]
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]' || host.startsWith('/')
}

/**
 * Connection settings for the dashboard's string. A remote database is always reached over TLS.
 * Supabase signs its database certificate with its own root, which Node does not know, so the
 * certificate is checked only when the string asks for it (`sslmode=verify-full&sslrootcert=…`).
 */
export function connectionOptions(connectionString: string): pg.ClientConfig {
  const url = new URL(connectionString)
  const mode = url.searchParams.get('sslmode')
  if (mode === 'verify-ca' || mode === 'verify-full' || mode === 'disable' || (mode === null && isLoopback(url.hostname)))
    return { connectionString }
  // libpq's meaning of require (and of no sslmode): encrypted, certificate not checked. pg would
  // read require as verify-full and refuse Supabase's certificate.
  url.searchParams.delete('sslmode')
  return { connectionString: url.href, ssl: { rejectUnauthorized: false } }
}

export async function withDatabase<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...connectionOptions(connectionString), connectionTimeoutMillis: 15_000 })
  // A connection ended while setup waits on the REST check is reported by the next query, which
  // setup explains; unheard, this event would stop the process with a stack trace.
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function migrationFiles(dir: string): Promise<{ name: string; sql: string; sha256: string }[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8')
      return { name, sql, sha256: createHash('sha256').update(sql).digest('hex') }
    }),
  )
}

/**
 * Runs each migration file the database has not run in its current form, each in a transaction
 * with its entry in the ledger. Every file is written to run again safely, so a file changed by
 * an update (a rule added to the lead table) is simply run again; an unchanged one is skipped,
 * and a second run changes nothing.
 */
export async function applyMigrations(client: pg.Client, dir: string = migrationsDir): Promise<MigrationReport> {
  const applied: string[] = []
  const unchanged: string[] = []
  // Two setups at once (a double click) take turns.
  await client.query("select pg_advisory_lock(hashtext('site_setup.migrations'))")
  try {
    await client.query(`
      create schema if not exists site_setup;
      revoke all on schema site_setup from public;
      create table if not exists ${ledger} (
        name text primary key,
        sha256 text not null,
        applied_at timestamptz not null default now()
      );
    `)
    // Supabase grants anon every new table by default; the ledger is the owner's alone.
    await client.query(`
      do $$ begin
        if exists (select 1 from pg_roles where rolname = 'anon') then
          execute 'revoke all on schema site_setup from anon, authenticated';
          execute 'revoke all on ${ledger} from anon, authenticated';
        end if;
      end $$;
    `)
    const { rows } = await client.query<{ name: string; sha256: string }>(`select name, sha256 from ${ledger}`)
    const done = new Map(rows.map((row) => [row.name, row.sha256]))
    for (const file of await migrationFiles(dir)) {
      if (done.get(file.name) === file.sha256) {
        unchanged.push(file.name)
        continue
      }
      await client.query('begin')
      try {
        await client.query(file.sql)
        await client.query(
          `insert into ${ledger} (name, sha256) values ($1, $2) on conflict (name) do update set sha256 = excluded.sha256, applied_at = now()`,
          [file.name, file.sha256],
        )
        await client.query('commit')
      } catch (error) {
        await client.query('rollback')
        throw new Error(`${file.name} could not be applied: ${(error as Error).message}`, { cause: error })
      }
      applied.push(file.name)
    }
  } finally {
    await client.query("select pg_advisory_unlock(hashtext('site_setup.migrations'))")
  }
  return { applied, unchanged }
}

export interface ProofLine {
  readonly what: string
  readonly ok: boolean
  readonly detail: string
}

const leadColumns = '(name, email, phone, address, message, created_at)'

/** A lead no one would mistake for a visitor's; the token finds it again to delete it. */
export function testLead(token: string) {
  return {
    name: 'Setup Check',
    email: 'setup-check@example.com',
    phone: '',
    address: '',
    message: `Test lead written by npm run setup (${token}); it is deleted at once.`,
    created_at: new Date().toISOString(),
  }
}

async function sqlstate(client: pg.Client, sql: string, params: unknown[] = []): Promise<string> {
  await client.query('savepoint proof')
  try {
    await client.query(sql, params)
    await client.query('release savepoint proof')
    return 'ok'
  } catch (error) {
    await client.query('rollback to savepoint proof')
    return String((error as { code?: string }).code ?? (error as Error).message)
  }
}

/**
 * As the anon role, inside a transaction that is rolled back: one lead goes in; reading,
 * changing, deleting and a many-row insert are refused (SQLSTATE 42501).
 */
export async function proveAnonAsRole(client: pg.Client): Promise<ProofLine[]> {
  const lead = testLead(randomUUID())
  const values = [lead.name, lead.email, lead.phone, lead.address, lead.message, lead.created_at]
  const insert = `insert into public.contact_submissions ${leadColumns} values ($1, $2, $3, $4, $5, $6)`
  await client.query('begin')
  try {
    await client.query('set local role anon')
    const outcomes: [string, string, string][] = [
      ['insert one lead', await sqlstate(client, insert, values), 'ok'],
      ['read leads', await sqlstate(client, 'select id from public.contact_submissions limit 1'), '42501'],
      ['change leads', await sqlstate(client, "update public.contact_submissions set message = 'changed'"), '42501'],
      ['delete leads', await sqlstate(client, 'delete from public.contact_submissions'), '42501'],
      [
        'insert many leads at once',
        // Rows that differ: identical ones are the same lead sent again, which the table keeps once.
        await sqlstate(client, `${insert}, ($1, $2, $3, $4, $7, $6), ($1, $2, $3, $4, $8, $6)`, [
          ...values,
          `${lead.message} (2)`,
          `${lead.message} (3)`,
        ]),
        '42501',
      ],
      ['read failed quote steps', await sqlstate(client, 'select id from public.quote_step_failures limit 1'), '42501'],
    ]
    return outcomes.map(([what, got, want]) => ({
      what,
      ok: got === want,
      detail: got === 'ok' ? 'allowed' : got === '42501' ? 'refused (permission denied)' : `answered ${got}`,
    }))
  } finally {
    await client.query('rollback')
  }
}

export interface RestProof {
  readonly lines: ProofLine[]
  /** The token of the test lead the anon key wrote, to delete it with the owner's connection. */
  readonly token: string
}

/**
 * The same promise checked the way a visitor's browser meets it: PostgREST with the anon key.
 * Writes one test lead (deleted afterwards by the caller), then asks to read.
 */
export async function proveAnonOverRest(supabaseUrl: string, anonKey: string): Promise<RestProof> {
  const token = randomUUID()
  const endpoint = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/contact_submissions`
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
  const lines: ProofLine[] = []
  const answer = async (what: string, request: () => Promise<Response>, ok: (status: number, body: string) => boolean) => {
    try {
      const response = await request()
      const body = await response.text()
      lines.push({ what, ok: ok(response.status, body), detail: `HTTP ${response.status}${body ? ` ${body.slice(0, 160)}` : ''}` })
    } catch (error) {
      lines.push({ what, ok: false, detail: `no answer from ${supabaseUrl}: ${(error as Error).message}` })
    }
  }
  await answer(
    'the anon key inserts one lead over the API',
    () =>
      fetch(endpoint, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify(testLead(token)),
      }),
    (status) => status === 201 || status === 204,
  )
  await answer(
    'the anon key reads no lead over the API',
    () => fetch(`${endpoint}?select=id&limit=1`, { headers }),
    // Refused outright (no SELECT right), or at worst an empty list: never a row.
    (status, body) => status === 401 || status === 403 || (status === 200 && body.trim() === '[]'),
  )
  return { lines, token }
}

/** Deletes the test lead the API proof wrote, as the database owner (anon may not delete). */
export async function deleteTestLead(client: pg.Client, token: string): Promise<number> {
  const { rowCount } = await client.query("delete from public.contact_submissions where name = 'Setup Check' and strpos(message, $1) > 0", [
    token,
  ])
  return rowCount ?? 0
}
