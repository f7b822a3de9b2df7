import { describe, expect, it } from 'vitest'
import type { NotificationEmail } from '../../src/core/quote/notification-email'
import type { NotificationMailer } from '../../src/core/quote/notification-mailer.port'
import { expectNeverSent, expectPassedThrough } from './support/mail-receipt-expectations'
import { sampleNotification, freshContext } from './support/quote-samples'

export interface NotificationMailerRefusal {
  readonly description: string
  /** The status the service answers, which the receipt must carry unchanged. */
  readonly status: number
  arrange(): Promise<{ readonly mailer: NotificationMailer; readonly email: NotificationEmail }>
}

export interface NotificationMailerContractHarness {
  /** A mailer whose service accepts the mail, and the recipients that service has mailed. */
  accepting(): Promise<{ readonly mailer: NotificationMailer; recipients(): Promise<readonly string[]> }>
  readonly refusals: readonly NotificationMailerRefusal[]
  unreachable(): Promise<NotificationMailer>
}

/** What every NotificationMailer adapter promises: it reports the status, the core judges it. */
export function describeNotificationMailerContract(name: string, harness: NotificationMailerContractHarness): void {
  describe(`${name} keeps the NotificationMailer contract`, () => {
    it('returns status 200 when the service accepts, and the owner is the recipient', async () => {
      const { mailer, recipients } = await harness.accepting()

      const receipt = await mailer.sendNotification(sampleNotification, freshContext())

      expect(receipt.status).toBe(200)
      expect(await recipients()).toContain(sampleNotification.to_email)
    })

    for (const refusal of harness.refusals) {
      it(`passes the refusing status ${refusal.status} through unchanged: ${refusal.description}`, async () => {
        const { mailer, email } = await refusal.arrange()

        expectPassedThrough(await mailer.sendNotification(email, freshContext()), refusal.status)
      })
    }

    it('never reports 200 when the service is unreachable', async () => {
      const mailer = await harness.unreachable()

      await expectNeverSent(() => mailer.sendNotification(sampleNotification, freshContext()))
    })
  })
}
