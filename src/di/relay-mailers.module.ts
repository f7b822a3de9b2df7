import { ContainerModule } from 'inversify'
import type { ConfirmationMailer } from '../core/quote/confirmation-mailer.port'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import type { HttpFetch } from '../adapters/http-fetch'
import { createRelayConfirmationMailer } from '../adapters/relay-confirmation-mailer'
import { createRelayNotificationMailer } from '../adapters/relay-notification-mailer'
import { quoteTokens } from './tokens'

export function relayMailersModule(options: { readonly relayUrl: string; readonly fetch?: HttpFetch }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ConfirmationMailer>(quoteTokens.confirmationMailer).toConstantValue(createRelayConfirmationMailer(options))
    bind<NotificationMailer>(quoteTokens.notificationMailer).toConstantValue(createRelayNotificationMailer(options))
  })
}
