import type { QuoteRequest } from './quote-request'
import type { SubmissionContext } from './submission-context'

/** A store either keeps the lead or says why it could not; it never pretends. */
export type StoreReceipt = { readonly ok: true } | { readonly ok: false; readonly reason: string }

/**
 * Keeps a visitor's quote request so no lead is lost; the same submission id is one lead. The
 * signal fires when the use case stops waiting: the adapter cancels its request then.
 */
export interface QuoteStore {
  saveSubmission(request: QuoteRequest, context: SubmissionContext, signal: AbortSignal): Promise<StoreReceipt>
}
