import type { ConfirmationMailer } from './confirmation-mailer.port'
import type { MailDelivery } from './mail-delivery'
import type { NotificationMailer } from './notification-mailer.port'
import { outcomeFromSteps, type QuoteOutcome, type QuoteStep, type StepResult } from './quote-outcome'
import { parseQuoteRequest } from './quote-request'
import type { QuoteStore } from './quote-store.port'
import type { FailedSubmission, StepFailureLog } from './step-failure-log.port'
import { failureReportTimeLimitMs, noAnswerWithin, stepTimeLimitMs } from './step-deadline'
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

/** What a step that did not answer in time failed with, in the words its kind of step uses. */
const lateStep: Record<QuoteStep, string> = {
  store: `The store ${noAnswerWithin(stepTimeLimitMs)}`,
  confirmation: `${mailFailurePrefix.confirmation}: ${noAnswerWithin(stepTimeLimitMs)}`,
  notification: `${mailFailurePrefix.notification}: ${noAnswerWithin(stepTimeLimitMs)}`,
}

/**
 * Runs one step under its own signal and time limit. The limit wins the race whatever the
 * adapter does with the signal, so no step can hold the visitor past it; a failure or a throw
 * becomes this step's failed result and never reaches the others.
 */
async function isolated(
  step: QuoteStep,
  run: (signal: AbortSignal) => Promise<StepResult>,
  log: StepFailureLog | undefined,
  submission: FailedSubmission,
): Promise<StepResult> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const cutOff = new Promise<StepResult>((resolve) => {
    timer = setTimeout(() => {
      resolve({ step, ok: false, error: lateStep[step] })
      controller.abort(new Error(lateStep[step]))
    }, stepTimeLimitMs)
  })
  let result: StepResult
  try {
    result = await Promise.race([run(controller.signal), cutOff])
  } catch (error) {
    result = { step, ok: false, error: describeError(error) }
  } finally {
    clearTimeout(timer)
  }
  if (!result.ok) {
    try {
      log?.stepFailed(step, result.error, submission, AbortSignal.timeout(failureReportTimeLimitMs))
    } catch {
      // A broken log must not turn a tracked failure into a lost submission.
    }
  }
  return result
}

/**
 * Starts the three steps in order (store, confirm, notify) and lets them run side by side, each
 * with its own deadline (decision 0015): the mails need only the submission id, which is made
 * here, so a store that hangs can neither hold them back nor keep the visitor waiting. Each is
 * isolated: a failure, a throw or a timeout in one never skips another, so an e-mail still
 * carries the lead when the store is down.
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

      const [store, confirmation, notification] = await Promise.all([
        isolated(
          'store',
          async (signal) => {
            const receipt = await deps.store.saveSubmission(request, context, signal)
            return receipt.ok ? { step: 'store', ok: true } : { step: 'store', ok: false, error: receipt.reason }
          },
          deps.log,
          failed,
        ),
        isolated(
          'confirmation',
          async (signal) => mailStep('confirmation', await deps.confirmationMailer.sendConfirmation(request, context, signal)),
          deps.log,
          failed,
        ),
        isolated(
          'notification',
          async (signal) => mailStep('notification', await deps.notificationMailer.sendNotification(request, context, signal)),
          deps.log,
          failed,
        ),
      ])
      return outcomeFromSteps({ store, confirmation, notification }, context.submissionId)
    } catch (error) {
      return { kind: 'unexpected-error', error: describeError(error) }
    }
  }
}
