import path from 'node:path'
import type { Logger } from 'pino'
import type { RelayConfig } from '../config'
import { lockDataDir } from './data-dir-lock'
import type { Migration } from './migrations'
import { createPgPool, createPgSqlClient } from './pg-sql-client'
import { createPgliteFilesIfMissing, keepOwnerOnly, pgliteStartParams } from './pglite-files'
import { openPgliteWorkerSqlClient } from './pglite-worker-sql-client'
import { createRelayStore, migrateRelayStore, type RelayStore } from './relay-store'
import type { SqlClient } from './sql-client'

/** Migrates, and closes the connection again if that fails, so a failed start leaks nothing. */
async function migrated(sql: SqlClient, migrations?: readonly Migration[]): Promise<RelayStore> {
  try {
    await migrateRelayStore(sql, migrations)
  } catch (error) {
    await sql.close().catch(() => undefined)
    throw error
  }
  return createRelayStore(sql)
}

export async function openPgRelayStore(connectionString: string, logger?: Logger, migrations?: readonly Migration[]) {
  return migrated(createPgSqlClient(createPgPool(connectionString, logger)), migrations)
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
 */
export async function openPgliteRelayStore(dataDir: string, options: OpenEmbeddedStoreOptions = {}): Promise<RelayStore> {
  const lock = await lockDataDir(dataDir, { waitMs: options.lockWaitMs, onLost: options.onLockLost })
  try {
    // Directories and files left open to others by an older version, or copied in, are closed first.
    await keepOwnerOnly(dataDir)
    const pgliteDir = path.join(dataDir, 'pglite')
    await createPgliteFilesIfMissing(pgliteDir)
    const store = await migrated(await openPgliteWorkerSqlClient(pgliteDir, pgliteStartParams))
    await store.outbox.releaseAllClaims()
    return {
      ...store,
      async close() {
        await store.close()
        await lock.release()
      },
    }
  } catch (error) {
    await lock.release()
    throw error
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite embedded under DATA_DIR. */
export function openRelayStore(config: RelayConfig, logger?: Logger, options: OpenEmbeddedStoreOptions = {}): Promise<RelayStore> {
  if (config.databaseUrl) return openPgRelayStore(config.databaseUrl, logger)
  return openPgliteRelayStore(config.dataDir, options)
}
