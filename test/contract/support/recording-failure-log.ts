import type { QuoteStep } from '../../../src/core/quote/quote-outcome'
import type { StepFailureLog } from '../../../src/core/quote/step-failure-log.port'

/** A failure log that keeps what it is told, for a test to read back. */
export function recordingLog() {
  const failures: { step: QuoteStep; error: string }[] = []
  const log: StepFailureLog = { stepFailed: (step, error) => failures.push({ step, error }) }
  return { log, failures }
}
