import { describeDatabaseError, type SqlClient } from './sql-client'

/** The two mails of a submission, as the `mail_outbox.kind` CHECK names them. */
export type OutboxMailKind = 'confirmation' | 'notification'

/** What the outbox needs of a finished mail; the rest is kept as it is and handed back. */
export interface OutboxMail {
  readonly kind: OutboxMailKind
  readonly to: { readonly address: string }
}

/** A mail as it comes back from the database: whoever reads it checks the rest of its shape. */
export type StoredMail = OutboxMail & { readonly [field: string]: unknown }

export type OutboxStatus = 'waiting' | 'sent' | 'dead'

export interface OutboxEntry {
  readonly id: string
  readonly submissionKey: string
  readonly kind: OutboxMailKind
  readonly mail: StoredMail
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

/** The mails owed for each submission, claimed, sent, retried or given up, in `mail_outbox`. */
export interface OutboxStore {
  findMail(submissionKey: string, kind: OutboxMailKind): Promise<OutboxEntry | undefined>
  /** Records a mail as claimed by the caller (who sends it at once), or returns the existing one. */
  recordMail(submissionKey: string, mail: OutboxMail, leaseMs: number): Promise<OutboxRecord>
  /** Claims one waiting mail now, whatever its retry time, unless someone holds it. */
  claimMail(id: string, leaseMs: number): Promise<OutboxEntry | undefined>
  /** Claims up to `limit` due mails for `leaseMs`; no other relay on the database gets them. */
  claimDueMail(limit: number, leaseMs: number): Promise<OutboxEntry[]>
  markMailSent(id: string, messageId: string, firstStatus: number | null): Promise<void>
  /** Counts a failed attempt; after `maxAttempts` the mail is dead, else due again after `retryInMs`. */
  markMailFailed(id: string, reason: string, retryInMs: number, maxAttempts: number, firstStatus: number | null): Promise<OutboxStatus>
  /** Frees every claim: only safe when this process is the database's single writer. */
  releaseAllClaims(): Promise<void>
}

interface OutboxRow {
  id: string | number
  submission_key: string
  kind: OutboxMailKind
  message: unknown
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
    mail: (typeof row.message === 'string' ? JSON.parse(row.message) : row.message) as StoredMail,
    status: row.status,
    attempts: row.attempts,
    firstStatus: row.first_status,
    locked: row.locked,
  }
}

export function createOutboxStore(sql: SqlClient): OutboxStore {
  return {
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
      return rows.map((row) => toEntry(row))
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
  }
}
