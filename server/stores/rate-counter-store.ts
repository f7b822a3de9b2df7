import type { SqlClient } from './sql-client'

/**
 * Fixed-window hit counters in `rate_counters`, shared by every relay on the database and kept
 * across restarts (the embedded database too).
 */
export interface RateCounterStore {
  /**
   * Adds one hit to `key`'s current window of `windowMs` and returns the window's total. A
   * `charge` already counted in this window adds nothing and gets the total it got then.
   */
  hitCounter(key: string, windowMs: number, charge?: string): Promise<{ hits: number; resetAt: number }>
}

interface CounterRow {
  hits: number
  window_start: Date | string
  reset_at: Date | string
}

const currentWindow = 'to_timestamp(floor(extract(epoch from now()) / $2) * $2)'

const bump = `insert into rate_counters (key, window_start, hits)
  values ($1, ${currentWindow}, 1)
  on conflict (key, window_start) do update set hits = rate_counters.hits + 1
  returning hits, window_start, window_start + make_interval(secs => $2) as reset_at`

function answer(row: CounterRow | undefined) {
  return { hits: row?.hits ?? 1, resetAt: new Date(row?.reset_at ?? Date.now()).getTime() }
}

export function createRateCounterStore(sql: SqlClient): RateCounterStore {
  return {
    async hitCounter(key, windowMs, charge) {
      const seconds = Math.max(1, Math.round(windowMs / 1000))
      if (Math.random() < 0.01) {
        // Now and then, forget windows that ended long ago; no request waits on it.
        void sql
          .query(`delete from rate_counters where window_start < now() - interval '1 day'`)
          .then(() => sql.query(`delete from rate_charges where window_start < now() - interval '1 day'`))
          .catch(() => undefined)
      }
      if (charge === undefined) return answer((await sql.query<CounterRow>(bump, [key, seconds]))[0])
      return sql.inTransaction(async (session) => {
        // Copies of one charge take turns, so the second reads what the first counted.
        await session.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`rate:${key}:${charge}`])
        const [seen] = await session.query<CounterRow>(
          `select hits, window_start, window_start + make_interval(secs => $2) as reset_at
           from rate_charges where key = $1 and window_start = ${currentWindow} and charge = $3`,
          [key, seconds, charge],
        )
        if (seen) return answer(seen)
        const [row] = await session.query<CounterRow>(bump, [key, seconds])
        await session.query('insert into rate_charges (key, window_start, charge, hits) values ($1, $2, $3, $4)', [
          key,
          row?.window_start,
          charge,
          row?.hits ?? 1,
        ])
        return answer(row)
      })
    },
  }
}
