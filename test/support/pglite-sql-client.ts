/**
 * The relay's SqlClient over a PGlite database the test holds in its own thread. The relay
 * itself runs PGlite in a worker (server/stores/pglite-worker-sql-client.ts); tests that read
 * and write the same in-memory database directly need it in-process.
 */
import type { PGlite } from '@electric-sql/pglite'
import type { InTransaction } from '../../server/stores/migrations'
import type { SqlClient } from '../../server/stores/sql-client'

function inPgliteTransaction(db: PGlite): InTransaction {
  return (work) =>
    db.transaction((tx) =>
      work({
        query: async <Row>(sql: string, params?: readonly unknown[]) => (await tx.query<Row>(sql, params ? [...params] : undefined)).rows,
        execScript: async (sql) => {
          await tx.exec(sql)
        },
      }),
    )
}

export function createPgliteSqlClient(db: PGlite): SqlClient {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return (await db.query<Row>(sql, params ? [...params] : undefined)).rows
    },
    inTransaction: inPgliteTransaction(db),
    async close() {
      if (!db.closed) await db.close()
    },
  }
}
