import type { RelaySubmission } from '../../src/quote/relay-api'
import { describeDatabaseError, type SqlClient } from './sql-client'

/** A lead as the relay keeps it: the `contact_submissions` columns of its wire contract. */
export type ContactSubmission = Omit<RelaySubmission, 'page' | 'website'>

export type SubmissionInsert =
  { readonly ok: true; readonly id: string; readonly repeated: boolean } | { readonly ok: false; readonly reason: string }

/** Keeps leads in `contact_submissions`, one row per submission key. */
export interface LeadStore {
  /** `page` is where the visitor asked from, when the browser said. */
  saveSubmission(submission: ContactSubmission, submissionKey: string, page?: string): Promise<SubmissionInsert>
  /** The e-mail address of the submission stored under this key, as stored; undefined when there is none. */
  storedEmail(submissionKey: string): Promise<string | undefined>
}

interface PendingSubmission {
  readonly submission: ContactSubmission
  readonly key: string
  readonly page: string | null
  readonly settle: (result: SubmissionInsert) => void
}

/**
 * One statement for every row, so a burst of leads costs one commit instead of one each. The rows
 * travel as one array per column: the statement's text is the same for any number of rows, and
 * the database parses 8 parameters instead of 8 per row (a quarter less work per lead on the
 * embedded store, docs/benchmarks.md).
 */
const insertManySql = `insert into contact_submissions (submission_key, name, email, phone, address, message, created_at, page)
select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[])
on conflict (submission_key) do nothing
returning id, submission_key`

function columnsOf(batch: readonly PendingSubmission[]): unknown[][] {
  return [
    batch.map(({ key }) => key),
    batch.map(({ submission }) => submission.name),
    batch.map(({ submission }) => submission.email),
    batch.map(({ submission }) => submission.phone),
    batch.map(({ submission }) => submission.address),
    batch.map(({ submission }) => submission.message),
    batch.map(({ submission }) => submission.created_at),
    batch.map(({ page }) => page),
  ]
}

const maxBatchRows = 100

/**
 * Stores submissions with group commit: a lead that arrives while the database is busy waits
 * for the current statement and then goes in with every other lead that arrived meanwhile, in
 * one multi-row insert. A lone lead is written at once. If a batch fails (one row breaks a
 * CHECK, or the database is down), each of its rows is tried alone, so one bad row never costs
 * another lead.
 */
function createSubmissionBatcher(sql: SqlClient): LeadStore['saveSubmission'] {
  const queue: PendingSubmission[] = []
  let writing = false

  async function insert(batch: readonly PendingSubmission[]): Promise<void> {
    const inserted = await sql.query<{ id: string | number; submission_key: string }>(insertManySql, columnsOf(batch))
    const newIds = new Map(inserted.map((row) => [row.submission_key, String(row.id)]))
    const repeatedKeys = [...new Set(batch.map((pending) => pending.key).filter((key) => !newIds.has(key)))]
    const existing =
      repeatedKeys.length === 0
        ? []
        : await sql.query<{ id: string | number; submission_key: string }>(
            'select id, submission_key from contact_submissions where submission_key = any($1::text[])',
            [repeatedKeys],
          )
    const existingIds = new Map(existing.map((row) => [row.submission_key, String(row.id)]))
    const claimed = new Set<string>()
    for (const pending of batch) {
      const fresh = newIds.get(pending.key)
      if (fresh !== undefined && !claimed.has(pending.key)) {
        claimed.add(pending.key)
        pending.settle({ ok: true, id: fresh, repeated: false })
        continue
      }
      const id = fresh ?? existingIds.get(pending.key)
      pending.settle(
        id === undefined
          ? { ok: false, reason: 'The insert neither stored a row nor found the earlier one.' }
          : { ok: true, id, repeated: true },
      )
    }
  }

  async function write() {
    writing = true
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatchRows)
        try {
          await insert(batch)
        } catch (error) {
          if (batch.length === 1) {
            batch[0]?.settle({ ok: false, reason: describeDatabaseError(error) })
            continue
          }
          for (const pending of batch) {
            await insert([pending]).catch((single: unknown) => pending.settle({ ok: false, reason: describeDatabaseError(single) }))
          }
        }
      }
    } finally {
      writing = false
    }
  }

  return (submission, key, page) =>
    new Promise<SubmissionInsert>((resolve) => {
      queue.push({ submission, key, page: page ?? null, settle: resolve })
      if (!writing) void write()
    })
}

export function createLeadStore(sql: SqlClient): LeadStore {
  return {
    saveSubmission: createSubmissionBatcher(sql),
    async storedEmail(submissionKey) {
      const [row] = await sql.query<{ email: string }>('select email from contact_submissions where submission_key = $1', [submissionKey])
      return row?.email
    },
  }
}
