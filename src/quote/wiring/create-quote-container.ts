import { Container } from 'inversify'
import { combinedStepFailureLog } from '../adapters/combined-step-failure-log'
import { consoleStepFailureLog } from '../adapters/console-step-failure-log'
import { createEmailjsConfirmationNotifier } from '../adapters/emailjs-confirmation-notifier'
import { createEmailjsOwnerNotifier } from '../adapters/emailjs-owner-notifier'
import { randomSubmissionId } from '../adapters/random-submission-id'
import { createRelayConfirmationNotifier } from '../adapters/relay-confirmation-notifier'
import { createRelayOwnerNotifier } from '../adapters/relay-owner-notifier'
import { createRelayQuoteStore } from '../adapters/relay-quote-store'
import { createSupabaseQuoteStore } from '../adapters/supabase-quote-store'
import { createSupabaseStepFailureLog } from '../adapters/supabase-step-failure-log'
import { createWebhookOwnerNotifier } from '../adapters/webhook-owner-notifier'
import { parseQuoteConfig, type QuoteConfig, type QuoteEnv } from './quote-config'
import { absoluteUrl } from '../../config/site-url'
import { company } from '../../content/company'
import { pageTopic } from '../../content/page-topic'
import type { ConfirmationNotifier } from '../domain/confirmation-notifier.port'
import type { OwnerNotifier } from '../domain/owner-notifier.port'
import type { QuoteStore } from '../domain/quote-store.port'
import type { StepFailureLog } from '../domain/step-failure-log.port'
import { createSubmitQuote, type SubmitQuote } from '../domain/submit-quote'
import { quoteTokens } from './tokens'

export interface QuoteContainerOptions {
  /** Used by the relay, Supabase and webhook adapters; the EmailJS SDK always uses the global fetch. */
  readonly fetch?: typeof fetch
  /** Hears every failed step besides the console (and Supabase's table when leads go there). */
  readonly log?: StepFailureLog
  readonly now?: () => Date
  readonly newSubmissionId?: () => string
}

/** What the owner reads of a lead's page: its service and place, and its full address. */
const describePage = (page: string) => ({ ...pageTopic(page), url: absoluteUrl(page) })

/** The adapter that tells the owner of a lead: the mailer's, unless a chat webhook is configured. */
function ownerNotifier(config: QuoteConfig, fetch: typeof globalThis.fetch | undefined): OwnerNotifier {
  const notifier = config.notifier ?? config.mailer
  switch (notifier.kind) {
    case 'relay':
      return createRelayOwnerNotifier({ relayUrl: notifier.relayUrl, fetch })
    case 'emailjs':
      // EmailJS templates address the owner's notification from ownerEmail; the relay uses its own.
      return createEmailjsOwnerNotifier({ ...notifier, ownerEmail: company.email, describePage })
    case 'webhook':
      return createWebhookOwnerNotifier({ url: notifier.url, fetch, describePage })
  }
}

/**
 * The composition root, read top to bottom: the adapter the configuration names for each port,
 * then the failure logs, then the use case built from them. Adding an adapter is one case here
 * and one value in the config.
 */
export function createQuoteContainer(config: QuoteConfig, options: QuoteContainerOptions = {}): Container {
  const { store, mailer } = config
  const { fetch } = options
  const container = new Container({ defaultScope: 'Singleton' })

  if (store.kind === 'relay') {
    container.bind<QuoteStore>(quoteTokens.store).toConstantValue(createRelayQuoteStore({ relayUrl: store.relayUrl, fetch }))
  } else {
    // Supabase keeps the leads, and then also the failed steps, in an insert-only table the owner
    // reads in the dashboard.
    const project = { url: store.url, anonKey: store.anonKey, fetch }
    container.bind<QuoteStore>(quoteTokens.store).toConstantValue(createSupabaseQuoteStore(project))
    container.bind<StepFailureLog>(quoteTokens.stepFailureLog).toConstantValue(createSupabaseStepFailureLog(project))
  }
  const confirmationNotifier =
    mailer.kind === 'relay'
      ? createRelayConfirmationNotifier({ relayUrl: mailer.relayUrl, fetch })
      : createEmailjsConfirmationNotifier(mailer)
  container.bind<ConfirmationNotifier>(quoteTokens.confirmationNotifier).toConstantValue(confirmationNotifier)
  container.bind<OwnerNotifier>(quoteTokens.ownerNotifier).toConstantValue(ownerNotifier(config, fetch))

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
