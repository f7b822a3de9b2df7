import { ContainerModule } from 'inversify'
import type { ConfirmationMailer } from '../core/quote/confirmation-mailer.port'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import { createEmailjsConfirmationMailer } from '../adapters/emailjs-confirmation-mailer'
import { createEmailjsNotificationMailer } from '../adapters/emailjs-notification-mailer'
import type { EmailjsAccount } from '../adapters/emailjs-sdk'
import { quoteTokens } from './tokens'

export interface EmailjsMailersOptions extends EmailjsAccount {
  readonly confirmationTemplateId: string
  readonly notificationTemplateId: string
}

export function emailjsMailersModule(options: EmailjsMailersOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ConfirmationMailer>(quoteTokens.confirmationMailer).toConstantValue(createEmailjsConfirmationMailer(options))
    bind<NotificationMailer>(quoteTokens.notificationMailer).toConstantValue(createEmailjsNotificationMailer(options))
  })
}
