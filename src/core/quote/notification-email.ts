import { z } from 'zod'
import type { QuoteRequest } from './quote-request'
import { quoteFieldLimits } from './quote-fields'
import { emailAddress, optionalText, requiredText } from './text-rules'

export const notProvided = 'Not provided'

/** Template parameters of the owner's new-lead notification. */
export interface NotificationEmail {
  readonly from_name: string
  readonly from_email: string
  readonly from_phone: string
  readonly from_address: string
  readonly message: string
  /** The company's own address: the owner is the only recipient. */
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
  from_name: requiredText('from_name', quoteFieldLimits.name),
  from_email: emailAddress('from_email'),
  from_phone: optionalText('from_phone', quoteFieldLimits.phone, notProvided),
  from_address: optionalText('from_address', quoteFieldLimits.address, notProvided),
  message: requiredText('message', quoteFieldLimits.message),
  to_email: emailAddress('to_email'),
})
