import type { Logger } from 'pino'
import type { OutboxEntry, OutboxStore } from '../stores/outbox-store'
import { storedQuoteMail, type QuoteMail } from './quote-emails'
import type { RelayMailer } from './relay-mailer'
import { memorySentJournal, type SentJournal } from './sent-journal'

/** How many unrecorded sends one relay remembers: far more than a database outage sees. */
const maxUnrecordedSends = 10_000

/** How a mail the relay accepted came out of its first attempt, which is what the caller is told. */
export type FirstAttempt =
  | { readonly status: 200; readonly messageId: string; readonly repeated: boolean }
  /** Not sent yet; `queued` when the outbox holds it and will try again. */
  | { readonly status: 502; readonly reason: string; readonly queued: boolean; readonly repeated: boolean }
  /** The same submission's mail is being sent by another request right now. */
  | { readonly status: 409; readonly repeated: true }

export interface MailOutboxOptions {
  readonly outbox: OutboxStore
  readonly mailer: RelayMailer
  /** What this relay handed to the mail server, so a row it could not mark is not sent twice. */
  readonly journal?: SentJournal
  readonly logger?: Logger
  /** Delay before the first retry; each later retry waits twice as long, up to an hour. */
  readonly retryBaseMs: number
  readonly maxAttempts: number
  /** How long a claim holds: longer than the slowest send the mail transport allows. */
  readonly leaseMs: number
  /** How often the background worker looks for due mail. */
  readonly pollMs: number
}

export interface MailOutbox {
  /** Records the mail durably, then makes the first attempt; a repeat of the key sends nothing. */
  deliver(submissionKey: string, mail: QuoteMail): Promise<FirstAttempt>
  /** Finds the first mail already recorded under this key and kind, if any. */
  previous(submissionKey: string, mail: Pick<QuoteMail, 'kind'>): Promise<FirstAttempt | undefined>
  start(): void
  /** Stops polling and waits for the sends in flight. */
  stop(): Promise<void>
}

const maxRetryDelayMs = 60 * 60_000

function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs)
}

function answerFor(entry: OutboxEntry): FirstAttempt {
  if (entry.status === 'sent') return { status: 200, messageId: '', repeated: true }
  if (entry.locked && entry.firstStatus === null) return { status: 409, repeated: true }
  return { status: 502, reason: 'The first attempt did not send it.', queued: entry.status === 'waiting', repeated: true }
}

/**
 * The relay's durable outbox. Every accepted mail is a row before the relay answers; the request
 * makes the first attempt itself, and a background worker retries failures with exponential
 * backoff until the mail is sent or dead. Claims go through `claimDueMail` (FOR UPDATE SKIP
 * LOCKED), so several relays on one PostgreSQL never send one mail twice.
 */
export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { outbox, mailer, logger } = options
  const journal = options.journal ?? memorySentJournal()

  /** Written before the row is marked: if the database stops in between, the journal still knows. */
  function journalSent(submissionKey: string, kind: string, messageId: string) {
    try {
      journal.record(submissionKey, kind, messageId)
    } catch (error) {
      logger?.error({ err: String(error), kind }, 'sent mail not written to the journal')
    }
  }
  const inFlight = new Set<Promise<unknown>>()
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work)).catch(() => undefined)
    return work
  }

  async function attempt(entry: OutboxEntry, first: boolean): Promise<FirstAttempt> {
    const alreadySent = journal.sent(entry.submissionKey, entry.kind)
    if (alreadySent) {
      await outbox
        .markMailSent(entry.id, alreadySent, first ? 200 : null)
        .catch((error: unknown) => logger?.error({ err: String(error), outboxId: entry.id }, 'sent mail not marked sent'))
      logger?.info({ outboxId: entry.id, kind: entry.kind }, 'mail already handed to the mail server: marked sent, not sent again')
      return { status: 200, messageId: alreadySent, repeated: true }
    }
    const delivery = await mailer.send(storedQuoteMail(entry.mail), entry.submissionKey)
    if (delivery.ok) {
      journalSent(entry.submissionKey, entry.kind, delivery.messageId)
      await outbox
        .markMailSent(entry.id, delivery.messageId, first ? 200 : null)
        .catch((error: unknown) => logger?.error({ err: String(error), outboxId: entry.id }, 'sent mail not marked sent'))
      logger?.info({ outboxId: entry.id, kind: entry.kind, attempt: entry.attempts }, 'mail sent')
      return { status: 200, messageId: delivery.messageId, repeated: false }
    }
    const retryIn = retryDelayMs(options.retryBaseMs, entry.attempts)
    const status = await outbox
      .markMailFailed(entry.id, delivery.reason, retryIn, options.maxAttempts, first ? 502 : null)
      .catch(() => 'waiting' as const)
    const log = { outboxId: entry.id, kind: entry.kind, attempt: entry.attempts, reason: delivery.reason, status }
    if (status === 'dead') logger?.error(log, 'mail dead after its last attempt')
    else logger?.warn({ ...log, retryInMs: retryIn }, 'mail attempt failed')
    return { status: 502, reason: delivery.reason, queued: status === 'waiting', repeated: false }
  }

  /**
   * The same submission's mail again (the visitor pressed Submit once more): sent mail answers
   * as sent; mail still waiting is tried now, once, by whoever claims it first.
   */
  async function repeat(entry: OutboxEntry): Promise<FirstAttempt> {
    if (entry.status !== 'waiting' || entry.locked) return answerFor(entry)
    const claimed = await outbox.claimMail(entry.id, options.leaseMs)
    if (!claimed) return answerFor({ ...entry, locked: true })
    const result = await attempt(claimed, claimed.firstStatus === null)
    return { ...result, repeated: true } as FirstAttempt
  }

  /**
   * Mails sent while the outbox could not record them, by submission and kind: the only memory
   * that stops a retry from sending them again. Bounded, oldest forgotten first.
   */
  const sentWithoutRecord = new Map<string, Promise<FirstAttempt>>()
  function rememberUnrecorded(key: string, sending: Promise<FirstAttempt>) {
    sentWithoutRecord.set(key, sending)
    if (sentWithoutRecord.size > maxUnrecordedSends) sentWithoutRecord.delete(sentWithoutRecord.keys().next().value ?? '')
  }

  async function drain() {
    for (;;) {
      if (stopped) return
      const due = await outbox.claimDueMail(5, options.leaseMs)
      if (due.length === 0) return
      await Promise.all(due.map((entry) => attempt(entry, false)))
    }
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      void track(drain())
        .catch((error: unknown) => logger?.warn({ err: String(error) }, 'outbox poll failed'))
        .finally(schedule)
    }, options.pollMs)
    timer.unref()
  }

  return {
    async previous(submissionKey, mail) {
      const entry = await outbox.findMail(submissionKey, mail.kind).catch(() => undefined)
      return entry ? track(repeat(entry)) : undefined
    },

    deliver(submissionKey, mail) {
      return track(
        (async (): Promise<FirstAttempt> => {
          const record = await outbox.recordMail(submissionKey, mail, options.leaseMs)
          if (!record.ok) {
            // The database is down: the mail may be the only copy of the lead, so send it anyway,
            // but once per submission and kind in this process, however often the visitor retries.
            const memoKey = `${submissionKey}\0${mail.kind}`
            const earlier = sentWithoutRecord.get(memoKey)
            if (earlier) return { ...(await earlier), repeated: true } as FirstAttempt
            logger?.warn({ reason: record.reason, kind: mail.kind }, 'outbox unavailable: sending without a record')
            const sending = (async (): Promise<FirstAttempt> => {
              const sentBefore = journal.sent(submissionKey, mail.kind)
              if (sentBefore) return { status: 200, messageId: sentBefore, repeated: true }
              const delivery = await mailer.send(mail, submissionKey)
              if (delivery.ok) journalSent(submissionKey, mail.kind, delivery.messageId)
              return delivery.ok
                ? { status: 200, messageId: delivery.messageId, repeated: false }
                : { status: 502, reason: delivery.reason, queued: false, repeated: false }
            })()
            rememberUnrecorded(memoKey, sending)
            const result = await sending
            // A mail that did not go out may be tried again; only a sent one must not be.
            if (result.status !== 200) sentWithoutRecord.delete(memoKey)
            return result
          }
          if (!record.created) return repeat(record.entry)
          return attempt(record.entry, true)
        })(),
      )
    },

    start() {
      stopped = false
      if (!timer) {
        void track(drain()).catch(() => undefined)
        schedule()
      }
    },

    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await Promise.allSettled([...inFlight])
    },
  }
}
