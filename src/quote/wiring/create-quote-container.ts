import { Container } from 'inversify'
import { consoleStepFailureLog } from '../adapters/console-step-failure-log'
import { randomSubmissionId } from '../adapters/random-submission-id'
import { combinedStepFailureLog } from '../adapters/combined-step-failure-log'
import { parseQuoteConfig, type QuoteConfig, type QuoteEnv } from './quote-config'
import { absoluteUrl } from '../../config/site-url'
import { company } from '../../content/company'
import { pageTopic } from '../../content/page-topic'
import type { ConfirmationNotifier } from '../domain/confirmation-notifier.port'
import type { OwnerNotifier } from '../domain/owner-notifier.port'
import type { QuoteStore } from '../domain/quote-store.port'
import type { StepFailureLog } from '../domain/step-failure-log.port'
import { createSubmitQuote, type SubmitQuote } from '../domain/submit-quote'
import { emailjsModule } from './modules/emailjs-module'
import { relayModule } from './modules/relay-module'
import { supabaseModule } from './modules/supabase-module'
import { webhookModule } from './modules/webhook-module'
import { type Clock, quoteTokens } from './tokens'

export interface QuoteContainerOptions {
  /** Used by the relay, Supabase and webhook adapters; the EmailJS SDK always uses the global fetch. */
  readonly fetch?: typeof fetch
  /** Hears every failed step besides the console (and Supabase's table when leads go there). */
  readonly log?: StepFailureLog
  readonly now?: Clock
  readonly newSubmissionId?: () => string
}

/** What the owner reads of a lead's page: its service and place, and its full address. */
const describePage = (page: string) => ({ ...pageTopic(page), url: absoluteUrl(page) })

/**
 * The composition root, read top to bottom: one module per adapter family, each binding the
 * ports the configuration gives it; then the failure logs; then the use case, built from
 * whatever the modules bound. Adding an adapter is one module here and one value in the config.
 */
export function createQuoteContainer(config: QuoteConfig, options: QuoteContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' })

  container.load(
    relayModule(config, options.fetch),
    supabaseModule(config, options.fetch),
    emailjsModule(config, { ownerEmail: company.email, describePage }),
    webhookModule(config, options.fetch, describePage),
  )

  container.bind<StepFailureLog>(quoteTokens.stepFailureLog).toConstantValue(consoleStepFailureLog)
  if (options.log) container.bind<StepFailureLog>(quoteTokens.stepFailureLog).toConstantValue(options.log)

  container.bind<SubmitQuote>(quoteTokens.submitQuote).toDynamicValue((context) =>
    createSubmitQuote({
      store: context.get<QuoteStore>(quoteTokens.store),
      confirmationNotifier: context.get<ConfirmationNotifier>(quoteTokens.confirmationNotifier),
      ownerNotifier: context.get<OwnerNotifier>(quoteTokens.ownerNotifier),
      newSubmissionId: options.newSubmissionId ?? randomSubmissionId,
      now: options.now,
      log: combinedStepFailureLog(...context.getAll<StepFailureLog>(quoteTokens.stepFailureLog)),
    }),
  )

  return container
}

export function resolveSubmitQuote(container: Container): SubmitQuote {
  return container.get<SubmitQuote>(quoteTokens.submitQuote)
}

/** The browser's use case, from the build's environment: what the page loads when a quote is first sent. */
export function submitQuoteFromEnv(env: QuoteEnv): SubmitQuote {
  return resolveSubmitQuote(createQuoteContainer(parseQuoteConfig(env)))
}
