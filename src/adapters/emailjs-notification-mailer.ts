import type { MailReceipt } from '../core/quote/mail-receipt'
import { notProvided, type NotificationEmail } from '../core/quote/notification-email'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import type { SubmissionContext } from '../core/quote/submission-context'
import { type EmailjsAccount, sendEmailjsTemplate } from './emailjs-sdk'

/** What the page a visitor asked from tells the owner, as the relay's own notification says it. */
export interface PageDescription {
  readonly service?: string
  /** 'Charlotte, NC', or 'Uptown, Charlotte, NC' for an area of a served city. */
  readonly place?: string
  /** The page's absolute address. */
  readonly url: string
}

export interface EmailjsNotificationMailerOptions extends EmailjsAccount {
  /**
   * Template whose variables are from_name, from_email, from_phone, from_address, message,
   * to_email, service, city and page (docs/emailjs/notification-template.html).
   */
  readonly notificationTemplateId: string
  /** Given by the composition root, which knows the site's pages; without it the three page variables say 'Not provided'. */
  readonly describePage?: (page: string) => PageDescription
}

export function createEmailjsNotificationMailer(options: EmailjsNotificationMailerOptions): NotificationMailer {
  return {
    sendNotification(email: NotificationEmail, context: SubmissionContext): Promise<MailReceipt> {
      const page = context.page && options.describePage ? options.describePage(context.page) : undefined
      return sendEmailjsTemplate(options, options.notificationTemplateId, {
        from_name: email.from_name,
        from_email: email.from_email,
        from_phone: email.from_phone,
        from_address: email.from_address,
        message: email.message,
        to_email: email.to_email,
        service: page?.service ?? notProvided,
        city: page?.place ?? notProvided,
        page: page?.url ?? notProvided,
      })
    },
  }
}
