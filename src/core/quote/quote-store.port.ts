import type { ContactSubmission } from './contact-submission'
import type { SubmissionContext } from './submission-context'

/** A store either keeps the row or says why it could not; it never pretends. */
export type StoreReceipt = { readonly ok: true } | { readonly ok: false; readonly reason: string }

/** Keeps a visitor's quote request so no lead is lost; the same submission id is one row. */
export interface QuoteStore {
  saveSubmission(submission: ContactSubmission, context: SubmissionContext): Promise<StoreReceipt>
}
