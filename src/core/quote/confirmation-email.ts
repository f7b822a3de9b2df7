import { z } from 'zod'
import type { QuoteRequest } from './quote-request'
import { quoteFieldLimits } from './quote-fields'
import { emailAddress, optionalText, personName } from './text-rules'

/** The words every visitor receives: fixed, so the mail cannot be used to carry other text. */
export const confirmationThankYou =
  'Thank you for requesting a free quote. We have received your request and someone from our team will be in touch shortly.'

/** What the confirmation falls back to when no thank-you is given. */
export const defaultConfirmationMessage = 'Thank you for your interest in our services.'

/** Template parameters of the visitor's confirmation e-mail. */
export interface ConfirmationEmail {
  readonly to_name: string
  readonly to_email: string
  readonly message: string
}

export function toConfirmationEmail(request: QuoteRequest, message: string = confirmationThankYou): ConfirmationEmail {
  return {
    to_name: request.name,
    to_email: request.email,
    message: message || defaultConfirmationMessage,
  }
}

export const confirmationEmailSchema = z.object({
  to_name: personName('to_name'),
  to_email: emailAddress('to_email'),
  message: optionalText('message', quoteFieldLimits.message, defaultConfirmationMessage),
})
