import pg from 'pg'
import type { Logger } from 'pino'
import type { InTransaction } from './migrations'
import type { SqlClient } from './sql-client'

/**
 * Client-side limits: a database that is down or frozen (SIGSTOP, a dead network path) sends
 * nothing back, so a server-side statement_timeout would never fire. These make the relay
 * answer 503 well within 5 s instead of holding the visitor's request.
 */
const pgTimeouts = { connectMs: 2_000, queryMs: 2_500 } as const

export function createPgPool(connectionString: string, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: pgTimeouts.connectMs,
    query_timeout: pgTimeouts.queryMs,
    statement_timeout: pgTimeouts.queryMs,
    idleTimeoutMillis: 30_000,
    application_name: 'quote-relay',
  })
  // A client dropped by the server (restart, failover) must not crash the process. The pool
  // listens to its idle clients only; one checked out for a transaction needs its own listener,
  // and its loss already reaches the caller as the failed query.
  pool.on('error', (error) => logger?.warn({ err: error.message }, 'idle PostgreSQL connection lost'))
  pool.on('connect', (client) => client.on('error', () => undefined))
  return pool
}

function inPgTransaction(pool: pg.Pool): InTransaction {
  return async (work) => {
    const client = await pool.connect()
    let broken = false
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
      await client.query('rollback').catch(() => {
        broken = true
      })
      throw error
    } finally {
      // A connection that timed out mid-query is in an unknown state: drop it from the pool.
      client.release(broken)
    }
  }
}

export function createPgSqlClient(pool: pg.Pool): SqlClient {
  let closed = false
  return {
    kind: 'postgresql',
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return (await pool.query(sql, params ? [...params] : undefined)).rows as Row[]
    },
    inTransaction: inPgTransaction(pool),
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
