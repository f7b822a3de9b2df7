import type { RequestHandler, Response } from 'express'
import { isIPv4, isIPv6 } from 'node:net'
import type { RateCounterStore } from '../stores/rate-counter-store'
import { sendRelayError } from './relay-error'

export interface RateWindow {
  readonly hits: number
  /** Epoch milliseconds when the window ends. */
  readonly resetAt: number
}

/** Counts hits per key in fixed windows. */
export interface RateCounter {
  /**
   * Adds a hit to `key`'s current window and returns the window's total. With a `charge` (the
   * request's Idempotency-Key), a repeat of one charge adds nothing and gets the total its first
   * hit got, so retries and concurrent copies of one request are counted once and answered alike.
   */
  hit(key: string, windowMs: number, charge?: string): Promise<RateWindow>
}

/** One process's counts, kept in memory; expired windows are swept now and then. */
function createMemoryRateCounter(): RateCounter {
  const windows = new Map<string, { hits: number; resetAt: number; charges: Map<string, number> }>()
  let nextSweep = 0
  return {
    async hit(key, windowMs, charge) {
      const now = Date.now()
      if (now >= nextSweep) {
        for (const [entryKey, window] of windows) if (window.resetAt <= now) windows.delete(entryKey)
        nextSweep = now + 60_000
      }
      const mapKey = `${windowMs}:${key}`
      let window = windows.get(mapKey)
      if (!window || window.resetAt <= now) {
        window = { hits: 0, resetAt: now + windowMs, charges: new Map() }
        windows.set(mapKey, window)
      }
      const charged = charge === undefined ? undefined : window.charges.get(charge)
      if (charged !== undefined) return { hits: charged, resetAt: window.resetAt }
      window.hits += 1
      if (charge !== undefined) window.charges.set(charge, window.hits)
      return { hits: window.hits, resetAt: window.resetAt }
    },
  }
}

/**
 * Counts kept in the database: every relay on one PostgreSQL shares them, so adding an instance
 * does not multiply what an abuser may send, and the embedded database keeps them across a
 * restart. When the database cannot answer, the process's own counts stand in rather than
 * refusing every visitor.
 */
export function createSharedRateCounter(counters: RateCounterStore): RateCounter {
  const fallback = createMemoryRateCounter()
  return {
    async hit(key, windowMs, charge) {
      try {
        return await counters.hitCounter(key, windowMs, charge)
      } catch {
        return fallback.hit(key, windowMs, charge)
      }
    },
  }
}

/** 429, asking the client to wait until the spent window ends. */
export function sendRateLimited(res: Response, window: RateWindow, message: string): void {
  res.set('Retry-After', String(Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000))))
  sendRelayError(res, 429, 'rate_limited', message)
}

/** An IPv6 address as its eight hextets, without leading zeros; undefined when it is not one. */
function ipv6Hextets(address: string): string[] | undefined {
  if (!isIPv6(address)) return undefined
  let text = address.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((hextet) => parseInt(hextet, 16).toString(16))
}

/**
 * The client a per-address limit counts. An IPv6 host is given a whole /64 (one home or one
 * server has billions of addresses to rotate through), so the /64 is one client; an IPv4
 * address written IPv4-mapped (`::ffff:203.0.113.7`, as a dual-stack socket reports it) is that
 * IPv4 address.
 */
export function clientKey(address: string): string {
  const bare = address.split('%')[0] ?? address
  if (isIPv4(bare)) return bare
  const hextets = ipv6Hextets(bare)
  if (!hextets) return address
  if (hextets.slice(0, 5).every((hextet) => hextet === '0') && hextets[5] === 'ffff') {
    const [high, low] = hextets.slice(6).map((hextet) => parseInt(hextet, 16)) as [number, number]
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${hextets.slice(0, 4).join(':')}::/64`
}

/**
 * The network a share of the hourly confirmation ceiling is counted on: an IPv4 address, or an
 * IPv6 /48 (what one site is given; a host that holds a /48 has 65,536 /64s to rotate through, and
 * the outside test passed twelve /64s of one /48 to the ceiling).
 */
export function sourceKey(address: string): string {
  const client = clientKey(address)
  if (!client.endsWith('::/64')) return client
  return `${client.split(':').slice(0, 3).join(':')}::/48`
}

/**
 * One budget per client shared by every route this is mounted on. The address is `req.ip`: the
 * socket's peer unless TRUST_PROXY names the proxies whose X-Forwarded-For counts. Every request
 * counts here, repeats included: this limit is about load, not mail.
 */
export function rateLimit(counter: RateCounter, limitPerMinute: number): RequestHandler {
  return (req, res, next) => {
    const client = clientKey(req.ip ?? req.socket.remoteAddress ?? 'unknown')
    counter.hit(`ip:${client}`, 60_000).then((window) => {
      if (window.hits <= limitPerMinute) return next()
      sendRateLimited(res, window, 'Too many requests. Please wait a minute and try again.')
    }, next)
  }
}
