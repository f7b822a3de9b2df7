import { createConsoleStepFailureLog } from '../adapters/console-step-failure-log'
import { parseQuoteConfig, type QuoteEnv } from '../config/quote-config'
import type { SubmitQuote } from '../core/quote/submit-quote'
import { createQuoteContainer, resolveSubmitQuote } from '../di/create-quote-container'

/** Builds the browser's use case from the build's environment, with the chosen adapters. */
export function wireSubmitQuote(env: QuoteEnv): SubmitQuote {
  return resolveSubmitQuote(createQuoteContainer(parseQuoteConfig(env), { log: createConsoleStepFailureLog() }))
}
