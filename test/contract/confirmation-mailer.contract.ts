import { describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../../src/core/quote/quote-request'
import type { ConfirmationMailer } from '../../src/core/quote/confirmation-mailer.port'
import { expectNeverSent, expectRefusedWith } from './support/mail-delivery-expectations'
import { sampleConfirmation, sampleRequest, freshContext } from './support/quote-samples'

export interface ConfirmationMailerRefusal {
  readonly description: string
  /** The status the service answers, which the report must name. */
  readonly status: number
  arrange(): Promise<{ readonly mailer: ConfirmationMailer; readonly request: QuoteRequest }>
}

export interface ConfirmationMailerContractHarness {
  /** A mailer whose service accepts the mail, and the recipients that service has mailed. */
  accepting(): Promise<{ readonly mailer: ConfirmationMailer; recipients(): Promise<readonly string[]> }>
  readonly refusals: readonly ConfirmationMailerRefusal[]
  unreachable(): Promise<ConfirmationMailer>
}

/** What every ConfirmationMailer adapter promises: sent only when its service took the mail, otherwise not sent and why. */
export function describeConfirmationMailerContract(name: string, harness: ConfirmationMailerContractHarness): void {
  describe(`${name} keeps the ConfirmationMailer contract`, () => {
    it('reports the mail sent when the service accepts, and the visitor is the recipient', async () => {
      const { mailer, recipients } = await harness.accepting()

      const delivery = await mailer.sendConfirmation(sampleRequest, freshContext())

      expect(delivery).toEqual({ sent: true })
      expect(await recipients()).toContain(sampleConfirmation.to_email)
    })

    for (const refusal of harness.refusals) {
      it(`reports the mail not sent, naming status ${refusal.status}: ${refusal.description}`, async () => {
        const { mailer, request } = await refusal.arrange()

        expectRefusedWith(await mailer.sendConfirmation(request, freshContext()), refusal.status)
      })
    }

    it('never reports the mail sent when the service is unreachable', async () => {
      const mailer = await harness.unreachable()

      await expectNeverSent(() => mailer.sendConfirmation(sampleRequest, freshContext()))
    })
  })
}
