import type { QuoteStep } from './quote-outcome'
import type { QuoteRequest } from './quote-request'
import type { SubmissionContext } from './submission-context'

/** Which lead a failed step belongs to, so a log the owner reads can name it. */
export interface FailedSubmission {
  readonly request: QuoteRequest
  readonly context: SubmissionContext
}

/**
 * Where a failed step is reported: the console in a browser, an insert-only table with Supabase.
 * Nobody waits for a report; a log that sends one over the network stops when the signal fires.
 */
export interface StepFailureLog {
  stepFailed(step: QuoteStep, error: string, submission?: FailedSubmission, signal?: AbortSignal): void
}
