import { spawn } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { openPgliteRelayStore } from '../../../server/stores/open-relay-store'
import { openPgliteWorkerSqlClient } from '../../../server/stores/pglite-worker-sql-client'
import { pgliteStartParams } from '../../../server/stores/pglite-files'
import type { SqlClient } from '../../../server/stores/sql-client'
import { relayCommand } from '../../support/relay-process'
import { seededDataDir } from '../../support/seeded-data-dir'

const root = path.resolve(import.meta.dirname, '../../..')
const dirs: string[] = []

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function dataDir(): Promise<string> {
  const dir = await seededDataDir('relay-opens-')
  dirs.push(dir)
  return dir
}

describe('the embedded store opens while the relay already listens', () => {
  it('is handed over once the data directory is locked, before the database has opened, and answers queries once it has', async () => {
    const store = await openPgliteRelayStore(await dataDir())
    try {
      let opened = false
      void store.ready.then(() => (opened = true))
      // Nothing of the database's opening can have finished by now: it starts a worker thread.
      await Promise.resolve()
      expect(opened).toBe(false)
      // A query asked meanwhile waits for the database instead of failing.
      expect(await store.listing.listLeads({ limit: 1 })).toEqual([])
      expect(opened).toBe(true)
    } finally {
      await store.close()
    }
  }, 60_000)

  it('stops the relay with one line naming the database when it cannot be opened, and frees the data directory', async () => {
    const dir = await dataDir()
    await writeFile(path.join(dir, 'pglite', 'PG_VERSION'), 'not a version\n')
    // The relay as `npm start` runs it (its bundle), which spares the TypeScript loader's seconds of CPU.
    const [node, ...args] = await relayCommand()
    const child = spawn(node!, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.resume()
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
    expect(code).toBe(1)
    expect(stderr).toContain(`The embedded database in ${path.join(dir, 'pglite')} could not be opened`)
    expect(stderr).not.toMatch(/\n\s+at /)
    // The lock went with it: the next relay on this directory is not told another one holds it.
    const next = await openPgliteRelayStore(dir)
    await next.ready.catch(() => undefined)
    await next.close()
  }, 120_000)
})

describe('one writer on the embedded database', () => {
  /**
   * The database of the next two tests, opened once: opening one costs seconds of CPU. Each test
   * works in a table of its own and drops it before it ends.
   */
  let opened: Promise<{ sql: SqlClient; dir: string }> | undefined
  const writer = async () => {
    opened ??= (async () => {
      const dir = await seededDataDir('relay-opens-')
      return { sql: await openPgliteWorkerSqlClient(path.join(dir, 'pglite'), pgliteStartParams), dir }
    })()
    return (await opened).sql
  }
  afterAll(async () => {
    const held = await opened
    await held?.sql.close()
    if (held) await rm(held.dir, { recursive: true, force: true })
  })

  it('writes and reads every kind of value the relay sends, and a failed statement throws its code and leaves the database usable', async () => {
    const sql = await writer()
    try {
      await sql.query(
        'create table typed (id serial primary key, word text unique, n integer, ok boolean, at timestamptz, tags text[], doc jsonb)',
      )
      const insert = 'insert into typed (word, n, ok, at, tags, doc) values ($1, $2, $3, $4, $5, $6) returning id'
      const at = new Date('2026-01-02T03:04:05.678Z')
      const tags = ['NULL', null, 'x,y', '{z}', 'say "hi"', '']
      expect(await sql.query(insert, ['a "quoted", {braced} word', 42, true, at, tags, JSON.stringify({ a: [1, 'b'] })])).toEqual([
        { id: 1 },
      ])
      // The same statement again, its parameter types known by now; NULLs where values were.
      expect(await sql.query(insert, ['second', null, false, null, null, null])).toEqual([{ id: 2 }])
      expect(await sql.query('select word, n, ok, at, tags, doc from typed order by id')).toEqual([
        { word: 'a "quoted", {braced} word', n: 42, ok: true, at, tags, doc: { a: [1, 'b'] } },
        { word: 'second', n: null, ok: false, at: null, tags: null, doc: null },
      ])
      await expect(sql.query(insert, ['second', 1, true, at, [], '{}'])).rejects.toMatchObject({ code: '23505' })
      await expect(sql.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({ code: '22P02' })
      expect(await sql.query<{ n: number }>('select count(*)::int as n from typed where n = $1 or $1 is null', [42])).toEqual([{ n: 1 }])
    } finally {
      await sql.query('drop table if exists typed')
    }
  }, 60_000)

  it("keeps a statement sent during another caller's transaction out of it: the rollback takes only its own", async () => {
    const sql = await writer()
    try {
      await sql.query('create table kept (word text)')
      let inside!: () => void
      const begun = new Promise<void>((resolve) => (inside = resolve))
      const failing = sql.inTransaction(async (session) => {
        await session.query("insert into kept values ('rolled back')")
        inside()
        await new Promise((resolve) => setTimeout(resolve, 200))
        throw new Error('this transaction fails')
      })
      await begun
      // Another request's work, asked while the transaction is open (a lead, say).
      const other = sql.query("insert into kept values ('acknowledged')")
      await expect(failing).rejects.toThrow('this transaction fails')
      await other
      expect(await sql.query<{ word: string }>('select word from kept order by word')).toEqual([{ word: 'acknowledged' }])
    } finally {
      await sql.query('drop table if exists kept')
    }
  }, 60_000)

  it('counts sixty concurrent copies of one request once, and keeps the counts across a restart', async () => {
    const dir = await dataDir()
    const first = await openPgliteRelayStore(dir)
    let windows
    try {
      windows = await Promise.all(
        Array.from({ length: 60 }, () => first.rateCounters.hitCounter('confirm:one@example.com', 3_600_000, 'key-1')),
      )
      await first.rateCounters.hitCounter('confirm:one@example.com', 3_600_000, 'key-2')
    } finally {
      await first.close()
    }
    expect(new Set(windows.map((window) => window.hits))).toEqual(new Set([1]))
    const second = await openPgliteRelayStore(dir)
    try {
      expect((await second.rateCounters.hitCounter('confirm:one@example.com', 3_600_000, 'key-1')).hits).toBe(1)
      expect((await second.rateCounters.hitCounter('confirm:one@example.com', 3_600_000, 'key-3')).hits).toBe(3)
    } finally {
      await second.close()
    }
  }, 60_000)
})
