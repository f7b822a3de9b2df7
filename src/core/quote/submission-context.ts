/**
 * What every step of one submission shares besides its own data: the submission's id (a retry
 * of the same submission reuses it, so a store or mailer can do the work once) and the page the
 * visitor asked from.
 */
export interface SubmissionContext {
  readonly submissionId: string
  /** The path of the page the dialog was opened on, e.g. `/nc/charlotte/video-doorbells`. */
  readonly page: string
}

/** Letters, digits and hyphens, 8 to 64 of them: a UUID fits, and nothing that needs escaping. */
const submissionIdShape = /^[A-Za-z0-9-]{8,64}$/

export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && submissionIdShape.test(value)
}
