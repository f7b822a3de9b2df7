/**
 * What every step of one submission shares besides the request itself: the submission's id (a
 * retry of the same submission reuses it, so a store or mailer can do the work once), when it was
 * sent and the page the visitor asked from.
 */
export interface SubmissionContext {
  readonly submissionId: string
  /** When the visitor sent it, by the clock of the process that ran the submission. */
  readonly submittedAt: Date
  /** The path of the page the dialog was opened on, e.g. `/nc/charlotte/video-doorbells`; '' when unknown. */
  readonly page: string
}

/** Letters, digits and hyphens, 8 to 64 of them: a UUID fits, and nothing that needs escaping. */
const submissionIdShape = /^[A-Za-z0-9-]{8,64}$/

export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && submissionIdShape.test(value)
}
