import { expect } from 'vitest'
import type { Delivery } from '../../../src/quote/domain/delivery'

/**
 * A mailer that cannot reach its service may throw (the use case isolates throws) or report the
 * mail not sent; it must never report it sent.
 */
export async function expectNeverSent(send: () => Promise<Delivery>): Promise<void> {
  const settled = await send().then(
    (delivery) => ({ delivery }),
    (error: unknown) => ({ error }),
  )
  if ('delivery' in settled) {
    expect(settled.delivery.delivered).toBe(false)
  } else {
    expect(settled.error).toBeInstanceOf(Error)
    expect((settled.error as Error).message.trim()).not.toBe('')
  }
}

/** A refused mail is reported not sent, naming the status the service answered. */
export function expectRefusedWith(delivery: Delivery, status: number): void {
  expect(delivery).toEqual({ delivered: false, reason: `Status ${status}` })
}
