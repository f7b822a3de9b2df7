import type { SqlClient } from './sql-client'

/** Fixed-window hit counters in `rate_counters`, shared by every relay on the database. */
export interface RateCounterStore {
  /** Adds one hit to `key`'s current window of `windowMs` and returns the window's total. */
  hitCounter(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>
}

export function createRateCounterStore(sql: SqlClient): RateCounterStore {
  return {
    async hitCounter(key, windowMs) {
      const seconds = Math.max(1, Math.round(windowMs / 1000))
      const [row] = await sql.query<{ hits: number; reset_at: Date | string }>(
        `insert into rate_counters (key, window_start, hits)
         values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
         on conflict (key, window_start) do update set hits = rate_counters.hits + 1
         returning hits, window_start + make_interval(secs => $2) as reset_at`,
        [key, seconds],
      )
      if (Math.random() < 0.01) {
        // Now and then, forget windows that ended long ago; no request waits on it.
        void sql.query(`delete from rate_counters where window_start < now() - interval '1 day'`).catch(() => undefined)
      }
      return { hits: row?.hits ?? 1, resetAt: new Date(row?.reset_at ?? Date.now()).getTime() }
    },
  }
}
