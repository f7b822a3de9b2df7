import { describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../../src/core/quote/quote-request'
import type { NotificationMailer } from '../../src/core/quote/notification-mailer.port'
import { expectNeverSent, expectRefusedWith } from './support/mail-delivery-expectations'
import { sampleNotification, sampleRequest, freshContext, neverAborted } from './support/quote-samples'
import { callThenAbort, startStalledHttpServer, type StalledHttpServer } from './support/stalled-http-server'

export interface NotificationMailerRefusal {
  readonly description: string
  /** The status the service answers, which the report must name. */
  readonly status: number
  arrange(): Promise<{ readonly mailer: NotificationMailer; readonly request: QuoteRequest }>
}

export interface NotificationMailerContractHarness {
  /** A mailer whose service accepts the mail, and the recipients that service has mailed. */
  accepting(): Promise<{ readonly mailer: NotificationMailer; recipients(): Promise<readonly string[]> }>
  /** Who the owner is to this service: their e-mail address, unless the channel is not a mailbox (a webhook's URL). */
  readonly owner?: string
  readonly refusals: readonly NotificationMailerRefusal[]
  unreachable(): Promise<NotificationMailer>
  /** A mailer whose service takes the request and never answers. */
  stalled(backend: StalledHttpServer): NotificationMailer
  /**
   * False only for a transport that cannot be cancelled (the EmailJS SDK takes no signal): the
   * call still stops waiting when the signal fires, but its request stays open.
   */
  readonly cancelsItsRequest?: boolean
}

/** What every NotificationMailer adapter promises: sent only when its service took the mail, otherwise not sent and why. */
export function describeNotificationMailerContract(name: string, harness: NotificationMailerContractHarness): void {
  describe(`${name} keeps the NotificationMailer contract`, () => {
    it('reports the mail sent when the service accepts, and the owner is the recipient', async () => {
      const { mailer, recipients } = await harness.accepting()

      const delivery = await mailer.sendNotification(sampleRequest, freshContext(), neverAborted)

      expect(delivery).toEqual({ sent: true })
      expect(await recipients()).toContain(harness.owner ?? sampleNotification.to_email)
    })

    for (const refusal of harness.refusals) {
      it(`reports the mail not sent, naming status ${refusal.status}: ${refusal.description}`, async () => {
        const { mailer, request } = await refusal.arrange()

        expectRefusedWith(await mailer.sendNotification(request, freshContext(), neverAborted), refusal.status)
      })
    }

    it('never reports the mail sent when the service is unreachable', async () => {
      const mailer = await harness.unreachable()

      await expectNeverSent(() => mailer.sendNotification(sampleRequest, freshContext(), neverAborted))
    })

    const cancels = harness.cancelsItsRequest ?? true
    it(`stops waiting${cancels ? ', cancels its request' : ''} and never reports the mail sent when the signal fires before the service answers`, async () => {
      const backend = await startStalledHttpServer()
      try {
        const mailer = harness.stalled(backend)

        const settled = await callThenAbort(backend, (signal) => mailer.sendNotification(sampleRequest, freshContext(), signal), cancels)

        await expectNeverSent(() => ('value' in settled ? Promise.resolve(settled.value) : Promise.reject(settled.error)))
      } finally {
        await backend.close()
      }
    })
  })
}
