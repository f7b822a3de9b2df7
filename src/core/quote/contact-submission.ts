import { z } from 'zod'
import type { QuoteRequest } from './quote-request'
import { emailAddress, messageText, optionalPhoneNumber, optionalPostalAddress, personName } from './text-rules'

/** One row of `contact_submissions`, exactly as the store receives it. */
export interface ContactSubmission {
  readonly name: string
  readonly email: string
  /** '' when the visitor gave none. */
  readonly phone: string
  /** '' when the visitor gave none. */
  readonly address: string
  readonly message: string
  /** ISO 8601 time set by the client that submitted the request. */
  readonly created_at: string
}

export function toContactSubmission(request: QuoteRequest, submittedAt: Date): ContactSubmission {
  return {
    name: request.name,
    email: request.email,
    phone: request.phone || '',
    address: request.address || '',
    message: request.message,
    created_at: submittedAt.toISOString(),
  }
}

/** The row as a store boundary (the relay) accepts it: phone and address may be empty. */
export const contactSubmissionSchema = z.object({
  name: personName('name'),
  email: emailAddress('email'),
  phone: optionalPhoneNumber('phone', ''),
  address: optionalPostalAddress('address', ''),
  message: messageText('message'),
  created_at: z.iso.datetime({ offset: true, error: 'created_at must be an ISO 8601 time with an offset.' }),
})
