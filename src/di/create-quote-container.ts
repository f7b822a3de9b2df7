import { Container, type ContainerModule } from 'inversify'
import { createConsoleStepFailureLog } from '../adapters/console-step-failure-log'
import type { HttpFetch } from '../adapters/http-fetch'
import type { QuoteConfig } from '../config/quote-config'
import { company } from '../content/company'
import type { StepFailureLog, SubmitQuote } from '../core/quote/submit-quote'
import { emailjsMailersModule } from './emailjs-mailers.module'
import { quoteCoreModule } from './quote-core.module'
import { relayMailersModule } from './relay-mailers.module'
import { relayStoreModule } from './relay-store.module'
import { supabaseStoreModule } from './supabase-store.module'
import { type Clock, quoteTokens } from './tokens'

export interface QuoteContainerOptions {
  /** Used by the relay and Supabase adapters; the EmailJS SDK always uses the global fetch. */
  readonly fetch?: HttpFetch
  readonly log?: StepFailureLog
  readonly now?: Clock
}

function storeModule(store: QuoteConfig['store'], fetch: HttpFetch | undefined): ContainerModule {
  switch (store.kind) {
    case 'relay':
      return relayStoreModule({ relayUrl: store.relayUrl, fetch })
    case 'supabase':
      return supabaseStoreModule({ url: store.url, anonKey: store.anonKey, fetch })
  }
}

function mailersModule(mailer: QuoteConfig['mailer'], fetch: HttpFetch | undefined): ContainerModule {
  switch (mailer.kind) {
    case 'relay':
      return relayMailersModule({ relayUrl: mailer.relayUrl, fetch })
    case 'emailjs':
      return emailjsMailersModule({
        publicKey: mailer.publicKey,
        serviceId: mailer.serviceId,
        origin: mailer.origin,
        confirmationTemplateId: mailer.confirmationTemplateId,
        notificationTemplateId: mailer.notificationTemplateId,
      })
  }
}

/** The one container: each port's adapter is chosen on its own from the validated config. */
export function createQuoteContainer(config: QuoteConfig, options: QuoteContainerOptions = {}): Container {
  const container = new Container()
  container.load(
    storeModule(config.store, options.fetch),
    mailersModule(config.mailer, options.fetch),
    quoteCoreModule({
      ownerEmail: company.email,
      now: options.now ?? (() => new Date()),
      log: options.log ?? createConsoleStepFailureLog(),
    }),
  )
  return container
}

export function resolveSubmitQuote(container: Container): SubmitQuote {
  return container.get<SubmitQuote>(quoteTokens.submitQuote)
}
