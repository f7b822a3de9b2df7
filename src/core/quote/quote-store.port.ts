import type { ContactSubmission } from './contact-submission'

/** A store either keeps the row or says why it could not; it never pretends. */
export type StoreReceipt = { readonly ok: true } | { readonly ok: false; readonly reason: string }

/** Keeps a visitor's quote request so no lead is lost. */
export interface QuoteStore {
  saveSubmission(submission: ContactSubmission): Promise<StoreReceipt>
}
