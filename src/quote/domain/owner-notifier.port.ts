import type { Delivery } from './delivery'
import type { QuoteRequest } from './quote-request'
import type { SubmissionContext } from './submission-context'

/**
 * Tells the owner a new lead arrived; whom to tell is the adapter's configuration, never the
 * visitor's. The signal fires when the use case stops waiting.
 */
export interface OwnerNotifier {
  sendNotification(request: QuoteRequest, context: SubmissionContext, signal: AbortSignal): Promise<Delivery>
}
