import type { QuoteStore } from '../domain/quote-store.port'
import { describeError } from '../domain/submit-quote'
import { relayBodies, relayPaths } from '../relay-api'
import { postToRelay, type RelayClientOptions } from './relay-client'

/** Keeps the lead through the site's own relay, which writes it to PostgreSQL. */
export function createRelayQuoteStore(options: RelayClientOptions): QuoteStore {
  return {
    async saveSubmission(request, context, signal) {
      try {
        const body = relayBodies.submission(request, context)
        const answer = await postToRelay(options, relayPaths.submissions, body, context.submissionId, signal)
        // Only 201 Created means the row exists; any other 2xx is not the contract.
        if (answer.status === 201) return { ok: true }
        return { ok: false, reason: `Relay refused the submission: Status ${answer.status} ${answer.text}` }
      } catch (error) {
        return { ok: false, reason: describeError(error) }
      }
    },
  }
}
