import type { QuoteStep } from '../../../src/quote/domain/quote-outcome'
import type { StepFailureLog } from '../../../src/quote/domain/step-failure-log.port'

/** A failure log that keeps what it is told, for a test to read back. */
export function recordingLog() {
  const failures: { step: QuoteStep; error: string }[] = []
  const log: StepFailureLog = { stepFailed: (step, error) => failures.push({ step, error }) }
  return { log, failures }
}
