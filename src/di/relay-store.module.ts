import { ContainerModule } from 'inversify'
import type { QuoteStore } from '../core/quote/quote-store.port'
import type { HttpFetch } from '../adapters/http-fetch'
import { createRelayQuoteStore } from '../adapters/relay-quote-store'
import { quoteTokens } from './tokens'

export function relayStoreModule(options: { readonly relayUrl: string; readonly fetch?: HttpFetch }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<QuoteStore>(quoteTokens.store).toConstantValue(createRelayQuoteStore(options))
  })
}
