import { mailSent, type MailDelivery } from '../core/quote/mail-delivery'

/** EmailJS and the relay answer 200 for a mail sent; any other status is a failure that names it. */
export function deliveryFromStatus(status: number): MailDelivery {
  return status === 200 ? mailSent : { sent: false, reason: `Status ${status}` }
}
