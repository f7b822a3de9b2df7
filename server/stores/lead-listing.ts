import type { OutboxStatus } from './outbox-store'
import type { SqlClient } from './sql-client'

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
  /** Sent once any of the owner's channels (NOTIFIERS) has it. */
  readonly notification: OutboxStatus | null
}

/** The owner's view of the leads, newest first, with what became of each one's two mails. */
export interface LeadListing {
  listLeads(options?: { since?: Date; limit?: number }): Promise<LeadRow[]>
}

export function createLeadListing(sql: SqlClient): LeadListing {
  return {
    async listLeads({ since, limit } = {}) {
      const rows = await sql.query<
        Omit<LeadRow, 'id' | 'createdAt' | 'receivedAt'> & { id: string | number; createdAt: Date | string; receivedAt: Date | string }
      >(
        `select s.id, s.submission_key as "submissionKey", s.name, s.email, s.phone, s.address, s.message,
           s.created_at as "createdAt", s.received_at as "receivedAt", s.page,
           (select status from mail_outbox o where o.submission_key = s.submission_key and o.kind = 'confirmation' and o.channel = 'mail') as confirmation,
           -- One row per notifier channel: sent once any channel reached the owner.
           (select case when bool_or(o.status = 'sent') then 'sent' when bool_or(o.status = 'waiting') then 'waiting' else max(o.status) end
              from mail_outbox o where o.submission_key = s.submission_key and o.kind = 'notification') as notification
         from contact_submissions s
         where ($1::timestamptz is null or s.received_at >= $1::timestamptz)
         order by s.received_at desc, s.id desc
         limit $2`,
        [since ? since.toISOString() : null, limit ?? 1_000_000],
      )
      return rows.map((row) => ({ ...row, id: String(row.id), createdAt: new Date(row.createdAt), receivedAt: new Date(row.receivedAt) }))
    },
  }
}
