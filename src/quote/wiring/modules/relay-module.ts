import { ContainerModule } from 'inversify'
import { createRelayConfirmationNotifier } from '../../adapters/relay-confirmation-notifier'
import { createRelayOwnerNotifier } from '../../adapters/relay-owner-notifier'
import { createRelayQuoteStore } from '../../adapters/relay-quote-store'
import { notifierOf, type QuoteConfig } from '../quote-config'
import type { ConfirmationNotifier } from '../../domain/confirmation-notifier.port'
import type { OwnerNotifier } from '../../domain/owner-notifier.port'
import type { QuoteStore } from '../../domain/quote-store.port'
import { quoteTokens } from '../tokens'

/** The site's own relay: carries each port whose configuration names it. */
export function relayModule(config: QuoteConfig, fetch: typeof globalThis.fetch | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { store, mailer } = config
    const notifier = notifierOf(config)
    if (store.kind === 'relay')
      bind<QuoteStore>(quoteTokens.store).toConstantValue(createRelayQuoteStore({ relayUrl: store.relayUrl, fetch }))
    if (mailer.kind === 'relay') {
      bind<ConfirmationNotifier>(quoteTokens.confirmationNotifier).toConstantValue(
        createRelayConfirmationNotifier({ relayUrl: mailer.relayUrl, fetch }),
      )
    }
    if (notifier.kind === 'relay') {
      bind<OwnerNotifier>(quoteTokens.ownerNotifier).toConstantValue(createRelayOwnerNotifier({ relayUrl: notifier.relayUrl, fetch }))
    }
  })
}
