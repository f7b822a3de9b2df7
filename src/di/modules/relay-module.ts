import { ContainerModule } from 'inversify'
import type { HttpFetch } from '../../adapters/http-fetch'
import { createRelayConfirmationMailer } from '../../adapters/relay-confirmation-mailer'
import { createRelayNotificationMailer } from '../../adapters/relay-notification-mailer'
import { createRelayQuoteStore } from '../../adapters/relay-quote-store'
import { notifierOf, type QuoteConfig } from '../../config/quote-config'
import type { ConfirmationMailer } from '../../core/quote/confirmation-mailer.port'
import type { NotificationMailer } from '../../core/quote/notification-mailer.port'
import type { QuoteStore } from '../../core/quote/quote-store.port'
import { quoteTokens } from '../tokens'

/** The site's own relay: carries each port whose configuration names it. */
export function relayModule(config: QuoteConfig, fetch: HttpFetch | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { store, mailer } = config
    const notifier = notifierOf(config)
    if (store.kind === 'relay')
      bind<QuoteStore>(quoteTokens.store).toConstantValue(createRelayQuoteStore({ relayUrl: store.relayUrl, fetch }))
    if (mailer.kind === 'relay') {
      bind<ConfirmationMailer>(quoteTokens.confirmationMailer).toConstantValue(
        createRelayConfirmationMailer({ relayUrl: mailer.relayUrl, fetch }),
      )
    }
    if (notifier.kind === 'relay') {
      bind<NotificationMailer>(quoteTokens.notificationMailer).toConstantValue(
        createRelayNotificationMailer({ relayUrl: notifier.relayUrl, fetch }),
      )
    }
  })
}
