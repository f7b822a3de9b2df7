import { z } from 'zod'
import type { QuoteRequest } from './quote-request'
import { quoteFieldLimits } from './quote-fields'

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
  from_name: z.string().trim().min(1).max(quoteFieldLimits.name),
  from_email: z.string().trim().min(3).max(quoteFieldLimits.email).includes('@'),
  from_phone: z.string().trim().max(quoteFieldLimits.phone).default(notProvided),
  from_address: z.string().trim().max(quoteFieldLimits.address).default(notProvided),
  message: z.string().trim().min(1).max(quoteFieldLimits.message),
  to_email: z.string().trim().min(3).max(quoteFieldLimits.email).includes('@'),
})
