import { ContainerModule } from 'inversify'
import type { DescribePage } from '../../adapters/page-description'
import { createWebhookOwnerNotifier } from '../../adapters/webhook-owner-notifier'
import { notifierOf, type QuoteConfig } from '../quote-config'
import type { OwnerNotifier } from '../../domain/owner-notifier.port'
import { quoteTokens } from '../tokens'

/** A chat channel's incoming webhook tells the owner of each lead when VITE_QUOTE_NOTIFIER=webhook. */
export function webhookModule(
  config: QuoteConfig,
  fetch: typeof globalThis.fetch | undefined,
  describePage: DescribePage,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const notifier = notifierOf(config)
    if (notifier.kind !== 'webhook') return
    bind<OwnerNotifier>(quoteTokens.ownerNotifier).toConstantValue(createWebhookOwnerNotifier({ url: notifier.url, fetch, describePage }))
  })
}
