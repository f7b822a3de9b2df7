import { Container } from 'inversify'
import { createConsoleStepFailureLog } from '../adapters/console-step-failure-log'
import { createEmailjsConfirmationMailer } from '../adapters/emailjs-confirmation-mailer'
import { createEmailjsNotificationMailer } from '../adapters/emailjs-notification-mailer'
import type { HttpFetch } from '../adapters/http-fetch'
import { randomSubmissionId } from '../adapters/random-submission-id'
import { createRelayConfirmationMailer } from '../adapters/relay-confirmation-mailer'
import { createRelayNotificationMailer } from '../adapters/relay-notification-mailer'
import { createRelayQuoteStore } from '../adapters/relay-quote-store'
import { createSupabaseQuoteStore } from '../adapters/supabase-quote-store'
import { combinedStepFailureLog, createSupabaseStepFailureLog } from '../adapters/supabase-step-failure-log'
import type { QuoteConfig } from '../config/quote-config'
import { absoluteUrl } from '../config/site-url'
import { company } from '../content/company'
import { pageTopic } from '../content/page-topic'
import type { ConfirmationMailer } from '../core/quote/confirmation-mailer.port'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import type { QuoteStore } from '../core/quote/quote-store.port'
import type { StepFailureLog } from '../core/quote/step-failure-log.port'
import { createSubmitQuote, type SubmitQuote } from '../core/quote/submit-quote'
import { type Clock, quoteTokens } from './tokens'

export interface QuoteContainerOptions {
  /** Used by the relay and Supabase adapters; the EmailJS SDK always uses the global fetch. */
  readonly fetch?: HttpFetch
  readonly log?: StepFailureLog
  readonly now?: Clock
  readonly newSubmissionId?: () => string
}

/**
 * The composition root. Read top to bottom: the validated config goes in, each port's binding
 * looks at it and builds its own adapter, and the use case is built from whatever the three port
 * bindings chose. Nothing else in the app constructs an adapter.
 */
export function createQuoteContainer(config: QuoteConfig, options: QuoteContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' })
  const fetch = options.fetch

  container.bind<QuoteConfig>(quoteTokens.config).toConstantValue(config)

  container.bind<QuoteStore>(quoteTokens.store).toDynamicValue((context) => {
    const { store } = context.get<QuoteConfig>(quoteTokens.config)
    switch (store.kind) {
      case 'relay':
        return createRelayQuoteStore({ relayUrl: store.relayUrl, fetch })
      case 'supabase':
        return createSupabaseQuoteStore({ url: store.url, anonKey: store.anonKey, fetch })
    }
  })

  container.bind<ConfirmationMailer>(quoteTokens.confirmationMailer).toDynamicValue((context) => {
    const { mailer } = context.get<QuoteConfig>(quoteTokens.config)
    switch (mailer.kind) {
      case 'relay':
        return createRelayConfirmationMailer({ relayUrl: mailer.relayUrl, fetch })
      case 'emailjs':
        return createEmailjsConfirmationMailer(mailer)
    }
  })

  container.bind<NotificationMailer>(quoteTokens.notificationMailer).toDynamicValue((context) => {
    const { mailer } = context.get<QuoteConfig>(quoteTokens.config)
    switch (mailer.kind) {
      case 'relay':
        return createRelayNotificationMailer({ relayUrl: mailer.relayUrl, fetch })
      case 'emailjs':
        return createEmailjsNotificationMailer({
          ...mailer,
          // EmailJS templates address the owner from this; the relay ignores it and uses its own.
          ownerEmail: company.email,
          describePage: (page) => ({ ...pageTopic(page), url: absoluteUrl(page) }),
        })
    }
  })

  container.bind<SubmitQuote>(quoteTokens.submitQuote).toDynamicValue((context) =>
    createSubmitQuote({
      store: context.get<QuoteStore>(quoteTokens.store),
      confirmationMailer: context.get<ConfirmationMailer>(quoteTokens.confirmationMailer),
      notificationMailer: context.get<NotificationMailer>(quoteTokens.notificationMailer),
      newSubmissionId: options.newSubmissionId ?? randomSubmissionId,
      now: options.now ?? (() => new Date()),
      log: options.log ?? stepFailureLog(context.get<QuoteConfig>(quoteTokens.config)),
    }),
  )

  return container
}

/** The console always; with leads in Supabase, also the insert-only failures table the owner reads. */
function stepFailureLog(config: QuoteConfig): StepFailureLog {
  const console = createConsoleStepFailureLog()
  if (config.store.kind !== 'supabase') return console
  return combinedStepFailureLog(console, createSupabaseStepFailureLog({ url: config.store.url, anonKey: config.store.anonKey }))
}

export function resolveSubmitQuote(container: Container): SubmitQuote {
  return container.get<SubmitQuote>(quoteTokens.submitQuote)
}
