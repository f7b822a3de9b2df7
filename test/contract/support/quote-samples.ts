import type { SubmissionContext } from '../../../src/quote/domain/submission-context'
import type { QuoteRequest } from '../../../src/quote/domain/quote-request'
import { company } from '../../../src/content/company'

// Near now: the relay keeps a visitor's time only within a day of its own clock.
const sampleSubmittedAt = new Date(Math.floor(Date.now() / 1000) * 1000)

/** What the use case hands every port: the visitor's request, checked. */
export const sampleRequest: QuoteRequest = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(704) 555-0199',
  address: '418 Laurel Ridge Rd, Gastonia, NC 28056',
  message: 'Four cameras around a detached garage and a video doorbell at the front door.',
}

/** The `contact_submissions` row a store keeps for the sample request. */
export const sampleSubmission = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(704) 555-0199',
  address: '418 Laurel Ridge Rd, Gastonia, NC 28056',
  message: 'Four cameras around a detached garage and a video doorbell at the front door.',
  created_at: sampleSubmittedAt.toISOString(),
}

/** The confirmation's variables (EmailJS template, relay body) for the sample request. */
export const sampleConfirmation = {
  to_name: 'Dana Whitfield',
  to_email: 'dana.whitfield@example.com',
  message: 'Thank you for requesting a free quote. We have received your request and someone from our team will be in touch shortly.',
}

/** The notification's variables for the sample request; `to_email` is the owner's. */
export const sampleNotification = {
  from_name: 'Dana Whitfield',
  from_email: 'dana.whitfield@example.com',
  from_phone: '(704) 555-0199',
  from_address: '418 Laurel Ridge Rd, Gastonia, NC 28056',
  message: 'Four cameras around a detached garage and a video doorbell at the front door.',
  to_email: company.email,
}

/** What the visitor types into the quote dialog for the same lead. */
export const sampleQuoteInput = { ...sampleRequest }

/** The submission these samples belong to, as the use case hands it to each port. */
export const sampleContext: SubmissionContext = {
  submissionId: '6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f40',
  submittedAt: sampleSubmittedAt,
  page: '/nc/gastonia/video-doorbells',
}

/** A new submission's context: each call is its own submission, so the relay does its work. */
export function freshContext(page = sampleContext.page): SubmissionContext {
  return { submissionId: crypto.randomUUID(), submittedAt: sampleSubmittedAt, page }
}

/** The signal a port gets when the test sets no deadline: it never fires. */
export const neverAborted: AbortSignal = new AbortController().signal
