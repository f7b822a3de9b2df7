import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface Migration {
  /** The file name without `.sql`, e.g. `0002_lead_path`. */
  readonly version: string
  readonly sql: string
}

/** The little a migration needs from a connection inside one transaction. */
export interface MigrationSession {
  /** Runs one parameterized statement. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<readonly Row[]>
  /** Runs a script of several statements. */
  execScript(sql: string): Promise<void>
}

/** Runs `work` in one transaction, committing on success and rolling back on a throw. */
export type InTransaction = <T>(work: (session: MigrationSession) => Promise<T>) => Promise<T>

export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url))

/** An arbitrary constant: concurrent relays starting together take turns migrating. */
const migrationLockKey = 7_410_202_301

async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file)).sort()
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, -'.sql'.length),
      sql: await readFile(path.join(migrationsDir, file), 'utf8'),
    })),
  )
}

/**
 * Applies the `repeatable` definitions (written to run again safely), then every migration in
 * `migrationsDir` not yet recorded in `schema_migrations`, all in one transaction, and returns
 * the versions it applied (empty when no migration was pending).
 */
export async function runMigrations(inTransaction: InTransaction, repeatable: readonly string[]): Promise<string[]> {
  const pending = await readMigrations()
  return inTransaction(async (session) => {
    await session.query(`select pg_advisory_xact_lock(${migrationLockKey})`)
    for (const definition of repeatable) await session.execScript(definition)
    await session.execScript(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    )
    const rows = await session.query<{ version: string }>('select version from schema_migrations')
    const applied = new Set(rows.map((row) => row.version))
    const appliedNow: string[] = []
    for (const migration of pending) {
      if (applied.has(migration.version)) continue
      await session.execScript(migration.sql)
      await session.query('insert into schema_migrations (version) values ($1)', [migration.version])
      appliedNow.push(migration.version)
    }
    return appliedNow
  })
}
