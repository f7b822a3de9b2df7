import { describe, expect, it } from 'vitest'
import type { ConfirmationEmail } from '../../src/core/quote/confirmation-email'
import type { ConfirmationMailer } from '../../src/core/quote/confirmation-mailer.port'
import { expectNeverSent, expectPassedThrough } from './support/mail-receipt-expectations'
import { sampleConfirmation, freshContext } from './support/quote-samples'

export interface ConfirmationMailerRefusal {
  readonly description: string
  /** The status the service answers, which the receipt must carry unchanged. */
  readonly status: number
  arrange(): Promise<{ readonly mailer: ConfirmationMailer; readonly email: ConfirmationEmail }>
}

export interface ConfirmationMailerContractHarness {
  /** A mailer whose service accepts the mail, and the recipients that service has mailed. */
  accepting(): Promise<{ readonly mailer: ConfirmationMailer; recipients(): Promise<readonly string[]> }>
  readonly refusals: readonly ConfirmationMailerRefusal[]
  unreachable(): Promise<ConfirmationMailer>
}

/** What every ConfirmationMailer adapter promises: it reports the status, the core judges it. */
export function describeConfirmationMailerContract(name: string, harness: ConfirmationMailerContractHarness): void {
  describe(`${name} keeps the ConfirmationMailer contract`, () => {
    it('returns status 200 when the service accepts, and the visitor is the recipient', async () => {
      const { mailer, recipients } = await harness.accepting()

      const receipt = await mailer.sendConfirmation(sampleConfirmation, freshContext())

      expect(receipt.status).toBe(200)
      expect(await recipients()).toContain(sampleConfirmation.to_email)
    })

    for (const refusal of harness.refusals) {
      it(`passes the refusing status ${refusal.status} through unchanged: ${refusal.description}`, async () => {
        const { mailer, email } = await refusal.arrange()

        expectPassedThrough(await mailer.sendConfirmation(email, freshContext()), refusal.status)
      })
    }

    it('never reports 200 when the service is unreachable', async () => {
      const mailer = await harness.unreachable()

      await expectNeverSent(() => mailer.sendConfirmation(sampleConfirmation, freshContext()))
    })
  })
}
