import pg from 'pg'
import type { Logger } from 'pino'
import type { ContactSubmission } from '../../src/core/quote/contact-submission'
import { runMigrations, type InTransaction, type Migration } from './migrations'
import {
  describeDatabaseError,
  insertSubmissionParams,
  insertSubmissionSql,
  type SubmissionInsert,
  type SubmissionStore,
} from './submission-store'

export interface PgSubmissionStoreOptions {
  readonly connectionString: string
  readonly logger?: Logger
  /** Defaults to the files in server/migrations. */
  readonly migrations?: readonly Migration[]
}

function inPgTransaction(pool: pg.Pool): InTransaction {
  return async (work) => {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const result = await work({
        query: async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows,
        // Without parameters pg uses the simple protocol, which accepts several statements.
        execScript: async (sql) => {
          await client.query(sql)
        },
      })
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
}

export function createPgSubmissionStore(pool: pg.Pool): SubmissionStore {
  let closed = false
  return {
    kind: 'postgresql',
    async insertSubmission(submission: ContactSubmission): Promise<SubmissionInsert> {
      try {
        const result = await pool.query<{ id: string }>(insertSubmissionSql, insertSubmissionParams(submission))
        const row = result.rows[0]
        if (!row) return { ok: false, reason: 'The insert returned no row.' }
        return { ok: true, id: String(row.id) }
      } catch (error) {
        return { ok: false, reason: describeDatabaseError(error) }
      }
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/** Brings a PostgreSQL database's schema up to date; returns the versions applied now. */
export function migratePg(pool: pg.Pool, migrations?: readonly Migration[]): Promise<string[]> {
  return runMigrations(inPgTransaction(pool), migrations)
}

/** A small pool with time limits, so a stuck database answers 503 instead of hanging requests. */
export function createPgPool(connectionString: string, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    application_name: 'quote-relay',
  })
  // An idle client dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => logger?.warn({ err: error.message }, 'idle PostgreSQL connection lost'))
  return pool
}

/** Connects to PostgreSQL, brings the schema up to date, and returns the store. */
export async function openPgSubmissionStore(options: PgSubmissionStoreOptions): Promise<SubmissionStore> {
  const pool = createPgPool(options.connectionString, options.logger)
  try {
    await migratePg(pool, options.migrations)
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  return createPgSubmissionStore(pool)
}
