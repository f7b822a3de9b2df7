import path from 'node:path'
import type { Logger } from 'pino'
import type { RelayConfig } from '../config'
import { lockDataDir } from './data-dir-lock'
import type { Migration } from './migrations'
import { createPgPool, createPgSqlClient } from './pg-sql-client'
import { createPgliteFilesIfMissing, pgliteStartParams } from './pglite-files'
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

/**
 * The embedded default: PGlite under DATA_DIR/pglite, with this process as its single writer.
 * Because no other process can hold a mail, claims left by a crash are freed at once.
 */
export async function openPgliteRelayStore(dataDir: string, lockWaitMs?: number): Promise<RelayStore> {
  const lock = await lockDataDir(dataDir, lockWaitMs)
  try {
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
export function openRelayStore(config: RelayConfig, logger?: Logger, options: { lockWaitMs?: number } = {}): Promise<RelayStore> {
  if (config.databaseUrl) return openPgRelayStore(config.databaseUrl, logger)
  return openPgliteRelayStore(config.dataDir, options.lockWaitMs)
}
