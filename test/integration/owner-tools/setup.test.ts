import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseEnv } from 'node:util'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseQuoteConfig } from '../../../src/quote/wiring/quote-config'
import { loadRelayConfig } from '../../../server/config'
import type { RunningPostgres } from '../../support/postgres'
import { startSupabaseLikePostgres, type SupabaseLikePostgres } from '../../support/supabase-like-postgres'
import { startPostgrestOverPostgres, type PostgrestOverPostgres } from '../../support/postgrest-over-postgres'
import { withDatabase } from '../../../scripts/owner-tools/supabase-database'
import { freePort } from '../../support/free-port'
import { runOwnerTool } from './run-owner-tool'

/** A JSON Web Token shaped like Supabase's keys; only the payload's role matters to setup. */
function supabaseKey(role: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase', ref: 'localtest', role })}.c2lnbmF0dXJl`
}
const anonKey = supabaseKey('anon')

const runSetup = (args: readonly string[], options?: { throughNpm: boolean }) => runOwnerTool('setup', args, options)

let dir: string
let postgres: RunningPostgres
let postgrest: PostgrestOverPostgres
let owner: pg.Client
let outcomeAs: SupabaseLikePostgres['outcomeAs']

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'owner-setup-'))
  ;({ postgres, owner, outcomeAs } = await startSupabaseLikePostgres('owner_supabase'))
  postgrest = await startPostgrestOverPostgres(postgres.url, anonKey)
})

afterAll(async () => {
  await owner?.end()
  await postgrest?.close()
  await postgres?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function envFile(name: string, content = ''): Promise<string> {
  const file = path.join(dir, name)
  await writeFile(file, content)
  return file
}

const read = async (file: string) => parseEnv(await readFile(file, 'utf8')) as Record<string, string>

const mailFlags = [
  '--site-url',
  'https://www.smith-security.com',
  '--smtp-url',
  'smtp://apikey:s3cret%40pass@smtp.sendgrid.net:587',
  '--owner-email',
  'office@smith-security.com',
  '--mail-from',
  '"Smith Security" <no-reply@smith-security.com>',
]

describe('npm run setup, own server', () => {
  it('writes the relay settings to .env.local, keeps the lines it does not own, and the relay and the build accept them', async () => {
    const file = await envFile('server.env', '# my notes\nLOG_LEVEL=warn\nSITE_URL=https://old.example.org\n')
    const { code, output } = await runSetup(['--way', 'server', '--yes', '--settings-file', file, ...mailFlags], { throughNpm: true })
    expect(code, output).toBe(0)
    const text = await readFile(file, 'utf8')
    expect(text).toMatch(/^# my notes\nLOG_LEVEL=warn\nSITE_URL=https:\/\/www\.smith-security\.com\n/)
    const values = await read(file)
    expect(values).toMatchObject({
      LOG_LEVEL: 'warn',
      SITE_URL: 'https://www.smith-security.com',
      SMTP_URL: 'smtp://apikey:s3cret%40pass@smtp.sendgrid.net:587',
      OWNER_EMAIL: 'office@smith-security.com',
      MAIL_FROM: '"Smith Security" <no-reply@smith-security.com>',
      VITE_QUOTE_STORE: 'relay',
      VITE_QUOTE_MAILER: 'relay',
    })
    expect(parseQuoteConfig(values)).toEqual({ store: { kind: 'relay', relayUrl: '' }, mailer: { kind: 'relay', relayUrl: '' } })
    const relay = loadRelayConfig(values)
    expect(relay.mailFrom).toBe('"Smith Security" <no-reply@smith-security.com>')
    // The remaining steps carry the owner's values, the SPF include of their provider, never the password.
    expect(output).toContain('v=spf1 include:sendgrid.net ~all')
    expect(output).toContain('npm run check:live -- https://www.smith-security.com')
    expect(output).not.toContain('s3cret')
  })
})

describe('npm run setup, mixed', () => {
  it('writes the relay address for the build and the CORS origin for the relay', async () => {
    const file = await envFile('mixed.env')
    const { code, output } = await runSetup([
      '--way',
      'mixed',
      '--yes',
      '--settings-file',
      file,
      ...mailFlags,
      '--relay-url',
      'https://quotes.smith-security.com',
    ])
    expect(code, output).toBe(0)
    const values = await read(file)
    expect(values).toMatchObject({ VITE_RELAY_URL: 'https://quotes.smith-security.com', CORS_ORIGINS: 'https://www.smith-security.com' })
    expect(parseQuoteConfig(values).store).toEqual({ kind: 'relay', relayUrl: 'https://quotes.smith-security.com' })
    expect(loadRelayConfig(values).corsOrigins).toEqual(['https://www.smith-security.com'])
    expect(output).toContain('an A record for quotes.smith-security.com')
  })

  it('refuses a relay address that is the website, a bad SMTP address and a placeholder sender, names each flag and where to find it, and writes nothing', async () => {
    const file = path.join(dir, 'refused.env')
    const flags = [...mailFlags, '--relay-url', 'https://www.smith-security.com']
    flags[flags.indexOf('--smtp-url') + 1] = 'https://smtp.sendgrid.net'
    flags[flags.indexOf('--mail-from') + 1] = 'no-reply@your-domain.com'
    const { code, output } = await runSetup(['--way', 'mixed', '--yes', '--settings-file', file, ...flags])
    expect(code).toBe(1)
    expect(output).toContain('--relay-url (VITE_RELAY_URL): is your website address itself')
    expect(output).toContain('--smtp-url (SMTP_URL): must be a URL like smtp://')
    expect(output).toContain('--mail-from (MAIL_FROM): no-reply@your-domain.com is the example address from the guide')
    expect(output).toContain("Where to find it: Your e-mail provider's SMTP settings")
    await expect(readFile(file, 'utf8')).rejects.toThrow(/ENOENT/)
  })
})

/** What a second run of the migrations could change: definitions, their identities and the ledger. */
async function catalogSnapshot(): Promise<unknown> {
  const queries = [
    "select conname, pg_get_constraintdef(oid) as def, xmin::text from pg_constraint where conrelid in ('public.contact_submissions'::regclass, 'public.quote_step_failures'::regclass) order by conname",
    "select oid::text, tgname, xmin::text from pg_trigger where not tgisinternal and tgrelid in ('public.contact_submissions'::regclass, 'public.quote_step_failures'::regclass) order by tgname",
    'select oid::text, polname, xmin::text from pg_policy order by polname',
    "select proname, xmin::text from pg_proc where pronamespace = 'public'::regnamespace order by proname",
    "select grantee, table_name, privilege_type from information_schema.role_table_grants where table_schema in ('public', 'site_setup') and grantee in ('anon', 'authenticated', 'PUBLIC') order by 1, 2, 3",
    'select name, sha256, applied_at::text from site_setup.applied_migrations order by name',
  ]
  const snapshot: unknown[] = []
  for (const sql of queries) snapshot.push((await owner.query(sql)).rows)
  return snapshot
}

const staticFlags = (file: string) => [
  '--way',
  'static',
  '--yes',
  '--settings-file',
  file,
  '--site-url',
  'https://www.smith-security.com',
  '--supabase-url',
  postgrest.url,
  '--supabase-anon-key',
  anonKey,
  '--emailjs-public-key',
  'AbCdEfGhIjKlMnOpQ',
  '--emailjs-service-id',
  'service_smith01',
  '--emailjs-confirmation-template-id',
  'template_confirm',
  '--emailjs-notification-template-id',
  'template_notify',
  '--supabase-db-url',
  postgres.url,
]

describe('npm run setup, free static host with Supabase and EmailJS', () => {
  let file: string
  let afterFirst: unknown

  beforeAll(async () => {
    file = await envFile('static.env', 'VITE_QUOTE_NOTIFIER=mailer\n')
  })

  it('writes the browser settings, applies every migration and proves the anon key can add a lead and read none', async () => {
    const { code, output } = await runSetup(staticFlags(file))
    expect(code, output).toBe(0)
    const values = await read(file)
    expect(values.VITE_QUOTE_NOTIFIER).toBe('mailer')
    expect(parseQuoteConfig(values)).toEqual({
      store: { kind: 'supabase', url: postgrest.url, anonKey },
      mailer: {
        kind: 'emailjs',
        publicKey: 'AbCdEfGhIjKlMnOpQ',
        serviceId: 'service_smith01',
        confirmationTemplateId: 'template_confirm',
        notificationTemplateId: 'template_notify',
        origin: undefined,
      },
    })
    // The database password is used once and never written.
    expect(await readFile(file, 'utf8')).not.toContain('postgres://')
    expect(output).toMatch(/applied 20251122050000_contact_submissions\.sql/)
    expect(output).toMatch(/applied 20261125200000_quote_step_failures_bounded\.sql/)
    for (const line of ['insert one lead: allowed', 'read leads: refused', 'change leads: refused', 'insert many leads at once: refused'])
      expect(output).toContain(line)
    expect(output).toContain('the anon key inserts one lead over the API: HTTP 201')
    expect(output).toContain('the anon key reads no lead over the API: HTTP 401')
    // The API proof went through the REST endpoint, and its test lead is gone again.
    expect(postgrest.requests.map((request) => `${request.method} ${request.status}`)).toEqual(['POST 201', 'GET 401'])
    expect((await owner.query('select count(*)::int as n from public.contact_submissions')).rows).toEqual([{ n: 0 }])
    const { rows } = await owner.query<{ name: string }>('select name from site_setup.applied_migrations order by name')
    // Every file of supabase/migrations, in order: an added migration is applied too.
    const migrations = (await readdir(path.join(import.meta.dirname, '../../../supabase/migrations'))).filter((name) =>
      name.endsWith('.sql'),
    )
    expect(migrations.length).toBeGreaterThanOrEqual(4)
    expect(rows.map((row) => row.name)).toEqual(migrations.sort())
    afterFirst = await catalogSnapshot()
  })

  it('changes nothing on a second run', async () => {
    const before = await readFile(file, 'utf8')
    const { code, output } = await runSetup(staticFlags(file))
    expect(code, output).toBe(0)
    expect(output).not.toMatch(/^.*applied 2026/m)
    expect(output).toContain('already applied, unchanged: 20251122050000_contact_submissions.sql')
    expect(await catalogSnapshot()).toEqual(afterFirst)
    expect(await readFile(file, 'utf8')).toBe(before)
  })

  it('leaves the anon role able to insert one lead and unable to read, update, delete or flood', async () => {
    const insert =
      'insert into public.contact_submissions (name, email, phone, address, message, created_at) values ($1, $2, $3, $4, $5, $6)'
    const row = ['Ann Visitor', 'ann@example.com', '', '', 'Four cameras, please.', new Date().toISOString()]
    expect(await outcomeAs('anon', insert, row)).toBe('ok')
    expect(await outcomeAs('anon', 'select * from public.contact_submissions')).toBe('42501')
    expect(await outcomeAs('anon', "update public.contact_submissions set message = 'changed'")).toBe('42501')
    expect(await outcomeAs('anon', 'delete from public.contact_submissions')).toBe('42501')
    expect(await outcomeAs('anon', `${insert}, ($1, $2, $3, $4, $5, $6)`, row)).toBe('42501')
    expect(
      await outcomeAs(
        'anon',
        'insert into public.contact_submissions (name, email, phone, address, message, created_at) select $1, $2, $3, $4, $5, $6 from generate_series(1, 1000)',
        row,
      ),
    ).toBe('42501')
    expect(await outcomeAs('anon', 'select * from site_setup.applied_migrations')).toBe('42501')
  })

  it("refuses Supabase's secret service_role key, which the page would publish", async () => {
    const refused = path.join(dir, 'service-role.env')
    const flags = staticFlags(refused)
    flags[flags.indexOf('--supabase-anon-key') + 1] = supabaseKey('service_role')
    const { code, output } = await runSetup(flags)
    expect(code).toBe(1)
    expect(output).toContain('--supabase-anon-key (VITE_SUPABASE_ANON_KEY): is the secret service_role key')
    expect(output).toContain('Project Settings → API Keys')
  })
})

describe("setup's database connection", () => {
  // Setup holds its connection idle while it proves the REST endpoint. Unheard, the client's
  // 'error' event for a connection ended then stops the process with a stack trace instead of
  // setup's "Could not set up the database" and the place to check.
  it('turns a connection the server ends while setup waits into a failure setup can explain', async () => {
    const url = await postgres.createDatabase('ended_during_setup')
    const work = withDatabase(url, async (client) => {
      await client.query('select 1')
      const ended = new Promise((resolve) => client.once('end', resolve))
      await owner.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'ended_during_setup'")
      await ended
      return client.query('select 1')
    })
    await expect(work).rejects.toThrow(/terminat|not queryable/)
  })

  it('says what to check, and that running it again is safe, when it cannot finish with the database', async () => {
    const file = await envFile('unreachable.env')
    const flags = staticFlags(file)
    flags[flags.indexOf(postgres.url)] = `postgresql://postgres:secret@127.0.0.1:${await freePort()}/postgres`
    const { code, output } = await runSetup(flags)
    expect(code, output).toBe(1)
    expect(output).toContain('Could not set up the database')
    expect(output).toContain('Session pooler) and its password')
    expect(output).toContain('run npm run setup again: it changes nothing already done')
  })
})
