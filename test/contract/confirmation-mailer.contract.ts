import { describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../../src/core/quote/quote-request'
import type { ConfirmationMailer } from '../../src/core/quote/confirmation-mailer.port'
import { expectNeverSent, expectRefusedWith } from './support/mail-delivery-expectations'
import { sampleConfirmation, sampleRequest, freshContext, neverAborted } from './support/quote-samples'
import { callThenAbort, startStalledHttpServer, type StalledHttpServer } from './support/stalled-http-server'

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
  /** A mailer whose service takes the request and never answers. */
  stalled(backend: StalledHttpServer): ConfirmationMailer
  /**
   * False only for a transport that cannot be cancelled (the EmailJS SDK takes no signal): the
   * call still stops waiting when the signal fires, but its request stays open.
   */
  readonly cancelsItsRequest?: boolean
}

/** What every ConfirmationMailer adapter promises: sent only when its service took the mail, otherwise not sent and why. */
export function describeConfirmationMailerContract(name: string, harness: ConfirmationMailerContractHarness): void {
  describe(`${name} keeps the ConfirmationMailer contract`, () => {
    it('reports the mail sent when the service accepts, and the visitor is the recipient', async () => {
      const { mailer, recipients } = await harness.accepting()

      const delivery = await mailer.sendConfirmation(sampleRequest, freshContext(), neverAborted)

      expect(delivery).toEqual({ sent: true })
      expect(await recipients()).toContain(sampleConfirmation.to_email)
    })

    for (const refusal of harness.refusals) {
      it(`reports the mail not sent, naming status ${refusal.status}: ${refusal.description}`, async () => {
        const { mailer, request } = await refusal.arrange()

        expectRefusedWith(await mailer.sendConfirmation(request, freshContext(), neverAborted), refusal.status)
      })
    }

    it('never reports the mail sent when the service is unreachable', async () => {
      const mailer = await harness.unreachable()

      await expectNeverSent(() => mailer.sendConfirmation(sampleRequest, freshContext(), neverAborted))
    })

    const cancels = harness.cancelsItsRequest ?? true
    it(`stops waiting${cancels ? ', cancels its request' : ''} and never reports the mail sent when the signal fires before the service answers`, async () => {
      const backend = await startStalledHttpServer()
      try {
        const mailer = harness.stalled(backend)

        const settled = await callThenAbort(backend, (signal) => mailer.sendConfirmation(sampleRequest, freshContext(), signal), cancels)

        await expectNeverSent(() => ('value' in settled ? Promise.resolve(settled.value) : Promise.reject(settled.error)))
      } finally {
        await backend.close()
      }
    })
  })
}
