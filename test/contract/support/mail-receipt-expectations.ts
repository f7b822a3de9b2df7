import { expect } from 'vitest'
import type { MailReceipt } from '../../../src/core/quote/mail-receipt'

/**
 * A mailer that cannot reach its service may throw (the use case isolates throws) or return a
 * non-200 receipt; it must never return 200.
 */
export async function expectNeverSent(send: () => Promise<MailReceipt>): Promise<void> {
  const settled = await send().then(
    (receipt) => ({ receipt }),
    (error: unknown) => ({ error }),
  )
  if ('receipt' in settled) {
    expect(settled.receipt.status).not.toBe(200)
  } else {
    expect(settled.error).toBeInstanceOf(Error)
    expect((settled.error as Error).message.trim()).not.toBe('')
  }
}

export function expectPassedThrough(receipt: MailReceipt, status: number): void {
  expect(receipt.status).toBe(status)
  expect(typeof receipt.text).toBe('string')
  expect(receipt.text.trim()).not.toBe('')
}
