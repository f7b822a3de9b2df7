import type { NotificationEmail } from './notification-email'
import type { MailReceipt } from './mail-receipt'

/** Tells the owner a new lead arrived. */
export interface NotificationMailer {
  sendNotification(email: NotificationEmail): Promise<MailReceipt>
}
