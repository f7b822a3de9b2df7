import { toConfirmationEmail } from './confirmation-email'
import type { ConfirmationMailer } from './confirmation-mailer.port'
import { toContactSubmission } from './contact-submission'
import type { MailReceipt } from './mail-receipt'
import { toNotificationEmail } from './notification-email'
import type { NotificationMailer } from './notification-mailer.port'
import { outcomeFromSteps, type QuoteOutcome, type QuoteStep, type StepResult } from './quote-outcome'
import { parseQuoteRequest, type QuoteRequest } from './quote-request'
import type { QuoteStore } from './quote-store.port'
import { isSubmissionId, type SubmissionContext } from './submission-context'

/** Where a failed step is reported; the browser wiring logs to the console. */
/** Which lead a failed step belongs to, so a log the owner reads can name it. */
export interface FailedSubmission {
  readonly request: QuoteRequest
  readonly context: SubmissionContext
}

export interface StepFailureLog {
  stepFailed(step: QuoteStep, error: string, submission?: FailedSubmission): void
}

export interface SubmitQuoteDependencies {
  readonly store: QuoteStore
  readonly confirmationMailer: ConfirmationMailer
  readonly notificationMailer: NotificationMailer
  /** The owner's address: the only recipient of notifications. */
  readonly ownerEmail: string
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

/** Only status 200 counts as sent; anything else is a failure that names the status. */
function mailStep(step: 'confirmation' | 'notification', receipt: MailReceipt): StepResult {
  if (receipt.status === 200) return { step, ok: true }
  return { step, ok: false, error: `${mailFailurePrefix[step]}: Status ${receipt.status}` }
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
        page: options.page ?? '',
      }
      const submission = toContactSubmission(request, now())
      const confirmation = toConfirmationEmail(request)
      const notification = toNotificationEmail(request, deps.ownerEmail)
      const failed: FailedSubmission = { request, context }

      const store = await isolated(
        'store',
        async () => {
          const receipt = await deps.store.saveSubmission(submission, context)
          return receipt.ok ? { step: 'store', ok: true } : { step: 'store', ok: false, error: receipt.reason }
        },
        deps.log,
        failed,
      )
      const confirmationStep = await isolated(
        'confirmation',
        async () => mailStep('confirmation', await deps.confirmationMailer.sendConfirmation(confirmation, context)),
        deps.log,
        failed,
      )
      const notificationStep = await isolated(
        'notification',
        async () => mailStep('notification', await deps.notificationMailer.sendNotification(notification, context)),
        deps.log,
        failed,
      )
      return outcomeFromSteps({ store, confirmation: confirmationStep, notification: notificationStep }, context.submissionId)
    } catch (error) {
      return { kind: 'unexpected-error', error: describeError(error) }
    }
  }
}
