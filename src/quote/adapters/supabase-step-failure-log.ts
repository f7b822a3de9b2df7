import type { QuoteStep } from '../domain/quote-outcome'
import type { FailedSubmission, StepFailureLog } from '../domain/step-failure-log.port'
import { lazySupabaseClient, type SupabaseQuoteStoreOptions } from './supabase-quote-store'

/** The public key: the table takes inserts from it and gives nothing back. */
export type SupabaseStepFailureLogOptions = SupabaseQuoteStoreOptions

export const stepFailuresTable = 'quote_step_failures'

/** The longest reason kept: enough for any vendor's error, bounded like the table's CHECK. */
const maxReasonLength = 500

/**
 * In browser-only mode a failed EmailJS send happens in the visitor's browser, where only the
 * console would know. This log also writes each failure, with the lead it belongs to, to an
 * insert-only Supabase table, so the owner sees in the dashboard which leads got no notification.
 * Writing it is best effort: it never holds up, or fails, the visitor's submission.
 */
export function createSupabaseStepFailureLog(options: SupabaseStepFailureLogOptions): StepFailureLog {
  const supabase = lazySupabaseClient(options)
  return {
    stepFailed(step: QuoteStep, error: string, submission?: FailedSubmission, signal?: AbortSignal): void {
      if (!submission) return
      const row = {
        submission_id: submission.context.submissionId,
        step,
        reason: error.slice(0, maxReasonLength),
        visitor_name: submission.request.name,
        visitor_email: submission.request.email,
        page: submission.context.page.slice(0, 300),
      }
      void supabase()
        .then((sdk) => {
          const insert = sdk.from(stepFailuresTable).insert(row)
          return signal ? insert.abortSignal(signal) : insert
        })
        .catch(() => undefined)
    },
  }
}
