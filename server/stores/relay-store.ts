import type { RelaySubmission } from '../../src/contracts/relay-api'

/** A lead as the relay keeps it: the `contact_submissions` columns of its wire contract. */
export type ContactSubmission = Omit<RelaySubmission, 'page' | 'website'>
import type { QuoteMail, QuoteMailKind } from '../mail/quote-emails'
import { runMigrations, type Migration } from './migrations'
import { describeDatabaseError, type SqlClient } from './sql-client'

export type SubmissionInsert =
  | { readonly ok: true; readonly id: string; readonly repeated: boolean }
  | { readonly ok: false; readonly reason: string }

export type OutboxStatus = 'waiting' | 'sent' | 'dead'

export interface OutboxEntry {
  readonly id: string
  readonly submissionKey: string
  readonly kind: QuoteMailKind
  readonly mail: QuoteMail
  readonly status: OutboxStatus
  readonly attempts: number
  /** What the relay answered the first time (200 sent, 502 not yet); null while in flight. */
  readonly firstStatus: number | null
  readonly locked: boolean
}

export type OutboxRecord =
  | { readonly ok: true; readonly created: true; readonly entry: OutboxEntry }
  | { readonly ok: true; readonly created: false; readonly entry: OutboxEntry }
  | { readonly ok: false; readonly reason: string }

export interface LeadRow {
  readonly id: string
  readonly submissionKey: string | null
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly address: string
  readonly message: string
  readonly createdAt: Date
  readonly receivedAt: Date
  /** Where the visitor asked from, when the browser said. */
  readonly page: string | null
  readonly confirmation: OutboxStatus | null
  readonly notification: OutboxStatus | null
}

/** Everything the relay keeps: leads, the mail outbox and rate counters, in one database. */
export interface RelayStore {
  readonly kind: SqlClient['kind']
  /** `page` is where the visitor asked from, when the browser said. */
  saveSubmission(submission: ContactSubmission, submissionKey: string, page?: string): Promise<SubmissionInsert>
  findMail(submissionKey: string, kind: QuoteMailKind): Promise<OutboxEntry | undefined>
  /** Records a mail as claimed by the caller (who sends it at once), or returns the existing one. */
  recordMail(submissionKey: string, mail: QuoteMail, leaseMs: number): Promise<OutboxRecord>
  /** Claims one waiting mail now, whatever its retry time, unless someone holds it. */
  claimMail(id: string, leaseMs: number): Promise<OutboxEntry | undefined>
  /** Claims up to `limit` due mails for `leaseMs`; no other relay on the database gets them. */
  claimDueMail(limit: number, leaseMs: number): Promise<OutboxEntry[]>
  markMailSent(id: string, messageId: string, firstStatus: number | null): Promise<void>
  /** Counts a failed attempt; after `maxAttempts` the mail is dead, else due again after `retryInMs`. */
  markMailFailed(id: string, reason: string, retryInMs: number, maxAttempts: number, firstStatus: number | null): Promise<OutboxStatus>
  /** Frees every claim: only safe when this process is the database's single writer. */
  releaseAllClaims(): Promise<void>
  /** Adds one hit to `key`'s current window of `windowMs` and returns the window's total. */
  hitCounter(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>
  listLeads(options?: { since?: Date; limit?: number }): Promise<LeadRow[]>
  close(): Promise<void>
}

interface OutboxRow {
  id: string | number
  submission_key: string
  kind: QuoteMailKind
  message: QuoteMail | string
  status: OutboxStatus
  attempts: number
  first_status: number | null
  locked: boolean
}

const outboxColumns = `id, submission_key, kind, message, status, attempts, first_status,
  (locked_until is not null and locked_until > now()) as locked`

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: String(row.id),
    submissionKey: row.submission_key,
    kind: row.kind,
    mail: typeof row.message === 'string' ? (JSON.parse(row.message) as QuoteMail) : row.message,
    status: row.status,
    attempts: row.attempts,
    firstStatus: row.first_status,
    locked: row.locked,
  }
}

interface PendingSubmission {
  readonly submission: ContactSubmission
  readonly key: string
  readonly page: string | null
  readonly settle: (result: SubmissionInsert) => void
}

function submissionParams({ submission, key, page }: PendingSubmission): unknown[] {
  return [key, submission.name, submission.email, submission.phone, submission.address, submission.message, submission.created_at, page]
}

/** One statement for every row, so a burst of leads costs one commit instead of one each. */
function insertManySql(rows: number): string {
  const values = Array.from({ length: rows }, (_, row) => {
    const first = row * 8
    return `(${Array.from({ length: 8 }, (_, column) => `$${first + column + 1}`).join(', ')})`
  })
  return `insert into contact_submissions (submission_key, name, email, phone, address, message, created_at, page)
values ${values.join(', ')}
on conflict (submission_key) do nothing
returning id, submission_key`
}

const maxBatchRows = 100

/**
 * Stores submissions with group commit: a lead that arrives while the database is busy waits
 * for the current statement and then goes in with every other lead that arrived meanwhile, in
 * one multi-row insert. A lone lead is written at once. If a batch fails (one row breaks a
 * CHECK, or the database is down), each of its rows is tried alone, so one bad row never costs
 * another lead.
 */
function createSubmissionBatcher(sql: SqlClient): RelayStore['saveSubmission'] {
  const queue: PendingSubmission[] = []
  let writing = false

  async function insert(batch: readonly PendingSubmission[]): Promise<void> {
    const inserted = await sql.query<{ id: string | number; submission_key: string }>(
      insertManySql(batch.length),
      batch.flatMap(submissionParams),
    )
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

export function createRelayStore(sql: SqlClient): RelayStore {
  return {
    kind: sql.kind,

    saveSubmission: createSubmissionBatcher(sql),

    async findMail(submissionKey, kind) {
      const [row] = await sql.query<OutboxRow>(
        `select ${outboxColumns} from mail_outbox where submission_key = $1 and kind = $2`,
        [submissionKey, kind],
      )
      return row ? toEntry(row) : undefined
    },

    async recordMail(submissionKey, mail, leaseMs) {
      try {
        const [created] = await sql.query<OutboxRow>(
          `insert into mail_outbox (submission_key, kind, recipient, message, attempts, locked_until)
           values ($1, $2, $3, $4, 1, now() + make_interval(secs => $5))
           on conflict (submission_key, kind) do nothing
           returning ${outboxColumns}`,
          [submissionKey, mail.kind, mail.to.address.toLowerCase(), JSON.stringify(mail), leaseMs / 1000],
        )
        if (created) return { ok: true, created: true, entry: toEntry(created) }
        const [existing] = await sql.query<OutboxRow>(
          `select ${outboxColumns} from mail_outbox where submission_key = $1 and kind = $2`,
          [submissionKey, mail.kind],
        )
        if (!existing) return { ok: false, reason: 'The outbox neither recorded the mail nor found the earlier one.' }
        return { ok: true, created: false, entry: toEntry(existing) }
      } catch (error) {
        return { ok: false, reason: describeDatabaseError(error) }
      }
    },

    async claimMail(id, leaseMs) {
      const [row] = await sql.query<OutboxRow>(
        `update mail_outbox set attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
         where id = $1 and status = 'waiting' and (locked_until is null or locked_until <= now())
         returning ${outboxColumns}`,
        [id, leaseMs / 1000],
      )
      return row ? toEntry(row) : undefined
    },

    async claimDueMail(limit, leaseMs) {
      const rows = await sql.query<OutboxRow>(
        `update mail_outbox set attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
         where id in (
           select id from mail_outbox
           where status = 'waiting' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
           order by next_attempt_at, id
           limit $1
           for update skip locked
         )
         returning ${outboxColumns}`,
        [limit, leaseMs / 1000],
      )
      return rows.map(toEntry)
    },

    async markMailSent(id, messageId, firstStatus) {
      await sql.query(
        `update mail_outbox set status = 'sent', sent_at = now(), message_id = $2, locked_until = null,
           last_error = null, first_status = coalesce(first_status, $3)
         where id = $1`,
        [id, messageId, firstStatus],
      )
    },

    async markMailFailed(id, reason, retryInMs, maxAttempts, firstStatus) {
      const [row] = await sql.query<{ status: OutboxStatus }>(
        `update mail_outbox set
           status = case when attempts >= $4 then 'dead' else 'waiting' end,
           last_error = left($2, 500), locked_until = null,
           next_attempt_at = now() + make_interval(secs => $3),
           first_status = coalesce(first_status, $5)
         where id = $1
         returning status`,
        [id, reason, retryInMs / 1000, maxAttempts, firstStatus],
      )
      return row?.status ?? 'waiting'
    },

    async releaseAllClaims() {
      await sql.query(`update mail_outbox set locked_until = null where status = 'waiting' and locked_until is not null`)
    },

    async hitCounter(key, windowMs) {
      const seconds = Math.max(1, Math.round(windowMs / 1000))
      const [row] = await sql.query<{ hits: number; reset_at: Date | string }>(
        `insert into rate_counters (key, window_start, hits)
         values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
         on conflict (key, window_start) do update set hits = rate_counters.hits + 1
         returning hits, window_start + make_interval(secs => $2) as reset_at`,
        [key, seconds],
      )
      if (Math.random() < 0.01) {
        // Now and then, forget windows that ended long ago; no request waits on it.
        void sql.query(`delete from rate_counters where window_start < now() - interval '1 day'`).catch(() => undefined)
      }
      return { hits: row?.hits ?? 1, resetAt: new Date(row?.reset_at ?? Date.now()).getTime() }
    },

    async listLeads({ since, limit } = {}) {
      const rows = await sql.query<{
        id: string | number
        submission_key: string | null
        name: string
        email: string
        phone: string
        address: string
        message: string
        created_at: Date | string
        received_at: Date | string
        page: string | null
        confirmation: OutboxStatus | null
        notification: OutboxStatus | null
      }>(
        `select s.id, s.submission_key, s.name, s.email, s.phone, s.address, s.message, s.created_at, s.received_at, s.page,
           (select status from mail_outbox o where o.submission_key = s.submission_key and o.kind = 'confirmation') as confirmation,
           (select status from mail_outbox o where o.submission_key = s.submission_key and o.kind = 'notification') as notification
         from contact_submissions s
         where ($1::timestamptz is null or s.received_at >= $1::timestamptz)
         order by s.received_at desc, s.id desc
         limit $2`,
        [since ? since.toISOString() : null, limit ?? 1_000_000],
      )
      return rows.map((row) => ({
        id: String(row.id),
        submissionKey: row.submission_key,
        name: row.name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        message: row.message,
        createdAt: new Date(row.created_at),
        receivedAt: new Date(row.received_at),
        page: row.page,
        confirmation: row.confirmation,
        notification: row.notification,
      }))
    },

    close: () => sql.close(),
  }
}

/** Brings a database's schema up to date; returns the versions applied now. */
export function migrateRelayStore(sql: SqlClient, migrations?: readonly Migration[]): Promise<string[]> {
  return runMigrations(sql.inTransaction, migrations)
}
