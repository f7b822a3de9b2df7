import { setTimeout as sleep } from 'node:timers/promises'
import type { LeadStore } from '../stores/lead-store'
import { describeDatabaseError } from '../stores/sql-client'

/**
 * The submissions this relay is handling now, by key, from the moment a request arrives until its
 * row is written (or it is refused): a confirmation of the same key waits for them rather than
 * refusing a visitor whose lead the database is still writing.
 */
export interface SubmissionsInFlight {
  /** A submission under `key` has arrived; the returned function says it is stored or given up (once is enough). */
  begin(key: string): () => void
  /** Settles when no submission under `key` is in progress in this relay: at once if there is none. */
  settled(key: string): Promise<void>
}

export function submissionsInFlight(): SubmissionsInFlight {
  const byKey = new Map<string, { count: number; waiters: (() => void)[] }>()
  return {
    begin(key) {
      const entry = byKey.get(key) ?? { count: 0, waiters: [] }
      entry.count += 1
      byKey.set(key, entry)
      let ended = false
      return () => {
        if (ended) return
        ended = true
        entry.count -= 1
        if (entry.count > 0) return
        byKey.delete(key)
        for (const wake of entry.waiters) wake()
      }
    },
    settled(key) {
      const entry = byKey.get(key)
      return entry ? new Promise((resolve) => entry.waiters.push(resolve)) : Promise.resolve()
    },
  }
}

export type StoredAddressCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'not stored' | 'another address' }
  | { readonly ok: false; readonly reason: 'unreadable'; readonly detail: string }
  /** The answer deadline came first: nothing is decided, and nothing may be sent. */
  | { readonly ok: false; readonly reason: 'too late' }

export interface StoredAddressOptions {
  readonly leads: Pick<LeadStore, 'storedEmail'>
  readonly inFlight: SubmissionsInFlight
  /**
   * Other relays may be writing to the same database (PostgreSQL): a submission answered by
   * one of them may still be committing, so the row is looked for again for this long. The
   * embedded database has one writer, this relay, and needs no second look.
   */
  readonly othersMayStoreMs: number
  readonly signal: AbortSignal
}

/** How a stored address and a confirmation's address are the same: trimmed by the schema, compared as the outbox keeps recipients. */
export function sameAddress(stored: string, requested: string): boolean {
  return stored.trim().toLowerCase() === requested.trim().toLowerCase()
}

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve()
    else signal.addEventListener('abort', () => resolve(), { once: true })
  })
}

/**
 * Whether `address` is the e-mail of the submission stored under `key`. Waits for this relay's own
 * submissions of the key to be written, then reads the row; with other writers, looks again,
 * more slowly each time, for `othersMayStoreMs`. Gives up when `signal` aborts.
 */
export async function checkStoredAddress(key: string, address: string, options: StoredAddressOptions): Promise<StoredAddressCheck> {
  const { leads, inFlight, signal } = options
  const lookUntil = performance.now() + options.othersMayStoreMs
  await Promise.race([inFlight.settled(key), untilAborted(signal)])
  let wait = 50
  for (;;) {
    if (signal.aborted) return { ok: false, reason: 'too late' }
    let stored: string | undefined
    try {
      stored = await leads.storedEmail(key)
    } catch (error) {
      return { ok: false, reason: 'unreadable', detail: describeDatabaseError(error) }
    }
    if (signal.aborted) return { ok: false, reason: 'too late' }
    if (stored !== undefined) return sameAddress(stored, address) ? { ok: true } : { ok: false, reason: 'another address' }
    const left = lookUntil - performance.now()
    if (left <= 0) return { ok: false, reason: 'not stored' }
    // Cut short when the signal aborts: the loop then answers 'too late'.
    await sleep(Math.min(wait, left), undefined, { signal }).catch(() => undefined)
    wait = Math.min(wait * 2, 400)
  }
}
