import type { QuoteOutcome } from '../domain/quote-outcome'
import type { QuoteField } from '../domain/quote-fields'
import { company, ownerProfile } from '../../content/company'

/** The form's address hint names a town the company serves, so it reads as local. */
const exampleTown = (() => {
  const state = ownerProfile.serviceArea.states[0]
  return { name: state?.cities[0]?.name ?? company.headquarters.town, stateAbbr: state?.abbr ?? company.headquarters.stateAbbr }
})()

export const quoteDialogCopy = {
  title: 'Request a Free Quote',
  description: "Let us know what you're looking for and we'll get back to you with a personalized quote.",
  openButton: 'Get a Free Quote',
  submit: 'Submit Request',
  submitting: 'Submitting...',
  close: 'Close',
  /** Shown when the form's code could not be downloaded (the visitor is offline, say). */
  unavailable: 'The quote form could not load. Check your connection and try again, or call us at',
  dismiss: 'Dismiss',
  /** Read out when a submit finds fields to fix; the fields are named by their labels. */
  fieldsNeedAttention: (labels: readonly string[]) =>
    `${labels.length} ${labels.length === 1 ? 'field needs' : 'fields need'} attention: ${labels.join(', ')}.`,
  spamNote: `If you don't receive a confirmation email within a few minutes, please check your spam folder or call us at ${company.phone}.`,
  fields: {
    name: { label: 'Full Name', type: 'text', inputMode: 'text', autoComplete: 'name', placeholder: 'Jane Smith' },
    email: { label: 'Email Address', type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'jane@example.com' },
    phone: {
      label: 'Phone Number',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      placeholder: `(${company.phone.slice(1, 4)}) 555-0100`,
    },
    address: {
      label: 'Address',
      type: 'text',
      inputMode: 'text',
      autoComplete: 'street-address',
      placeholder: `123 Main St, ${exampleTown.name}, ${exampleTown.stateAbbr}`,
    },
    message: {
      label: 'How can we help?',
      type: 'textarea',
      inputMode: 'text',
      autoComplete: 'off',
      placeholder: 'Tell us about your property and what you would like to protect.',
    },
  },
} as const satisfies {
  fields: Record<
    QuoteField,
    { label: string; type: string; inputMode: 'text' | 'email' | 'tel'; autoComplete: string; placeholder: string }
  >
  [key: string]: unknown
}

export interface OutcomeToast {
  readonly tone: 'success' | 'destructive'
  readonly title: string
  readonly description: string
}

/**
 * The words a visitor reads after submitting. Every kind is true to what happened: see
 * docs/decisions/0001-true-words-when-every-step-fails.md.
 */
export function outcomeToast(outcome: QuoteOutcome): OutcomeToast | undefined {
  switch (outcome.kind) {
    case 'stored':
      return {
        tone: 'success',
        title: 'Quote Request Submitted',
        description: `Thank you! We'll be in touch shortly. Please check your spam folder for our confirmation email, and if it hasn't arrived, call us at ${company.phone}.`,
      }
    case 'received-by-email':
      return {
        tone: 'success',
        title: 'Quote Request Submitted',
        description: `We received your request, but our response may be delayed. Please check your spam folder for our email, or call us at ${company.phone}.`,
      }
    case 'nothing-sent':
      return {
        tone: 'destructive',
        title: 'Partial Submission Error',
        description: `We couldn't send your request, so nothing has reached our team yet. Your details are still in the form: please try again, or call us at ${company.phone}.`,
      }
    case 'unexpected-error':
      return {
        tone: 'destructive',
        title: 'Submission Error',
        description: 'There was a problem submitting your request. Please try again later.',
      }
    case 'invalid':
      return undefined
  }
}
