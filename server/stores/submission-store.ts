import type { ContactSubmission } from '../../src/core/quote/contact-submission'

/** What an insert came to: the new row's id, or why the database refused or was unreachable. */
export type SubmissionInsert =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly reason: string }

/** Where the relay keeps quote requests. */
export interface SubmissionStore {
  /** Which engine holds the rows, for the start-up log line. */
  readonly kind: 'postgresql' | 'pglite'
  insertSubmission(submission: ContactSubmission): Promise<SubmissionInsert>
  close(): Promise<void>
}

export const insertSubmissionSql = `insert into contact_submissions (name, email, phone, address, message, created_at)
values ($1, $2, $3, $4, $5, $6)
returning id`

export function insertSubmissionParams(submission: ContactSubmission): string[] {
  return [
    submission.name,
    submission.email,
    submission.phone,
    submission.address,
    submission.message,
    submission.created_at,
  ]
}

export function describeDatabaseError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' ? `${error.message} (${code})` : error.message
  }
  return String(error)
}
