import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envLine, updateEnvFile } from '../../../scripts/owner-tools/env-file'
import { connectionOptions } from '../../../scripts/owner-tools/supabase-database'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'env-file-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the lines npm run setup writes', () => {
  it.each([
    'https://www.smith-security.com',
    '"Smith Security" <no-reply@smith-security.com>',
    "O'Brien Alarms <office@obrien.com>",
    `"O'Brien" <a@b.com>`,
    'smtp://user:p%40ss#word@smtp.example.net:587',
    'two  spaces and a # hash',
    'back\\slash "and" \'quotes\'',
    '',
  ])('reads back %j unchanged with the parser the commands load .env files with', (value) => {
    expect(parseEnv(envLine('X', value))).toEqual({ X: value })
  })

  it('replaces a variable where it stands, drops its later duplicates, appends new ones and keeps every other line', async () => {
    const file = path.join(dir, '.env.local')
    await writeFile(file, '# mine\nLOG_LEVEL=warn\nSITE_URL=https://old.example.org\nexport SITE_URL=https://older.example.org\n')
    updateEnvFile(
      file,
      { SITE_URL: 'https://www.smith-security.com', OWNER_EMAIL: 'office@smith-security.com' },
      'Written by npm run setup',
    )
    expect(await readFile(file, 'utf8')).toBe(
      '# mine\nLOG_LEVEL=warn\nSITE_URL=https://www.smith-security.com\n\n# Written by npm run setup\nOWNER_EMAIL=office@smith-security.com\n',
    )
  })
})

describe("the database connection for the dashboard's string", () => {
  it('encrypts a remote connection without checking the certificate unless the string asks, as libpq reads require', () => {
    const remote = 'postgresql://postgres.ref:pw@aws-0-us-east-1.pooler.supabase.com:5432/postgres'
    expect(connectionOptions(remote)).toEqual({ connectionString: remote, ssl: { rejectUnauthorized: false } })
    expect(connectionOptions(`${remote}?sslmode=require`)).toEqual({ connectionString: remote, ssl: { rejectUnauthorized: false } })
    expect(connectionOptions(`${remote}?sslmode=verify-full`)).toEqual({ connectionString: `${remote}?sslmode=verify-full` })
    expect(connectionOptions('postgres://postgres@127.0.0.1:5433/test')).toEqual({
      connectionString: 'postgres://postgres@127.0.0.1:5433/test',
    })
  })
})
