import type { OwnerNotifier } from '../domain/owner-notifier.port'
import type { QuoteRequest } from '../domain/quote-request'
import { notProvided } from '../domain/quote-wording'
import { type EmailjsAccount, sendEmailjsTemplate } from './emailjs-sdk'
import { describeAskedFrom, type DescribePage, type PageDescription } from './page-description'

export interface EmailjsOwnerNotifierOptions extends EmailjsAccount {
  /**
   * Template whose variables are from_name, from_email, from_phone, from_address, message,
   * to_email, service, city and page (`npm run emailjs:templates` writes it from the owner's profile).
   */
  readonly notificationTemplateId: string
  /** The owner's address, sent as `to_email`: EmailJS templates name their recipient from it. */
  readonly ownerEmail: string
  /** Given by the composition root, which knows the site's pages; without it the three page variables say 'Not provided'. */
  readonly describePage?: DescribePage
}

/** The notification template's variables, named as the spec and the template name them. */
export function notificationTemplateParams(request: QuoteRequest, ownerEmail: string, page: PageDescription | undefined) {
  return {
    from_name: request.name,
    from_email: request.email,
    from_phone: request.phone || notProvided,
    from_address: request.address || notProvided,
    message: request.message,
    to_email: ownerEmail,
    service: page?.service ?? notProvided,
    city: page?.place ?? notProvided,
    page: page?.url ?? notProvided,
  }
}

export function createEmailjsOwnerNotifier(options: EmailjsOwnerNotifierOptions): OwnerNotifier {
  return {
    async sendNotification(request, context, signal) {
      const page = describeAskedFrom(context.page, options.describePage)
      return sendEmailjsTemplate(
        options,
        options.notificationTemplateId,
        notificationTemplateParams(request, options.ownerEmail, page),
        signal,
      )
    },
  }
}
