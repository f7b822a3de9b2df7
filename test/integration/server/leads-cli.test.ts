import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeyHeader, relayPaths } from '../../../src/contracts/relay-api'
import { startPostgres, type RunningPostgres } from '../../support/postgres'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'
import { notificationBody, submissionBody } from './relay-harness'

const root = path.resolve(import.meta.dirname, '../../..')

function leads(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/leads/leads-cli.ts', ...args],
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

describe('npm run leads on the embedded store', () => {
  let dataDir: string
  let relay: RelayProcess

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'leads-cli-'))
    relay = await startRelayProcess({ DATA_DIR: dataDir })
    const key = await postLead(relay, tricky)
    await fetch(`${relay.baseUrl}${relayPaths.notifications}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: key },
      body: JSON.stringify(notificationBody('x@example.com')),
    })
    await postLead(relay, { name: 'Bea Second', message: 'The second lead.' })
  }, 120_000)

  afterAll(async () => {
    await relay?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('says clearly that the relay must be stopped first while it runs, and touches nothing', async () => {
    const result = await leads({ DATA_DIR: dataDir })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain('Stop the relay first')
    expect((await fetch(`${relay.baseUrl}/api/health`)).status).toBe(200)
  })

  it('prints the newest leads as a table, and every lead as RFC 4180 CSV, once the relay is stopped', async () => {
    await relay.stop()
    const table = await leads({ DATA_DIR: dataDir })
    expect(table.code).toBe(0)
    const lines = table.stdout.trimEnd().split('\n')
    expect(lines[0]).toMatch(/^received \(UTC\)\s+name\s+email\s+phone\s+message\s+confirmation\s+notification$/)
    expect(lines[2]).toContain('Bea Second')
    expect(lines[3]).toContain('Ann "Annie" Visitor, Jr')
    expect(lines[3]).toMatch(/none\s+sent$/)

    const csv = await leads({ DATA_DIR: dataDir }, '--format', 'csv')
    expect(csv.code).toBe(0)
    expect(csv.stdout.endsWith('\r\n')).toBe(true)
    const [header, ...records] = parseCsv(csv.stdout)
    expect(header).toEqual(['received_at', 'name', 'email', 'phone', 'address', 'message', 'created_at', 'lead_id', 'confirmation', 'notification'])
    expect(records).toHaveLength(2)
    const annie = records.find((record) => record[1] === tricky.name)
    expect(annie?.[5]).toBe(tricky.message)
    expect(annie?.[9]).toBe('sent')
  }, 60_000)

  it('filters with --since and refuses a malformed date', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const none = await leads({ DATA_DIR: dataDir }, '--format', 'csv', '--since', tomorrow)
    expect(parseCsv(none.stdout)).toHaveLength(1)
    const today = new Date().toISOString().slice(0, 10)
    expect(parseCsv((await leads({ DATA_DIR: dataDir }, '--format', 'csv', '--since', today)).stdout)).toHaveLength(3)
    const bad = await leads({ DATA_DIR: dataDir }, '--since', '2026-13-01')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--since must be a date like')
  }, 60_000)
})

describe('npm run leads on PostgreSQL', () => {
  let postgres: RunningPostgres
  let relay: RelayProcess

  beforeAll(async () => {
    postgres = await startPostgres()
    relay = await startRelayProcess({ DATABASE_URL: postgres.url })
    await postLead(relay, { name: 'Cal Postgres', message: 'Read while the relay runs.' })
  }, 120_000)

  afterAll(async () => {
    await relay?.stop()
    await postgres?.stop()
  })

  it('reads the leads while the relay runs', async () => {
    const result = await leads({ DATABASE_URL: postgres.url })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Cal Postgres')
  })
})
