import path from 'node:path'
import type { Logger } from 'pino'
import { lockDataDir } from './data-dir-lock'
import { createPgPool, createPgSqlClient } from './pg-sql-client'
import { createPgliteFilesIfMissing, keepOwnerOnly, pgliteStartParams } from './pglite-files'
import { openPgliteWorkerSqlClient } from './pglite-worker-sql-client'
import { createWriteBehindRateCounterStore } from './rate-counter-store'
import { createRelayStore, migrateRelayStore, type RelayStore } from './relay-store'
import { describeDatabaseError, sqlClientWhenOpen, type SqlClient } from './sql-client'

/** Migrates, and closes the connection again if that fails, so a failed start leaks nothing. */
async function migrated(sql: SqlClient): Promise<RelayStore> {
  try {
    await migrateRelayStore(sql)
  } catch (error) {
    await sql.close().catch(() => undefined)
    throw error
  }
  return createRelayStore(sql)
}

export async function openPgRelayStore(connectionString: string, logger?: Logger) {
  return migrated(createPgSqlClient(createPgPool(connectionString, logger)))
}

export interface OpenEmbeddedStoreOptions {
  /** How long to wait for another relay's lock; see lockDataDir. */
  readonly lockWaitMs?: number
  /** Called once if the data directory's lock is taken away while the store is open. */
  readonly onLockLost?: (reason: string) => void
}

/**
 * The embedded default: PGlite under DATA_DIR/pglite, with this process as its single writer.
 * Because no other process can hold a mail, claims left by a crash are freed at once.
 *
 * Returns as soon as the data directory is ours (the lock is taken first, so a second relay is
 * refused before it listens); the database opens behind `ready`, and queries wait for it.
 */
export async function openPgliteRelayStore(dataDir: string, options: OpenEmbeddedStoreOptions = {}): Promise<RelayStore> {
  const lock = await lockDataDir(dataDir, { waitMs: options.lockWaitMs, onLost: options.onLockLost })
  const opening = (async () => {
    // Directories and files left open to others by an older version, or copied in, are closed first.
    await keepOwnerOnly(dataDir)
    const pgliteDir = path.join(dataDir, 'pglite')
    await createPgliteFilesIfMissing(pgliteDir)
    const sql = await openPgliteWorkerSqlClient(pgliteDir, pgliteStartParams)
    const store = await migrated(sql)
    await store.outbox.releaseAllClaims()
    return sql
  })()
  const ready = opening.then(
    () => undefined,
    async (error: unknown) => {
      await lock.release()
      throw new Error(
        `The embedded database in ${path.join(dataDir, 'pglite')} could not be opened (${describeDatabaseError(error)}). ` +
          'Move that folder aside (keep it: its leads are still in it) and start again, which makes a new, empty database; ' +
          'or set DATA_DIR in .env to another folder.',
      )
    },
  )
  // Whoever holds the store learns of a failed opening from `ready` or from its next query.
  ready.catch(() => undefined)
  const sql = sqlClientWhenOpen('pglite', opening)
  const counts = createWriteBehindRateCounterStore(sql)
  counts.load().catch(() => undefined)
  const store = createRelayStore(sql, ready, counts)
  return {
    ...store,
    async close() {
      await counts.close()
      await store.close()
      await lock.release()
    },
  }
}

/** What of the relay's configuration says where the leads are kept. */
export interface RelayStoreLocation {
  readonly databaseUrl?: string
  readonly dataDir: string
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite embedded under DATA_DIR. */
export function openRelayStore(config: RelayStoreLocation, logger?: Logger, options: OpenEmbeddedStoreOptions = {}): Promise<RelayStore> {
  if (config.databaseUrl) return openPgRelayStore(config.databaseUrl, logger)
  return openPgliteRelayStore(config.dataDir, options)
}
