import { ContainerModule } from 'inversify'
import type { HttpFetch } from '../../adapters/http-fetch'
import type { DescribePage } from '../../adapters/page-description'
import { createWebhookNotificationMailer } from '../../adapters/webhook-notification-mailer'
import { notifierOf, type QuoteConfig } from '../../config/quote-config'
import type { NotificationMailer } from '../../core/quote/notification-mailer.port'
import { quoteTokens } from '../tokens'

/** A chat channel's incoming webhook tells the owner of each lead when VITE_QUOTE_NOTIFIER=webhook. */
export function webhookModule(config: QuoteConfig, fetch: HttpFetch | undefined, describePage: DescribePage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const notifier = notifierOf(config)
    if (notifier.kind !== 'webhook') return
    bind<NotificationMailer>(quoteTokens.notificationMailer).toConstantValue(
      createWebhookNotificationMailer({ url: notifier.url, fetch, describePage }),
    )
  })
}
