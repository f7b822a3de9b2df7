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

/**
 * A key as its rows store it, with its window's length: one key counted in windows of different
 * lengths (a minute and an hour) keeps them apart, also in the moments both windows start together.
 */
const storedKey = (key: string, seconds: number) => `${seconds}s:${key}`

/** The window length a stored key names; undefined for rows written before keys carried it. */
const secondsOf = (stored: string): number | undefined => {
  const match = /^(\d+)s:/.exec(stored)
  return match ? Number(match[1]) : undefined
}

/** The hits of one moment on one key, written as one. */
interface PendingBump {
  readonly seconds: number
  readonly waiting: { readonly resolve: (window: { hits: number; resetAt: number }) => void; readonly reject: (error: unknown) => void }[]
}

/** Windows that ended long ago are forgotten now and then; no request waits on it. */
async function forgetOldWindows(sql: SqlClient): Promise<void> {
  await sql.query(`delete from rate_counters where window_start < now() - interval '1 day'`)
  await sql.query(`delete from rate_charges where window_start < now() - interval '1 day'`)
}

const bumpMany = `insert into rate_counters (key, window_start, hits)
  select x.key, to_timestamp(floor(extract(epoch from now()) / x.secs) * x.secs), x.n
  from json_to_recordset($1::json) as x(key text, secs integer, n integer)
  on conflict (key, window_start) do update set hits = rate_counters.hits + excluded.hits
  returning key, hits, window_start`

export function createRateCounterStore(sql: SqlClient): RateCounterStore {
  // Every request counts against its address, so on a busy relay many hits arrive together: the
  // hits of one turn of the event loop go to the database in one statement (as leads are
  // committed together), and each is answered with the total it brought the window to.
  let pending: Map<string, PendingBump> | undefined

  async function writeBumps(bumps: Map<string, PendingBump>): Promise<void> {
    try {
      const rows = await sql.query<{ key: string; hits: number; window_start: Date | string }>(bumpMany, [
        JSON.stringify([...bumps].map(([key, bump]) => ({ key, secs: bump.seconds, n: bump.waiting.length }))),
      ])
      const totals = new Map(rows.map((row) => [row.key, row]))
      for (const [key, bump] of bumps) {
        const row = totals.get(key)
        const resetAt = row ? new Date(row.window_start).getTime() + bump.seconds * 1000 : Date.now()
        const before = (row?.hits ?? bump.waiting.length) - bump.waiting.length
        bump.waiting.forEach((hit, index) => hit.resolve({ hits: before + index + 1, resetAt }))
      }
    } catch (error) {
      for (const bump of bumps.values()) for (const hit of bump.waiting) hit.reject(error)
    }
  }

  function bumpTogether(key: string, seconds: number): Promise<{ hits: number; resetAt: number }> {
    return new Promise((resolve, reject) => {
      if (!pending) {
        const bumps = (pending = new Map())
        setImmediate(() => {
          pending = undefined
          void writeBumps(bumps)
        })
      }
      // Stored keys carry their window's length, so the hits of one key share one length.
      const bump = pending.get(key)
      if (bump) bump.waiting.push({ resolve, reject })
      else pending.set(key, { seconds, waiting: [{ resolve, reject }] })
    })
  }

  return {
    async hitCounter(key, windowMs, charge) {
      const seconds = Math.max(1, Math.round(windowMs / 1000))
      if (Math.random() < 0.01) void forgetOldWindows(sql).catch(() => undefined)
      const stored = storedKey(key, seconds)
      if (charge === undefined) return bumpTogether(stored, seconds)
      // Copies of one charge take turns inside the database, so the second reads what the first
      // counted (server/migrations/0006_rate_charge_in_one_call.sql): one round trip, not six.
      const [row] = await sql.query<{ charged_hits: number; charged_reset: Date | string }>(
        'select charged_hits, charged_window, charged_reset from rate_charge($1, $2, $3)',
        [stored, seconds, charge],
      )
      return { hits: row?.charged_hits ?? 1, resetAt: new Date(row?.charged_reset ?? Date.now()).getTime() }
    },
  }
}

/** How often the embedded relay writes its counts to the database. */
export const countsWrittenEveryMs = 1_000

export interface WriteBehindRateCounterStore extends RateCounterStore {
  /** Reads the windows still running from the database; hits wait for it. */
  load(): Promise<void>
  /** Writes every count changed since the last write. */
  flush(): Promise<void>
  /** Stops the timer and writes what is left. */
  close(): Promise<void>
}

interface CountedWindow {
  hits: number
  readonly windowStart: number
  readonly resetAt: number
  readonly charges: Map<string, number>
  dirty: boolean
  readonly newCharges: Set<string>
}

/**
 * The embedded database's counts. Its relay is the data directory's only writer (the lock), so
 * its own memory is the whole truth: a hit is counted without a round trip to the database or a
 * commit, copies of one charge are counted once because JavaScript runs one at a time, and the
 * counts are written to the database every second and when the relay stops, for the next start.
 * A relay killed outright forgets at most the last second's hits.
 */
export function createWriteBehindRateCounterStore(sql: SqlClient, everyMs = countsWrittenEveryMs): WriteBehindRateCounterStore {
  const windows = new Map<string, CountedWindow>()
  let loaded: Promise<void> | undefined
  let writing: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  const windowKey = (key: string, windowStart: number) => `${windowStart}\0${key}`
  const newWindow = (windowStart: number, seconds: number, hits: number): CountedWindow => ({
    hits,
    windowStart,
    resetAt: windowStart + seconds * 1000,
    charges: new Map(),
    dirty: false,
    newCharges: new Set(),
  })

  async function load(): Promise<void> {
    const rows = await sql.query<{ key: string; window_start: Date | string; hits: number }>(
      `select key, window_start, hits from rate_counters where window_start > now() - interval '1 day'`,
    )
    const charges = await sql.query<{ key: string; window_start: Date | string; charge: string; hits: number }>(
      `select key, window_start, charge, hits from rate_charges where window_start > now() - interval '1 day'`,
    )
    for (const row of rows) {
      const windowStart = new Date(row.window_start).getTime()
      // A row from before keys carried their window's length is bounded by a day, as they all are.
      windows.set(windowKey(row.key, windowStart), newWindow(windowStart, secondsOf(row.key) ?? 86_400, row.hits))
    }
    for (const row of charges) windows.get(windowKey(row.key, new Date(row.window_start).getTime()))?.charges.set(row.charge, row.hits)
    timer = setInterval(() => void flush(), everyMs)
    timer.unref()
  }

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      const now = Date.now()
      const counters: { key: string; window_start: string; hits: number }[] = []
      const charges: { key: string; window_start: string; charge: string; hits: number }[] = []
      for (const [mapKey, window] of windows) {
        const key = mapKey.slice(mapKey.indexOf('\0') + 1)
        const windowStart = new Date(window.windowStart).toISOString()
        if (window.dirty) counters.push({ key, window_start: windowStart, hits: window.hits })
        for (const charge of window.newCharges)
          charges.push({ key, window_start: windowStart, charge, hits: window.charges.get(charge) ?? 1 })
        window.dirty = false
        window.newCharges.clear()
        if (window.resetAt <= now) windows.delete(mapKey)
      }
      try {
        if (counters.length > 0)
          await sql.query(
            `insert into rate_counters (key, window_start, hits)
             select key, window_start, hits from json_to_recordset($1::json) as x(key text, window_start timestamptz, hits integer)
             on conflict (key, window_start) do update set hits = greatest(rate_counters.hits, excluded.hits)`,
            [JSON.stringify(counters)],
          )
        if (charges.length > 0)
          await sql.query(
            `insert into rate_charges (key, window_start, charge, hits)
             select key, window_start, charge, hits from json_to_recordset($1::json) as x(key text, window_start timestamptz, charge text, hits integer)
             on conflict do nothing`,
            [JSON.stringify(charges)],
          )
        if (Math.random() < 0.01) await forgetOldWindows(sql)
      } catch {
        // Written again with the next change; the counts in memory stay right meanwhile.
        for (const row of counters) {
          const window = windows.get(windowKey(row.key, new Date(row.window_start).getTime()))
          if (window) window.dirty = true
        }
        for (const row of charges) windows.get(windowKey(row.key, new Date(row.window_start).getTime()))?.newCharges.add(row.charge)
      }
    })
    return writing
  }

  return {
    load: () => (loaded ??= load()),
    flush,
    async close() {
      if (timer) clearInterval(timer)
      await flush()
    },
    async hitCounter(key, windowMs, charge) {
      loaded ??= load()
      await loaded
      const seconds = Math.max(1, Math.round(windowMs / 1000))
      const now = Date.now()
      // The same fixed windows as the database's: aligned to the epoch, `seconds` long.
      const windowStart = Math.floor(now / 1000 / seconds) * seconds * 1000
      const mapKey = windowKey(storedKey(key, seconds), windowStart)
      const window = windows.get(mapKey) ?? newWindow(windowStart, seconds, 0)
      windows.set(mapKey, window)
      const charged = charge === undefined ? undefined : window.charges.get(charge)
      if (charged !== undefined) return { hits: charged, resetAt: window.resetAt }
      window.hits += 1
      window.dirty = true
      if (charge !== undefined) {
        window.charges.set(charge, window.hits)
        window.newCharges.add(charge)
      }
      return { hits: window.hits, resetAt: window.resetAt }
    },
  }
}
