import type { ConfirmationNotifier } from './confirmation-notifier.port'
import type { Delivery } from './delivery'
import type { OwnerNotifier } from './owner-notifier.port'
import { outcomeFromSteps, quoteSteps, type QuoteOutcome, type QuoteStep, type StepResult } from './quote-outcome'
import { parseQuoteRequest } from './quote-request'
import type { QuoteStore } from './quote-store.port'
import type { FailedSubmission, StepFailureLog } from './step-failure-log.port'
import { failureReportTimeLimitMs, noAnswerWithin, stepHeadStartMs, stepTimeLimitMs } from './step-deadline'
import { isSubmissionId, type SubmissionContext } from './submission-context'

export interface SubmitQuoteDependencies {
  readonly store: QuoteStore
  readonly confirmationNotifier: ConfirmationNotifier
  readonly ownerNotifier: OwnerNotifier
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

/** The spec's words for a step whose message was not delivered ("Send failures"), whatever carried it. */
const failurePrefix = {
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

/** A message not delivered is a failure in the spec's words for that step (a mail's), then the adapter's reason. */
function deliveryStep(step: 'confirmation' | 'notification', delivery: Delivery): StepResult {
  if (delivery.delivered) return { step, ok: true }
  return { step, ok: false, error: `${failurePrefix[step]}: ${delivery.reason}` }
}

/** What a step that did not answer in time failed with, in the words its kind of step uses. */
const lateStep: Record<QuoteStep, string> = {
  store: `The store ${noAnswerWithin(stepTimeLimitMs)}`,
  confirmation: `${failurePrefix.confirmation}: ${noAnswerWithin(stepTimeLimitMs)}`,
  notification: `${failurePrefix.notification}: ${noAnswerWithin(stepTimeLimitMs)}`,
}

/** A timer as a promise: `reached` resolves after `ms` unless `clear` stops it first. */
function startTimer(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const reached = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return { reached, clear: () => clearTimeout(timer) }
}

/** Waits for a step to answer, or for its head start to run out, whichever comes first. */
async function answeredOrHeadStartOver(step: Promise<StepResult>): Promise<void> {
  const headStart = startTimer(stepHeadStartMs)
  try {
    await Promise.race([step, headStart.reached])
  } finally {
    headStart.clear()
  }
}

/**
 * Runs one step under its own signal until the submission's deadline. The deadline wins the race
 * whatever the adapter does with the signal, so no step can hold the visitor past it; a failure or
 * a throw becomes this step's failed result and never reaches the others.
 */
async function isolated(
  step: QuoteStep,
  run: (signal: AbortSignal) => Promise<StepResult>,
  deadline: Promise<void>,
  log: StepFailureLog | undefined,
  submission: FailedSubmission,
): Promise<StepResult> {
  const controller = new AbortController()
  let answered = false
  const cutOff = deadline.then((): StepResult => {
    // A step that answered is left alone; only one still running is told to stop.
    if (!answered) controller.abort(new Error(lateStep[step]))
    return { step, ok: false, error: lateStep[step] }
  })
  let result: StepResult
  try {
    result = await Promise.race([run(controller.signal), cutOff])
  } catch (error) {
    result = { step, ok: false, error: describeError(error) }
  } finally {
    answered = true
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
 * Runs the three steps in order (store, confirm, notify), each starting when the one before has
 * answered, under one deadline (decision 0015). A step that has not answered within its head
 * start is left running and the next starts beside it: the mails need only the submission id,
 * which is made here, so a store that hangs can neither hold them back nor keep the visitor
 * waiting. Each is isolated: a failure, a throw or a timeout in one never skips another, so an
 * e-mail still carries the lead when the store is down.
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

      const runners: Record<QuoteStep, (signal: AbortSignal) => Promise<StepResult>> = {
        store: async (signal) => {
          const receipt = await deps.store.saveSubmission(request, context, signal)
          return receipt.ok ? { step: 'store', ok: true } : { step: 'store', ok: false, error: receipt.reason }
        },
        confirmation: async (signal) =>
          deliveryStep('confirmation', await deps.confirmationNotifier.sendConfirmation(request, context, signal)),
        notification: async (signal) => deliveryStep('notification', await deps.ownerNotifier.sendNotification(request, context, signal)),
      }
      // The submission's one deadline: every step still running when it comes is cut off.
      const deadline = startTimer(stepTimeLimitMs)
      try {
        const running = {} as Record<QuoteStep, Promise<StepResult>>
        let previous: Promise<StepResult> | undefined
        for (const step of quoteSteps) {
          if (previous) await answeredOrHeadStartOver(previous)
          previous = running[step] = isolated(step, runners[step], deadline.reached, deps.log, failed)
        }
        const steps = { store: await running.store, confirmation: await running.confirmation, notification: await running.notification }
        return outcomeFromSteps(steps, context.submissionId)
      } finally {
        deadline.clear()
      }
    } catch (error) {
      return { kind: 'unexpected-error', error: describeError(error) }
    }
  }
}
