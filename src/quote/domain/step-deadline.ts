/**
 * How long a visitor waits, at most, to hear what became of a quote request, in every mode
 * (the browser talking to Supabase and EmailJS, or to the site's relay).
 */
export const outcomePromiseMs = 5_000

/**
 * How long, from the submission's start, the use case waits for the steps. Every step ends by
 * then (decision 0015), so the whole submission waits at most this long; the second left of the
 * promise is for the page's own work around it (reading the form, drawing the toast) on a slow
 * phone.
 */
export const stepTimeLimitMs = 4_000

/**
 * How long a step may keep the next one waiting. The steps run in order, each starting when the
 * one before has answered; one that has not answered by then is left running and the next starts
 * beside it, so a stalled store cannot hold back the mails. Two head starts still leave the last
 * step 1.5 s of the limit.
 */
export const stepHeadStartMs = 1_250

/**
 * How long a report of a failed step may take to reach the owner's log. Nobody waits for it, so
 * it may take longer than a step, but a request that never ends is still ended.
 */
export const failureReportTimeLimitMs = 10_000

/** The reason a step that did not answer in time fails with. */
export function noAnswerWithin(limitMs: number): string {
  return `did not answer within ${limitMs / 1000} s`
}
