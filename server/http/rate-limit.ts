import type { RequestHandler } from 'express'
import type { RateCounterStore } from '../stores/rate-counter-store'
import { sendRelayError } from './relay-error'

export interface RateWindow {
  readonly hits: number
  /** Epoch milliseconds when the window ends. */
  readonly resetAt: number
}

/** Counts hits per key in fixed windows. */
export interface RateCounter {
  hit(key: string, windowMs: number, now?: number): Promise<RateWindow>
}

/** One process's counts, kept in memory; expired windows are swept now and then. */
export function createMemoryRateCounter(): RateCounter {
  const windows = new Map<string, { hits: number; resetAt: number }>()
  let nextSweep = 0
  return {
    async hit(key, windowMs, now = Date.now()) {
      if (now >= nextSweep) {
        for (const [entryKey, window] of windows) if (window.resetAt <= now) windows.delete(entryKey)
        nextSweep = now + 60_000
      }
      const mapKey = `${windowMs}:${key}`
      let window = windows.get(mapKey)
      if (!window || window.resetAt <= now) {
        window = { hits: 0, resetAt: now + windowMs }
        windows.set(mapKey, window)
      }
      window.hits += 1
      return { ...window }
    },
  }
}

/**
 * Counts kept in the database, so every relay behind one load balancer shares them and adding
 * an instance does not multiply what an abuser may send. When the database cannot answer, the
 * process's own counts stand in rather than refusing every visitor.
 */
export function createSharedRateCounter(counters: RateCounterStore, fallback = createMemoryRateCounter()): RateCounter {
  return {
    async hit(key, windowMs, now) {
      try {
        return await counters.hitCounter(key, windowMs)
      } catch {
        return fallback.hit(key, windowMs, now)
      }
    },
  }
}

export function retryAfterSeconds(window: RateWindow, now = Date.now()): number {
  return Math.max(1, Math.ceil((window.resetAt - now) / 1000))
}

/**
 * One budget per client address shared by every route this is mounted on. The address is
 * `req.ip`: the socket's peer unless TRUST_PROXY names the proxies whose X-Forwarded-For counts.
 */
export function rateLimit(counter: RateCounter, limitPerMinute: number): RequestHandler {
  return (req, res, next) => {
    const client = req.ip ?? req.socket.remoteAddress ?? 'unknown'
    counter.hit(`ip:${client}`, 60_000).then(
      (window) => {
        if (window.hits <= limitPerMinute) return next()
        res.set('Retry-After', String(retryAfterSeconds(window)))
        sendRelayError(res, 429, 'rate_limited', 'Too many requests. Please wait a minute and try again.')
      },
      next,
    )
  }
}
