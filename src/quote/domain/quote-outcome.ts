import type { QuoteFieldIssue } from './quote-request'

export const quoteSteps = ['store', 'confirmation', 'notification'] as const
export type QuoteStep = (typeof quoteSteps)[number]

export type StepResult =
  { readonly step: QuoteStep; readonly ok: true } | { readonly step: QuoteStep; readonly ok: false; readonly error: string }

export type StepResults = Readonly<Record<QuoteStep, StepResult>>

/**
 * Everything a quote submission can end in. The UI maps each kind to words; it never
 * re-derives the rules from the step results.
 */
export type QuoteOutcome =
  /** The request never reached a step: a field failed validation. */
  | { readonly kind: 'invalid'; readonly issues: readonly QuoteFieldIssue[] }
  /** The lead is stored; the e-mails may or may not have gone. */
  | { readonly kind: 'stored'; readonly submissionId: string; readonly steps: StepResults }
  /** Not stored, but at least one e-mail carries the lead: a reply may be slower. */
  | { readonly kind: 'received-by-email'; readonly submissionId: string; readonly steps: StepResults }
  /** All three steps failed: nothing was kept or sent anywhere. A retry reuses the id. */
  | { readonly kind: 'nothing-sent'; readonly submissionId: string; readonly steps: StepResults }
  /** The submission itself broke outside any step. */
  | { readonly kind: 'unexpected-error'; readonly error: string }

export function outcomeFromSteps(steps: StepResults, submissionId: string): QuoteOutcome {
  if (steps.store.ok) return { kind: 'stored', submissionId, steps }
  if (steps.confirmation.ok || steps.notification.ok) return { kind: 'received-by-email', submissionId, steps }
  return { kind: 'nothing-sent', submissionId, steps }
}

/** The dialog closes and its fields clear if and only if some step carried the lead. */
export function shouldCloseAndClear(outcome: QuoteOutcome): boolean {
  return outcome.kind === 'stored' || outcome.kind === 'received-by-email'
}
