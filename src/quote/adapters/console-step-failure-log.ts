import type { QuoteStep } from '../domain/quote-outcome'
import type { StepFailureLog } from '../domain/step-failure-log.port'

/** The slice of `console` the log needs, so a test can hand in its own. */
export interface ErrorConsole {
  error(...data: unknown[]): void
}

/** The browser's log of failed quote steps: each failure goes to the console as an error. */
export function createConsoleStepFailureLog(target: ErrorConsole = console): StepFailureLog {
  return {
    stepFailed(step: QuoteStep, error: string): void {
      target.error(`Quote request: the ${step} step failed: ${error}`)
    },
  }
}
