import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { ContactSubmission } from '../../src/core/quote/contact-submission'
import { runMigrations, type InTransaction, type Migration } from './migrations'
import {
  describeDatabaseError,
  insertSubmissionParams,
  insertSubmissionSql,
  type SubmissionInsert,
  type SubmissionStore,
} from './submission-store'

export interface PgliteSubmissionStoreOptions {
  /** A directory for the database files; omit for an in-memory database (tests). */
  readonly dataDir?: string
  readonly migrations?: readonly Migration[]
}

function inPgliteTransaction(db: PGlite): InTransaction {
  return (work) =>
    db.transaction((tx) =>
      work({
        query: async <Row,>(sql: string, params?: readonly unknown[]) =>
          (await tx.query<Row>(sql, params ? [...params] : undefined)).rows,
        execScript: async (sql) => {
          await tx.exec(sql)
        },
      }),
    )
}

export function createPgliteSubmissionStore(db: PGlite): SubmissionStore {
  return {
    kind: 'pglite',
    async insertSubmission(submission: ContactSubmission): Promise<SubmissionInsert> {
      try {
        const result = await db.query<{ id: number | string }>(insertSubmissionSql, insertSubmissionParams(submission))
        const row = result.rows[0]
        if (!row) return { ok: false, reason: 'The insert returned no row.' }
        return { ok: true, id: String(row.id) }
      } catch (error) {
        return { ok: false, reason: describeDatabaseError(error) }
      }
    },
    async close() {
      if (!db.closed) await db.close()
    },
  }
}

/** Brings an open PGlite database's schema up to date; returns the versions applied now. */
export function migratePglite(db: PGlite, migrations?: readonly Migration[]): Promise<string[]> {
  return runMigrations(inPgliteTransaction(db), migrations)
}

/** Opens (or creates) the embedded database, brings the schema up to date, and returns the store. */
export async function openPgliteSubmissionStore(options: PgliteSubmissionStoreOptions = {}): Promise<SubmissionStore> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const db = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create()
  try {
    await migratePglite(db, options.migrations)
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return createPgliteSubmissionStore(db)
}
