import type { StepFailureLog } from '../domain/step-failure-log.port'

/** Every log hears every failure; one that throws does not silence the others. */
export function combinedStepFailureLog(...logs: readonly StepFailureLog[]): StepFailureLog {
  return {
    stepFailed(step, error, submission, signal) {
      for (const log of logs) {
        try {
          log.stepFailed(step, error, submission, signal)
        } catch {
          // A broken log must not hide the failure from the others.
        }
      }
    },
  }
}
