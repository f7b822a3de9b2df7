import type { ConfirmationEmail } from './confirmation-email'
import type { MailReceipt } from './mail-receipt'
import type { SubmissionContext } from './submission-context'

/** Sends the visitor a confirmation that their request arrived. */
export interface ConfirmationMailer {
  sendConfirmation(email: ConfirmationEmail, context: SubmissionContext): Promise<MailReceipt>
}
