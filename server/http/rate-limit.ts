import type { RequestHandler } from 'express'
import { sendRelayError } from './relay-error'

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }

export interface RateLimiter {
  hit(key: string, now?: number): RateDecision
}

interface Window {
  count: number
  resetAt: number
}

/** A fixed window per key, kept in memory; expired windows are swept once per window length. */
export function createRateLimiter(limit: number, windowMs = 60_000): RateLimiter {
  const windows = new Map<string, Window>()
  let nextSweep = 0
  return {
    hit(key, now = Date.now()) {
      if (now >= nextSweep) {
        for (const [entryKey, window] of windows) if (window.resetAt <= now) windows.delete(entryKey)
        nextSweep = now + windowMs
      }
      let window = windows.get(key)
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      if (window.count <= limit) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) }
    },
  }
}

/** One budget per client address shared by every route this middleware is mounted on. */
export function rateLimit(limiter: RateLimiter): RequestHandler {
  return (req, res, next) => {
    const decision = limiter.hit(req.ip ?? req.socket.remoteAddress ?? 'unknown')
    if (decision.allowed) return next()
    res.set('Retry-After', String(decision.retryAfterSeconds))
    sendRelayError(res, 429, 'rate_limited', 'Too many requests. Please wait a minute and try again.')
  }
}
