import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { createPgSqlClient } from '../../../server/stores/pg-sql-client'
import { createPgliteSqlClient } from '../../support/pglite-sql-client'
import { createRelayStore, migrateRelayStore, type RelayStore } from '../../../server/stores/relay-store'

/** The relay's real store on a PGlite database the test holds (and closes) itself. */
export async function openRelayStoreOn(db: PGlite): Promise<RelayStore> {
  const sql = createPgliteSqlClient(db)
  await migrateRelayStore(sql)
  return createRelayStore(sql)
}

/** The relay's real store on a PostgreSQL pool the test holds (and ends) itself. */
export async function openRelayStoreOnPool(pool: pg.Pool): Promise<RelayStore> {
  const sql = createPgSqlClient(pool)
  await migrateRelayStore(sql)
  return createRelayStore(sql)
}
