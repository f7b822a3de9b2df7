import type { ConfirmationNotifier } from '../domain/confirmation-notifier.port'
import { relayBodies, relayPaths } from '../relay-api'
import { deliveryFromStatus } from './delivery-from-status'
import { postToRelay, type RelayClientOptions } from './relay-client'

/** Asks the relay to send the visitor's confirmation; only its 200 means the mail went. */
export function createRelayConfirmationNotifier(options: RelayClientOptions): ConfirmationNotifier {
  return {
    async sendConfirmation(request, context, signal) {
      const answer = await postToRelay(options, relayPaths.confirmations, relayBodies.confirmation(request), context.submissionId, signal)
      return deliveryFromStatus(answer.status)
    },
  }
}
