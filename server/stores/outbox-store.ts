import { describeDatabaseError, type SqlClient } from './sql-client'

/** The two mails of a submission, as the `mail_outbox.kind` CHECK names them. */
export type OutboxMailKind = 'confirmation' | 'notification'

/** Mail is the channel every confirmation takes, and the owner's notification unless configured otherwise. */
export const mailChannel = 'mail'

/**
 * What the outbox needs of a finished message; the rest is kept as it is and handed back.
 * `channel` names what carries it (a notifier's channel); absent means mail.
 */
export interface OutboxMail {
  readonly kind: OutboxMailKind
  readonly channel?: string
  /** Who it goes to: an address for mail, the channel's name for a chat webhook (its URL is a secret). */
  readonly to: { readonly address: string }
}

/** A mail as it comes back from the database: whoever reads it checks the rest of its shape. */
export type StoredMail = OutboxMail & { readonly [field: string]: unknown }

export type OutboxStatus = 'waiting' | 'sent' | 'dead'

export interface OutboxEntry {
  readonly id: string
  readonly submissionKey: string
  readonly kind: OutboxMailKind
  readonly channel: string
  readonly mail: StoredMail
  readonly status: OutboxStatus
  readonly attempts: number
  /** What the relay answered the first time (200 sent, 502 not yet); null while in flight. */
  readonly firstStatus: number | null
  readonly locked: boolean
  /** A post before this one went unanswered: this attempt is the last, and may wait longer for its answer. */
  readonly finalAttempt?: boolean
}

export type OutboxRecord =
  | { readonly ok: true; readonly created: true; readonly entry: OutboxEntry }
  | { readonly ok: true; readonly created: false; readonly entry: OutboxEntry }
  | { readonly ok: false; readonly reason: string }

/**
 * The messages owed for each submission, claimed, sent, retried or given up, in `mail_outbox`.
 * `holder` names the relay that claims (see server/mail/relay-identity.ts); claims are leases,
 * so a holder that dies is replaced when its lease ends, or at once when it restarts.
 */
export interface OutboxStore {
  findMail(submissionKey: string, kind: OutboxMailKind, channel?: string): Promise<OutboxEntry | undefined>
  /** Records a mail as claimed by the caller (who sends it at once), or returns the existing one. */
  recordMail(submissionKey: string, mail: OutboxMail, leaseMs: number, holder?: string): Promise<OutboxRecord>
  /** Claims one waiting mail now, whatever its retry time, unless someone holds it. */
  claimMail(id: string, leaseMs: number, holder?: string): Promise<OutboxEntry | undefined>
  /** Claims up to `limit` due mails for `leaseMs`; no other relay on the database gets them. */
  claimDueMail(limit: number, leaseMs: number, holder?: string): Promise<OutboxEntry[]>
  markMailSent(id: string, messageId: string, firstStatus: number | null): Promise<void>
  /**
   * Counts a failed attempt; after `maxAttempts`, or at once when the failure is `permanent`
   * (trying again cannot help), the mail is dead, else due again after `retryInMs`.
   */
  markMailFailed(
    id: string,
    reason: string,
    retryInMs: number,
    maxAttempts: number,
    firstStatus: number | null,
    permanent?: boolean,
    /** The attempt went unanswered and may have arrived: the next attempt is the last. */
    nextIsLast?: boolean,
  ): Promise<OutboxStatus>
  /** Frees every claim: only safe when this process is the database's single writer. */
  releaseAllClaims(): Promise<void>
  /** Frees the claims `holder` left: called by a relay as it starts, before it claims anything. */
  releaseClaimsOf(holder: string): Promise<number>
}

type OutboxRow = Omit<OutboxEntry, 'id' | 'mail' | 'finalAttempt'> & { id: string | number; mail: unknown; lastAttempt: number | null }

const outboxColumns = `id, submission_key as "submissionKey", kind, channel, message as mail, status, attempts,
  first_status as "firstStatus", last_attempt as "lastAttempt", (locked_until is not null and locked_until > now()) as locked`

function toEntry({ id, mail, lastAttempt, ...row }: OutboxRow): OutboxEntry {
  return {
    ...row,
    id: String(id),
    mail: (typeof mail === 'string' ? JSON.parse(mail) : mail) as StoredMail,
    finalAttempt: lastAttempt !== null && lastAttempt !== undefined && row.attempts >= lastAttempt,
  }
}

export function createOutboxStore(sql: SqlClient): OutboxStore {
  async function findMail(submissionKey: string, kind: OutboxMailKind, channel = mailChannel): Promise<OutboxEntry | undefined> {
    const [row] = await sql.query<OutboxRow>(
      `select ${outboxColumns} from mail_outbox where submission_key = $1 and kind = $2 and channel = $3`,
      [submissionKey, kind, channel],
    )
    return row ? toEntry(row) : undefined
  }

  return {
    findMail,

    async recordMail(submissionKey, mail, leaseMs, holder) {
      const channel = mail.channel ?? mailChannel
      try {
        const [created] = await sql.query<OutboxRow>(
          `insert into mail_outbox (submission_key, kind, channel, recipient, message, attempts, locked_until, claimed_by)
           values ($1, $2, $3, $4, $5, 1, now() + make_interval(secs => $6), $7)
           on conflict (submission_key, kind, channel) do nothing
           returning ${outboxColumns}`,
          [submissionKey, mail.kind, channel, mail.to.address.toLowerCase(), JSON.stringify(mail), leaseMs / 1000, holder ?? null],
        )
        if (created) return { ok: true, created: true, entry: toEntry(created) }
        const existing = await findMail(submissionKey, mail.kind, channel)
        if (!existing) return { ok: false, reason: 'The outbox neither recorded the mail nor found the earlier one.' }
        return { ok: true, created: false, entry: existing }
      } catch (error) {
        return { ok: false, reason: describeDatabaseError(error) }
      }
    },

    async claimMail(id, leaseMs, holder) {
      const [row] = await sql.query<OutboxRow>(
        `update mail_outbox set attempts = attempts + 1, locked_until = now() + make_interval(secs => $2), claimed_by = $3
         where id = $1 and status = 'waiting' and (locked_until is null or locked_until <= now())
         returning ${outboxColumns}`,
        [id, leaseMs / 1000, holder ?? null],
      )
      return row ? toEntry(row) : undefined
    },

    async claimDueMail(limit, leaseMs, holder) {
      const rows = await sql.query<OutboxRow>(
        `update mail_outbox set attempts = attempts + 1, locked_until = now() + make_interval(secs => $2), claimed_by = $3
         where id in (
           select id from mail_outbox
           where status = 'waiting' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
           order by next_attempt_at, id
           limit $1
           for update skip locked
         )
         returning ${outboxColumns}`,
        [limit, leaseMs / 1000, holder ?? null],
      )
      return rows.map(toEntry)
    },

    async markMailSent(id, messageId, firstStatus) {
      await sql.query(
        `update mail_outbox set status = 'sent', sent_at = now(), message_id = $2, locked_until = null, claimed_by = null,
           last_error = null, first_status = coalesce(first_status, $3)
         where id = $1`,
        [id, messageId, firstStatus],
      )
    },

    async markMailFailed(id, reason, retryInMs, maxAttempts, firstStatus, permanent = false, nextIsLast = false) {
      const [row] = await sql.query<{ status: OutboxStatus }>(
        `update mail_outbox set
           status = case when $6::boolean or attempts >= $4 or attempts >= coalesce(last_attempt, $4) then 'dead' else 'waiting' end,
           last_attempt = case when $7::boolean then least(coalesce(last_attempt, attempts + 1), attempts + 1) else last_attempt end,
           last_error = left($2, 500), locked_until = null, claimed_by = null,
           next_attempt_at = now() + make_interval(secs => $3),
           first_status = coalesce(first_status, $5)
         where id = $1
         returning status`,
        [id, reason, retryInMs / 1000, maxAttempts, firstStatus, permanent, nextIsLast],
      )
      return row?.status ?? 'waiting'
    },

    async releaseAllClaims() {
      await sql.query(`update mail_outbox set locked_until = null, claimed_by = null where status = 'waiting' and locked_until is not null`)
    },

    async releaseClaimsOf(holder) {
      const rows = await sql.query<{ id: string }>(
        `update mail_outbox set locked_until = null, claimed_by = null
         where status = 'waiting' and claimed_by = $1 and locked_until is not null
         returning id`,
        [holder],
      )
      return rows.length
    },
  }
}
