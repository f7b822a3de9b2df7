import type { ContactSubmission } from '../core/quote/contact-submission'
import type { QuoteStore, StoreReceipt } from '../core/quote/quote-store.port'
import { describeError } from '../core/quote/submit-quote'
import { isRelayPagePath, relayPaths } from '../contracts/relay-api'
import type { SubmissionContext } from '../core/quote/submission-context'
import { postToRelay, type RelayClientOptions } from './relay-client'

/** Keeps the row through the site's own relay, which writes it to PostgreSQL. */
export function createRelayQuoteStore(options: RelayClientOptions): QuoteStore {
  return {
    async saveSubmission(submission: ContactSubmission, context: SubmissionContext): Promise<StoreReceipt> {
      try {
        // The page only enriches the owner's view of the lead: one the relay would refuse is left out, never the lead.
        const body = isRelayPagePath(context.page) ? { ...submission, page: context.page } : submission
        const answer = await postToRelay(options, relayPaths.submissions, body, context.submissionId)
        // Only 201 Created means the row exists; any other 2xx is not the contract.
        if (answer.status === 201) return { ok: true }
        return { ok: false, reason: `Relay refused the submission: Status ${answer.status} ${answer.text}` }
      } catch (error) {
        return { ok: false, reason: describeError(error) }
      }
    },
  }
}
