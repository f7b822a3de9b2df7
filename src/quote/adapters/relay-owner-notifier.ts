import type { OwnerNotifier } from '../domain/owner-notifier.port'
import { relayBodies, relayPaths } from '../relay-api'
import { deliveryFromStatus } from './delivery-from-status'
import { postToRelay, type RelayClientOptions } from './relay-client'

/**
 * Asks the relay to notify the owner of a new lead; only its 200 means the mail went. The
 * recipient is the relay's to choose (its OWNER_EMAIL), so none is sent.
 */
export function createRelayOwnerNotifier(options: RelayClientOptions): OwnerNotifier {
  return {
    async sendNotification(request, context, signal) {
      const body = relayBodies.notification(request, context)
      const answer = await postToRelay(options, relayPaths.notifications, body, context.submissionId, signal)
      return deliveryFromStatus(answer.status)
    },
  }
}
