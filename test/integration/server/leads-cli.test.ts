import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeyHeader, relayPaths } from '../../../src/quote/relay-api'
import { databaseOnSharedPostgres } from '../../support/postgres'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'
import { notificationBody, submissionBody } from './relay-harness'
import { seededDataDir } from '../../support/seeded-data-dir'
import { relayBundle } from '../../../scripts/launch/relay-bundle'
import { testNodeFlags } from '../../support/test-node-flags'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * `npm run leads` on the test's data: its entry point bundled once, the way `npm start` runs the
 * relay (scripts/launch/relay-bundle.ts), instead of transformed again by tsx on each of the eleven
 * runs, which cost two seconds of CPU each.
 */
async function leads(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = await relayBundle('server/leads/leads-cli.ts')
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      // The tests' V8 flags, as on the relays they start: the run that opens the database itself
      // (the relay stopped) compiles PGlite's WebAssembly, whose optimizing cost a short run never repays.
      [...testNodeFlags, cli, ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i += 1
    } else field += char
  }
  return records
}

const tricky = {
  name: 'Ann "Annie" Visitor, Jr',
  message: 'Line one, with a comma.\nLine "two".\n=HYPERLINK("x")',
}

/** OWASP's CSV-injection cases: each would run as a formula in a spreadsheet if written as is. */
const formulaLead = {
  name: '@SUM(1+1)',
  phone: '+1 704 555 0188',
  address: '-2+3+cmd|calc',
  message: '=HYPERLINK("http://evil.internal","open")',
}

async function postLead(relay: RelayProcess, overrides: Record<string, unknown>, key = crypto.randomUUID()) {
  const headers = { 'Content-Type': 'application/json', [idempotencyKeyHeader]: key }
  const stored = await fetch(`${relay.baseUrl}${relayPaths.submissions}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(submissionBody(overrides)),
  })
  expect(stored.status).toBe(201)
  return key
}

/** The owner's wall clock in the profile's zone, to the minute, as the report prints it. */
function ownerMinute(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

describe('npm run leads on the embedded store', () => {
  let dataDir: string
  let relay: RelayProcess
  let postedAt: Date

  beforeAll(async () => {
    dataDir = await seededDataDir('leads-cli-')
    relay = await startRelayProcess({ DATA_DIR: dataDir })
    postedAt = new Date()
    const key = await postLead(relay, { ...tricky, page: '/nc/uptown-charlotte/video-doorbells' })
    await fetch(`${relay.baseUrl}${relayPaths.notifications}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: key },
      body: JSON.stringify(notificationBody('x@example.com')),
    })
    await postLead(relay, { name: 'Bea Second', message: 'The second lead.', page: '/services/access-control' })
    await postLead(relay, formulaLead)
  }, 120_000)

  afterAll(async () => {
    await relay?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('reads the leads while the relay runs, through the relay, with no HTTP route serving them', async () => {
    const result = await leads({ DATA_DIR: dataDir })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Bea Second')
    expect((await fetch(`${relay.baseUrl}/api/health`)).status).toBe(200)
    for (const probe of ['/api/leads', '/leads', '/leads.sock', '/api/quote/leads']) {
      const answer = await fetch(`${relay.baseUrl}${probe}`)
      expect(await answer.text()).not.toContain('Bea Second')
    }
  })

  it("shows one time column in the owner's zone, and the service and city the visitor asked about", async () => {
    const table = await leads({ DATA_DIR: dataDir })
    const lines = table.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(
      /^received \(America\/New_York\)\s+name\s+email\s+phone\s+service\s+city\s+message\s+confirmation\s+notification$/,
    )
    const annie = lines.find((line) => line.includes('Ann "Annie" Visitor, Jr')) ?? ''
    expect(annie).toMatch(/Video Doorbells\s+Uptown, Charlotte, NC/)
    expect(annie).toMatch(/none\s+sent$/)
    const minute = ownerMinute(postedAt, 'America/New_York')
    expect([minute, ownerMinute(new Date(postedAt.getTime() + 60_000), 'America/New_York')]).toContain(annie.slice(0, 16))
    const inUtc = await leads({ DATA_DIR: dataDir, TZ: 'UTC' })
    expect(inUtc.stdout.split('\n')[0]).toMatch(/^received \(UTC\)/)
  })

  it('prints every lead as RFC 4180 CSV with the page, and escapes every formula-leading cell (OWASP)', async () => {
    const csv = await leads({ DATA_DIR: dataDir }, '--format', 'csv')
    expect(csv.code).toBe(0)
    expect(csv.stdout.endsWith('\r\n')).toBe(true)
    const [header, ...records] = parseCsv(csv.stdout)
    expect(header).toEqual([
      'received (America/New_York)',
      'name',
      'email',
      'phone',
      'address',
      'service',
      'city',
      'page',
      'message',
      'lead_id',
      'confirmation',
      'notification',
    ])
    expect(records).toHaveLength(3)
    const annie = records.find((record) => record[1] === tricky.name)
    expect(annie?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(annie?.slice(5, 8)).toEqual(['Video Doorbells', 'Uptown, Charlotte, NC', '/nc/uptown-charlotte/video-doorbells'])
    expect(annie?.[8]).toBe(tricky.message)
    expect(annie?.[11]).toBe('sent')
    const bea = records.find((record) => record[1] === 'Bea Second')
    expect(bea?.slice(5, 8)).toEqual(['Access Control', '', '/services/access-control'])
    const formulas = records.find((record) => record[1]?.includes('SUM'))
    expect(formulas?.[1]).toBe(`'${formulaLead.name}`)
    expect(formulas?.[3]).toBe(`'${formulaLead.phone}`)
    expect(formulas?.[4]).toBe(`'${formulaLead.address}`)
    expect(formulas?.[8]).toBe(`'${formulaLead.message}`)
    for (const record of records) for (const cell of record) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  }, 60_000)

  it('reads --since as a day on the owner’s clock, so today’s leads are in today even where today began before midnight UTC', async () => {
    // Kiritimati is 14 hours ahead of UTC: its today began at 10:00 UTC yesterday's date.
    const timeZone = 'Pacific/Kiritimati'
    const today = ownerMinute(new Date(), timeZone).slice(0, 10)
    const csv = await leads({ DATA_DIR: dataDir, TZ: timeZone }, '--format', 'csv', '--since', today)
    expect(csv.stderr).toBe('')
    expect(parseCsv(csv.stdout)).toHaveLength(4)
    const tomorrow = ownerMinute(new Date(Date.now() + 86_400_000), timeZone).slice(0, 10)
    expect(parseCsv((await leads({ DATA_DIR: dataDir, TZ: timeZone }, '--format', 'csv', '--since', tomorrow)).stdout)).toHaveLength(1)
  }, 60_000)

  it('filters with --since and refuses a malformed date, while the relay runs and once it is stopped', async () => {
    // Dates are the owner's: the profile's zone, America/New_York.
    const tomorrow = ownerMinute(new Date(Date.now() + 86_400_000), 'America/New_York').slice(0, 10)
    const none = await leads({ DATA_DIR: dataDir }, '--format', 'csv', '--since', tomorrow)
    expect(parseCsv(none.stdout)).toHaveLength(1)
    const today = ownerMinute(new Date(), 'America/New_York').slice(0, 10)
    expect(parseCsv((await leads({ DATA_DIR: dataDir }, '--format', 'csv', '--since', today)).stdout)).toHaveLength(4)
    const bad = await leads({ DATA_DIR: dataDir }, '--since', '2026-13-01')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--since must be a date like')
    await relay.stop()
    const stopped = await leads({ DATA_DIR: dataDir }, '--format', 'csv', '--since', today)
    expect(stopped.code).toBe(0)
    expect(parseCsv(stopped.stdout)).toHaveLength(4)
  }, 60_000)
})

describe('npm run leads on PostgreSQL', () => {
  let databaseUrl: string
  let relay: RelayProcess

  beforeAll(async () => {
    databaseUrl = await databaseOnSharedPostgres()
    relay = await startRelayProcess({ DATABASE_URL: databaseUrl })
    await postLead(relay, { name: 'Cal Postgres', message: 'Read while the relay runs.' })
  }, 120_000)

  afterAll(async () => {
    await relay?.stop()
  })

  it('reads the leads while the relay runs', async () => {
    const result = await leads({ DATABASE_URL: databaseUrl })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Cal Postgres')
  })
})
