import type { MailReceipt } from './mail-receipt'
import type { NotificationEmail } from './notification-email'
import type { SubmissionContext } from './submission-context'

/** Tells the owner a new lead arrived. */
export interface NotificationMailer {
  sendNotification(email: NotificationEmail, context: SubmissionContext): Promise<MailReceipt>
}
