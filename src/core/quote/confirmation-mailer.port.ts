import type { ConfirmationEmail } from './confirmation-email'
import type { MailReceipt } from './mail-receipt'

/** Sends the visitor a confirmation that their request arrived. */
export interface ConfirmationMailer {
  sendConfirmation(email: ConfirmationEmail): Promise<MailReceipt>
}
