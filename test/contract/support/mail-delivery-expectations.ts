import { expect } from 'vitest'
import type { MailDelivery } from '../../../src/core/quote/mail-delivery'

/**
 * A mailer that cannot reach its service may throw (the use case isolates throws) or report the
 * mail not sent; it must never report it sent.
 */
export async function expectNeverSent(send: () => Promise<MailDelivery>): Promise<void> {
  const settled = await send().then(
    (delivery) => ({ delivery }),
    (error: unknown) => ({ error }),
  )
  if ('delivery' in settled) {
    expect(settled.delivery.sent).toBe(false)
  } else {
    expect(settled.error).toBeInstanceOf(Error)
    expect((settled.error as Error).message.trim()).not.toBe('')
  }
}

/** A refused mail is reported not sent, naming the status the service answered. */
export function expectRefusedWith(delivery: MailDelivery, status: number): void {
  expect(delivery).toEqual({ sent: false, reason: `Status ${status}` })
}
