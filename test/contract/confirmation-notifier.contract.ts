import { describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../../src/core/quote/quote-request'
import type { ConfirmationNotifier } from '../../src/core/quote/confirmation-notifier.port'
import { expectNeverSent, expectRefusedWith } from './support/delivery-expectations'
import { sampleConfirmation, sampleRequest, freshContext, neverAborted } from './support/quote-samples'
import { callThenAbort, startStalledHttpServer, type StalledHttpServer } from './support/stalled-http-server'

export interface ConfirmationNotifierRefusal {
  readonly description: string
  /** The status the service answers, which the report must name. */
  readonly status: number
  arrange(): Promise<{ readonly notifier: ConfirmationNotifier; readonly request: QuoteRequest }>
}

export interface ConfirmationNotifierContractHarness {
  /** A notifier whose service accepts the message, and the recipients that service has mailed. */
  accepting(): Promise<{ readonly notifier: ConfirmationNotifier; recipients(): Promise<readonly string[]> }>
  readonly refusals: readonly ConfirmationNotifierRefusal[]
  unreachable(): Promise<ConfirmationNotifier>
  /** A notifier whose service takes the request and never answers. */
  stalled(backend: StalledHttpServer): ConfirmationNotifier
  /**
   * False only for a transport that cannot be cancelled (the EmailJS SDK takes no signal): the
   * call still stops waiting when the signal fires, but its request stays open.
   */
  readonly cancelsItsRequest?: boolean
}

/** What every ConfirmationNotifier adapter promises: delivered only when its service took the message, otherwise not delivered and why. */
export function describeConfirmationNotifierContract(name: string, harness: ConfirmationNotifierContractHarness): void {
  describe(`${name} keeps the ConfirmationNotifier contract`, () => {
    it('reports the message delivered when the service accepts, and the visitor is the recipient', async () => {
      const { notifier, recipients } = await harness.accepting()

      const delivery = await notifier.sendConfirmation(sampleRequest, freshContext(), neverAborted)

      expect(delivery).toEqual({ delivered: true })
      expect(await recipients()).toContain(sampleConfirmation.to_email)
    })

    for (const refusal of harness.refusals) {
      it(`reports the message not delivered, naming status ${refusal.status}: ${refusal.description}`, async () => {
        const { notifier, request } = await refusal.arrange()

        expectRefusedWith(await notifier.sendConfirmation(request, freshContext(), neverAborted), refusal.status)
      })
    }

    it('never reports the message delivered when the service is unreachable', async () => {
      const notifier = await harness.unreachable()

      await expectNeverSent(() => notifier.sendConfirmation(sampleRequest, freshContext(), neverAborted))
    })

    const cancels = harness.cancelsItsRequest ?? true
    it(`stops waiting${cancels ? ', cancels its request' : ''} and never reports the message delivered when the signal fires before the service answers`, async () => {
      const backend = await startStalledHttpServer()
      try {
        const notifier = harness.stalled(backend)

        const settled = await callThenAbort(backend, (signal) => notifier.sendConfirmation(sampleRequest, freshContext(), signal), cancels)

        await expectNeverSent(() => ('value' in settled ? Promise.resolve(settled.value) : Promise.reject(settled.error)))
      } finally {
        await backend.close()
      }
    })
  })
}
