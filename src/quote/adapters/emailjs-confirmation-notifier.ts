import type { ConfirmationNotifier } from '../domain/confirmation-notifier.port'
import type { QuoteRequest } from '../domain/quote-request'
import { confirmationThankYou } from '../domain/quote-wording'
import { type EmailjsAccount, sendEmailjsTemplate } from './emailjs-sdk'

export interface EmailjsConfirmationNotifierOptions extends EmailjsAccount {
  /** Template whose variables are to_name, to_email and message. */
  readonly confirmationTemplateId: string
}

/** The confirmation template's variables, named as the spec and the template name them. */
export function confirmationTemplateParams(request: QuoteRequest) {
  return { to_name: request.name, to_email: request.email, message: confirmationThankYou }
}

export function createEmailjsConfirmationNotifier(options: EmailjsConfirmationNotifierOptions): ConfirmationNotifier {
  return {
    async sendConfirmation(request, _context, signal) {
      return sendEmailjsTemplate(options, options.confirmationTemplateId, confirmationTemplateParams(request), signal)
    },
  }
}
