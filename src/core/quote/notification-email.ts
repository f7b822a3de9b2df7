import { z } from 'zod'
import type { QuoteRequest } from './quote-request'
import { emailAddress, messageText, optionalPhoneNumber, optionalPostalAddress, personName } from './text-rules'

export const notProvided = 'Not provided'

/** Template parameters of the owner's new-lead notification. */
export interface NotificationEmail {
  readonly from_name: string
  readonly from_email: string
  readonly from_phone: string
  readonly from_address: string
  readonly message: string
  /** The owner's address. A relay ignores it and sends to its own configured owner. */
  readonly to_email: string
}

export function toNotificationEmail(request: QuoteRequest, ownerEmail: string): NotificationEmail {
  return {
    from_name: request.name,
    from_email: request.email,
    from_phone: request.phone || notProvided,
    from_address: request.address || notProvided,
    message: request.message,
    to_email: ownerEmail,
  }
}

export const notificationEmailSchema = z.object({
  from_name: personName('from_name'),
  from_email: emailAddress('from_email'),
  from_phone: optionalPhoneNumber('from_phone', notProvided),
  from_address: optionalPostalAddress('from_address', notProvided),
  message: messageText('message'),
  to_email: emailAddress('to_email'),
})
