import type { ConfirmationMailer } from './confirmation-mailer.port'
import type { MailDelivery } from './mail-delivery'
import type { NotificationMailer } from './notification-mailer.port'
import { outcomeFromSteps, type QuoteOutcome, type QuoteStep, type StepResult } from './quote-outcome'
import { parseQuoteRequest } from './quote-request'
import type { QuoteStore } from './quote-store.port'
import type { FailedSubmission, StepFailureLog } from './step-failure-log.port'
import { isSubmissionId, type SubmissionContext } from './submission-context'

export interface SubmitQuoteDependencies {
  readonly store: QuoteStore
  readonly confirmationMailer: ConfirmationMailer
  readonly notificationMailer: NotificationMailer
  /** A fresh, unguessable id for a new submission (a retry passes the one it had). */
  readonly newSubmissionId: () => string
  readonly now?: () => Date
  readonly log?: StepFailureLog
}

/** Where the visitor is and, on a retry, which submission this repeats. */
export interface SubmitOptions {
  readonly submissionId?: string
  readonly page?: string
}

export type SubmitQuote = (input: unknown, options?: SubmitOptions) => Promise<QuoteOutcome>

const mailFailurePrefix = {
  confirmation: 'Failed to send confirmation email',
  notification: 'Failed to send notification email',
} as const

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/** A mail not sent is a failure that says which mail, then the adapter's reason. */
function mailStep(step: 'confirmation' | 'notification', delivery: MailDelivery): StepResult {
  if (delivery.sent) return { step, ok: true }
  return { step, ok: false, error: `${mailFailurePrefix[step]}: ${delivery.reason}` }
}

async function isolated(step: QuoteStep, run: () => Promise<StepResult>, log: StepFailureLog | undefined, submission: FailedSubmission) {
  let result: StepResult
  try {
    result = await run()
  } catch (error) {
    result = { step, ok: false, error: describeError(error) }
  }
  if (!result.ok) {
    try {
      log?.stepFailed(step, result.error, submission)
    } catch {
      // A broken log must not turn a tracked failure into a lost submission.
    }
  }
  return result
}

/**
 * Runs the three steps in order (store, confirm, notify). Each is isolated: a failure or a
 * throw in one never skips another, so an e-mail still carries the lead when the store is down.
 */
export function createSubmitQuote(deps: SubmitQuoteDependencies): SubmitQuote {
  const now = deps.now ?? (() => new Date())
  return async (input, options = {}) => {
    try {
      const parsed = parseQuoteRequest(input)
      if (!parsed.ok) return { kind: 'invalid', issues: parsed.issues }
      const request = parsed.request
      const context: SubmissionContext = {
        submissionId: isSubmissionId(options.submissionId) ? options.submissionId : deps.newSubmissionId(),
        submittedAt: now(),
        page: options.page ?? '',
      }
      const failed: FailedSubmission = { request, context }

      const store = await isolated(
        'store',
        async () => {
          const receipt = await deps.store.saveSubmission(request, context)
          return receipt.ok ? { step: 'store', ok: true } : { step: 'store', ok: false, error: receipt.reason }
        },
        deps.log,
        failed,
      )
      const confirmationStep = await isolated(
        'confirmation',
        async () => mailStep('confirmation', await deps.confirmationMailer.sendConfirmation(request, context)),
        deps.log,
        failed,
      )
      const notificationStep = await isolated(
        'notification',
        async () => mailStep('notification', await deps.notificationMailer.sendNotification(request, context)),
        deps.log,
        failed,
      )
      return outcomeFromSteps({ store, confirmation: confirmationStep, notification: notificationStep }, context.submissionId)
    } catch (error) {
      return { kind: 'unexpected-error', error: describeError(error) }
    }
  }
}
