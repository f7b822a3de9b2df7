import type { Delivery } from '../domain/delivery'
import type { OwnerNotifier } from '../domain/owner-notifier.port'
import type { QuoteRequest } from '../domain/quote-request'
import type { SubmissionContext } from '../domain/submission-context'
import { relayBodies, relayPaths } from '../relay-api'
import { deliveryFromStatus } from './delivery-from-status'
import { postToRelay, type RelayClientOptions } from './relay-client'

/**
 * Asks the relay to notify the owner of a new lead; only its 200 means the mail went. The
 * recipient is the relay's to choose (its OWNER_EMAIL), so none is sent.
 */
export function createRelayOwnerNotifier(options: RelayClientOptions): OwnerNotifier {
  return {
    async sendNotification(request: QuoteRequest, context: SubmissionContext, signal: AbortSignal): Promise<Delivery> {
      const answer = await postToRelay(
        options,
        relayPaths.notifications,
        relayBodies.notification(request, context),
        context.submissionId,
        signal,
      )
      return deliveryFromStatus(answer.status)
    },
  }
}
