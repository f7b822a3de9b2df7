import { describe, expect, it } from 'vitest'
import type { ConfirmationNotifier } from '../../src/quote/domain/confirmation-notifier.port'
import type { Delivery } from '../../src/quote/domain/delivery'
import type { OwnerNotifier } from '../../src/quote/domain/owner-notifier.port'
import type { QuoteRequest } from '../../src/quote/domain/quote-request'
import type { SubmissionContext } from '../../src/quote/domain/submission-context'
import { expectNeverSent, expectRefusedWith } from './support/delivery-expectations'
import { sampleConfirmation, sampleNotification, sampleRequest, freshContext, neverAborted } from './support/quote-samples'
import { callThenAbort } from './support/call-then-abort'
import { startStalledHttpServer, type StalledHttpServer } from './support/stalled-http-server'

/** One of the core's two notifier ports, as the suite reaches it. */
interface NotifierPort<Notifier> {
  readonly name: string
  /** Who gets the message: the visitor who asked, or the owner. */
  readonly recipient: 'visitor' | 'owner'
  /** Their address in the samples, unless the harness names another. */
  readonly sampleAddress: string
  send(notifier: Notifier, request: QuoteRequest, context: SubmissionContext, signal: AbortSignal): Promise<Delivery>
}

const confirmationPort: NotifierPort<ConfirmationNotifier> = {
  name: 'ConfirmationNotifier',
  recipient: 'visitor',
  sampleAddress: sampleConfirmation.to_email,
  send: (notifier, ...args) => notifier.sendConfirmation(...args),
}

const ownerPort: NotifierPort<OwnerNotifier> = {
  name: 'OwnerNotifier',
  recipient: 'owner',
  sampleAddress: sampleNotification.to_email,
  send: (notifier, ...args) => notifier.sendNotification(...args),
}

export interface NotifierRefusal<Notifier> {
  readonly description: string
  /** The status the service answers, which the report must name. */
  readonly status: number
  arrange(): Promise<{ readonly notifier: Notifier; readonly request: QuoteRequest }>
}

export interface NotifierContractHarness<Notifier> {
  /** A notifier whose service accepts the message, and the recipients that service has delivered to. */
  accepting(): Promise<{ readonly notifier: Notifier; recipients(): Promise<readonly string[]> }>
  /** Whom the service delivers to: the sample's e-mail address by default; a chat webhook's is its channel. */
  readonly recipient?: string
  readonly refusals: readonly NotifierRefusal<Notifier>[]
  unreachable(): Promise<Notifier>
  /** A notifier whose service takes the request and never answers. */
  stalled(backend: StalledHttpServer): Notifier
  /**
   * False only for a transport that cannot be cancelled (the EmailJS SDK takes no signal): the
   * call still stops waiting when the signal fires, but its request stays open.
   */
  readonly cancelsItsRequest?: boolean
}

/** What every adapter of a notifier port promises: delivered only when its service took the message, otherwise not delivered and why. */
function describeNotifierContract<Notifier>(port: NotifierPort<Notifier>, name: string, harness: NotifierContractHarness<Notifier>): void {
  describe(`${name} keeps the ${port.name} contract`, () => {
    it(`reports the message delivered when the service accepts, and the ${port.recipient} is the recipient`, async () => {
      const { notifier, recipients } = await harness.accepting()

      const delivery = await port.send(notifier, sampleRequest, freshContext(), neverAborted)

      expect(delivery).toEqual({ delivered: true })
      expect(await recipients()).toContain(harness.recipient ?? port.sampleAddress)
    })

    for (const refusal of harness.refusals) {
      it(`reports the message not delivered, naming status ${refusal.status}: ${refusal.description}`, async () => {
        const { notifier, request } = await refusal.arrange()

        expectRefusedWith(await port.send(notifier, request, freshContext(), neverAborted), refusal.status)
      })
    }

    it('never reports the message delivered when the service is unreachable', async () => {
      const notifier = await harness.unreachable()

      await expectNeverSent(() => port.send(notifier, sampleRequest, freshContext(), neverAborted))
    })

    const cancels = harness.cancelsItsRequest ?? true
    it(`stops waiting${cancels ? ', cancels its request' : ''} and never reports the message delivered when the signal fires before the service answers`, async () => {
      const backend = await startStalledHttpServer()
      try {
        const notifier = harness.stalled(backend)

        const settled = await callThenAbort(backend, (signal) => port.send(notifier, sampleRequest, freshContext(), signal), cancels)

        await expectNeverSent(() => ('value' in settled ? Promise.resolve(settled.value) : Promise.reject(settled.error)))
      } finally {
        await backend.close()
      }
    })
  })
}

export function describeConfirmationNotifierContract(name: string, harness: NotifierContractHarness<ConfirmationNotifier>): void {
  describeNotifierContract(confirmationPort, name, harness)
}

export function describeOwnerNotifierContract(name: string, harness: NotifierContractHarness<OwnerNotifier>): void {
  describeNotifierContract(ownerPort, name, harness)
}
