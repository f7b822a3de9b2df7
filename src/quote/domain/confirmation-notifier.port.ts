import type { Delivery } from './delivery'
import type { QuoteRequest } from './quote-request'
import type { SubmissionContext } from './submission-context'

/**
 * Sends the visitor a confirmation that their request arrived, in the words of
 * `confirmationThankYou`. The signal fires when the use case stops waiting.
 */
export interface ConfirmationNotifier {
  sendConfirmation(request: QuoteRequest, context: SubmissionContext, signal: AbortSignal): Promise<Delivery>
}
