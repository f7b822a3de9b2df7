import type { StepFailureLog } from '../domain/step-failure-log.port'

/** The browser's log of failed quote steps: each failure goes to the console as an error. */
export const consoleStepFailureLog: StepFailureLog = {
  stepFailed(step, error) {
    console.error(`Quote request: the ${step} step failed: ${error}`)
  },
}
