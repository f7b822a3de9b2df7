import type { InTransaction } from './migrations'

/** The little the relay needs from PostgreSQL or the embedded PGlite: say each query once. */
export interface SqlClient {
  readonly kind: 'postgresql' | 'pglite'
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  inTransaction: InTransaction
  close(): Promise<void>
}

/**
 * A client for a database that is still opening: every query waits for it, in the order asked,
 * and fails as the opening failed. The relay listens while the embedded database starts, so its
 * pages answer a second sooner and the first quote waits only for what it needs.
 */
export function sqlClientWhenOpen(kind: SqlClient['kind'], opening: Promise<SqlClient>): SqlClient {
  return {
    kind,
    query: async (sql, params) => (await opening).query(sql, params),
    inTransaction: async (work) => (await opening).inTransaction(work),
    async close() {
      const client = await opening.catch(() => undefined)
      await client?.close()
    },
  }
}

export function describeDatabaseError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' ? `${error.message} (${code})` : error.message
  }
  return String(error)
}
