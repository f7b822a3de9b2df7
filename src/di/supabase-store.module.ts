import { ContainerModule } from 'inversify'
import type { QuoteStore } from '../core/quote/quote-store.port'
import type { HttpFetch } from '../adapters/http-fetch'
import { createSupabaseQuoteStore } from '../adapters/supabase-quote-store'
import { quoteTokens } from './tokens'

export function supabaseStoreModule(options: {
  readonly url: string
  readonly anonKey: string
  readonly fetch?: HttpFetch
}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<QuoteStore>(quoteTokens.store).toConstantValue(createSupabaseQuoteStore(options))
  })
}
