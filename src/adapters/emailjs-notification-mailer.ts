import type { MailReceipt } from '../core/quote/mail-receipt'
import type { NotificationEmail } from '../core/quote/notification-email'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import { type EmailjsAccount, sendEmailjsTemplate } from './emailjs-sdk'

export interface EmailjsNotificationMailerOptions extends EmailjsAccount {
  /** Template whose variables are from_name, from_email, from_phone, from_address, message, to_email. */
  readonly notificationTemplateId: string
}

export function createEmailjsNotificationMailer(options: EmailjsNotificationMailerOptions): NotificationMailer {
  return {
    sendNotification(email: NotificationEmail): Promise<MailReceipt> {
      return sendEmailjsTemplate(options, options.notificationTemplateId, {
        from_name: email.from_name,
        from_email: email.from_email,
        from_phone: email.from_phone,
        from_address: email.from_address,
        message: email.message,
        to_email: email.to_email,
      })
    },
  }
}
