import type { StepFailureLog } from '../domain/step-failure-log.port'
import { lazySupabaseClient, type SupabaseQuoteStoreOptions } from './supabase-quote-store'

const stepFailuresTable = 'quote_step_failures'

/** The longest reason kept: enough for any vendor's error, bounded like the table's CHECK. */
const maxReasonLength = 500

/**
 * In browser-only mode a failed EmailJS send happens in the visitor's browser, where only the
 * console would know. This log also writes each failure, with the lead it belongs to, to an
 * insert-only Supabase table, so the owner sees in the dashboard which leads got no notification.
 * Writing it is best effort: it never holds up, or fails, the visitor's submission.
 */
export function createSupabaseStepFailureLog(options: SupabaseQuoteStoreOptions): StepFailureLog {
  const supabase = lazySupabaseClient(options)
  return {
    stepFailed(step, error, submission, signal) {
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
