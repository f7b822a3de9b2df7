import type { ConfirmationEmail } from '../core/quote/confirmation-email'
import type { ConfirmationMailer } from '../core/quote/confirmation-mailer.port'
import type { MailReceipt } from '../core/quote/mail-receipt'
import { type EmailjsAccount, sendEmailjsTemplate } from './emailjs-sdk'

export interface EmailjsConfirmationMailerOptions extends EmailjsAccount {
  /** Template whose variables are to_name, to_email and message. */
  readonly confirmationTemplateId: string
}

export function createEmailjsConfirmationMailer(options: EmailjsConfirmationMailerOptions): ConfirmationMailer {
  return {
    sendConfirmation(email: ConfirmationEmail): Promise<MailReceipt> {
      return sendEmailjsTemplate(options, options.confirmationTemplateId, {
        to_name: email.to_name,
        to_email: email.to_email,
        message: email.message,
      })
    },
  }
}
