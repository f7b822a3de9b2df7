import { createLeadListing, type LeadListing } from './lead-listing'
import { createLeadStore, type LeadStore } from './lead-store'
import { readLeadTableSql } from './lead-table'
import { runMigrations } from './migrations'
import { createOutboxStore, type OutboxStore } from './outbox-store'
import { createRateCounterStore, type RateCounterStore } from './rate-counter-store'
import type { SqlClient } from './sql-client'

/**
 * Everything the relay keeps, in one database: one store per concept over the same SQL client.
 * Each part of the relay takes only the store it uses.
 */
export interface RelayStore {
  readonly kind: SqlClient['kind']
  readonly leads: LeadStore
  readonly outbox: OutboxStore
  readonly rateCounters: RateCounterStore
  readonly listing: LeadListing
  /** Settles once the database is open and migrated; rejects, saying why, if it cannot be. */
  readonly ready: Promise<void>
  close(): Promise<void>
}

export function createRelayStore(
  sql: SqlClient,
  ready: Promise<void> = Promise.resolve(),
  rateCounters: RateCounterStore = createRateCounterStore(sql),
): RelayStore {
  return {
    ready,
    kind: sql.kind,
    leads: createLeadStore(sql),
    outbox: createOutboxStore(sql),
    rateCounters,
    listing: createLeadListing(sql),
    close: () => sql.close(),
  }
}

/**
 * Brings a database's schema up to date: the lead table as the Supabase migration defines it
 * (server/stores/lead-table.ts), then the relay's own migrations. Returns the versions applied now.
 */
export async function migrateRelayStore(sql: SqlClient): Promise<string[]> {
  return runMigrations(sql.inTransaction, [await readLeadTableSql()])
}
