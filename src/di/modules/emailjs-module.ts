import { ContainerModule } from 'inversify'
import { createEmailjsConfirmationMailer } from '../../adapters/emailjs-confirmation-mailer'
import { createEmailjsNotificationMailer } from '../../adapters/emailjs-notification-mailer'
import type { DescribePage } from '../../adapters/page-description'
import { notifierOf, type QuoteConfig } from '../../config/quote-config'
import type { ConfirmationMailer } from '../../core/quote/confirmation-mailer.port'
import type { NotificationMailer } from '../../core/quote/notification-mailer.port'
import { quoteTokens } from '../tokens'

export interface EmailjsModuleOptions {
  /** EmailJS templates address the owner's notification from this; the relay uses its own. */
  readonly ownerEmail: string
  readonly describePage: DescribePage
}

/** EmailJS sends from the visitor's browser: carries each mail whose configuration names it. */
export function emailjsModule(config: QuoteConfig, options: EmailjsModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { mailer } = config
    const notifier = notifierOf(config)
    if (mailer.kind === 'emailjs')
      bind<ConfirmationMailer>(quoteTokens.confirmationMailer).toConstantValue(createEmailjsConfirmationMailer(mailer))
    if (notifier.kind === 'emailjs') {
      bind<NotificationMailer>(quoteTokens.notificationMailer).toConstantValue(createEmailjsNotificationMailer({ ...notifier, ...options }))
    }
  })
}
