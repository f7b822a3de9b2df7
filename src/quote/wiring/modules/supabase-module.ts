import { ContainerModule } from 'inversify'
import { createSupabaseQuoteStore } from '../../adapters/supabase-quote-store'
import { createSupabaseStepFailureLog } from '../../adapters/supabase-step-failure-log'
import type { QuoteConfig } from '../quote-config'
import type { QuoteStore } from '../../domain/quote-store.port'
import type { StepFailureLog } from '../../domain/step-failure-log.port'
import { quoteTokens } from '../tokens'

/**
 * Supabase keeps the leads when the configuration says so, and then also the failed steps, in an
 * insert-only table the owner reads in the dashboard.
 */
export function supabaseModule(config: QuoteConfig, fetch: typeof globalThis.fetch | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { store } = config
    if (store.kind !== 'supabase') return
    const project = { url: store.url, anonKey: store.anonKey, fetch }
    bind<QuoteStore>(quoteTokens.store).toConstantValue(createSupabaseQuoteStore(project))
    bind<StepFailureLog>(quoteTokens.stepFailureLog).toConstantValue(createSupabaseStepFailureLog(project))
  })
}
