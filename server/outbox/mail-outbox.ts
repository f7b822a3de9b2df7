import type { Logger } from 'pino'
import { deliverByMail } from '../notify/mail-notifier'
import type { DeliveryAttempt, NewLead, NoticeDelivery, Notifier } from '../notify/notifier'
import {
  mailChannel,
  type OutboxEntry,
  type OutboxMail,
  type OutboxMailKind,
  type OutboxStore,
  type StoredMail,
} from '../stores/outbox-store'
import { describeMailError, type RelayMailer } from '../mail/relay-mailer'
import type { SentJournal } from '../mail/sent-journal'

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
  /** Who tells the owner of a lead (`notifyOwner`), each on its own channel; mail goes through `mailer`. */
  readonly notifiers?: readonly Notifier[]
  /** This relay's name on its claims (server/mail/relay-identity.ts). */
  readonly holder?: string
  /** What this relay handed to the mail server, so a row it could not mark is not sent twice. */
  readonly journal: SentJournal
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
  deliver(submissionKey: string, mail: OutboxMail): Promise<FirstAttempt>
  /**
   * Tells the owner of a lead on every configured channel, each recorded and retried on its own.
   * Answers sent as soon as one channel delivered it (the owner knows); the others keep trying.
   */
  notifyOwner(submissionKey: string, lead: NewLead): Promise<FirstAttempt>
  /** Finds the first mail already recorded under this key and kind, if any. */
  previous(submissionKey: string, mail: { readonly kind: OutboxMailKind }): Promise<FirstAttempt | undefined>
  start(): void
  /** Stops polling and waits for the sends in flight. */
  stop(): Promise<void>
}

const maxRetryDelayMs = 60 * 60_000

function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs)
}

/** The sent journal's name for a message: mail keeps its kind alone, as journals written before channels did. */
function journalKind(kind: OutboxMailKind, channel: string | undefined): string {
  return !channel || channel === mailChannel ? kind : `${kind}@${channel}`
}

/**
 * One answer for the owner's notification over all channels: sent when any channel delivered
 * it, in progress when none did yet but one is being sent, otherwise not sent (queued if any
 * channel will try again).
 */
function combinedAnswer(answers: readonly FirstAttempt[]): FirstAttempt {
  const repeated = answers.every((answer) => answer.repeated)
  const sent = answers.find((answer) => answer.status === 200)
  if (sent) return { ...sent, repeated }
  if (answers.some((answer) => answer.status === 409)) return { status: 409, repeated: true }
  const failed = answers.filter((answer): answer is Extract<FirstAttempt, { status: 502 }> => answer.status === 502)
  if (failed.length === 0) return { status: 502, reason: 'no notifier is configured (NOTIFIERS)', queued: false, repeated }
  return { status: 502, reason: failed.map((answer) => answer.reason).join('; '), queued: failed.some((answer) => answer.queued), repeated }
}

/** Settles with the first answer that says sent, or with all of them once every one has come. */
function firstSentOrAll(attempts: readonly Promise<FirstAttempt>[]): Promise<FirstAttempt[]> {
  return new Promise((resolve, reject) => {
    let waiting = attempts.length
    const answers: FirstAttempt[] = []
    if (waiting === 0) resolve(answers)
    for (const attempt of attempts) {
      attempt.then((answer) => {
        answers.push(answer)
        waiting -= 1
        if (answer.status === 200 || waiting === 0) resolve(answers)
      }, reject)
    }
  })
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
  const { outbox, mailer, logger, holder, journal } = options
  const notifiers = options.notifiers ?? []

  /** Each channel's delivery; mail is the relay's transport, the others their notifier's. */
  const deliverers = new Map<string, (message: StoredMail, submissionKey: string, attempt?: DeliveryAttempt) => Promise<NoticeDelivery>>([
    ...notifiers.map((notifier) => [notifier.channel, notifier.deliver.bind(notifier)] as const),
    [mailChannel, (message, submissionKey) => deliverByMail(mailer, message, submissionKey)],
  ])

  async function deliverOn(
    channel: string | undefined,
    message: StoredMail,
    submissionKey: string,
    attempt: DeliveryAttempt = { final: false },
  ): Promise<NoticeDelivery> {
    const deliver = deliverers.get(channel ?? mailChannel)
    if (!deliver)
      return { delivered: false, reason: `no notifier for the "${channel}" channel is configured (NOTIFIERS)`, permanent: false }
    try {
      return await deliver(message, submissionKey, attempt)
    } catch (error) {
      return { delivered: false, reason: describeMailError(error), permanent: false }
    }
  }

  /** Attempts this relay is making now, by outbox row: a repeat of one waits for it instead of hearing "in progress". */
  const attemptsInFlight = new Map<string, Promise<FirstAttempt>>()

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

  function markSent(entry: OutboxEntry, messageId: string, first: boolean): Promise<void> {
    return outbox
      .markMailSent(entry.id, messageId, first ? 200 : null)
      .catch((error: unknown) => logger?.error({ err: String(error), outboxId: entry.id }, 'sent mail not marked sent'))
  }

  function attempt(entry: OutboxEntry, first: boolean): Promise<FirstAttempt> {
    const running = attemptOnce(entry, first)
    attemptsInFlight.set(entry.id, running)
    void running.finally(() => attemptsInFlight.delete(entry.id)).catch(() => undefined)
    return running
  }

  async function attemptOnce(entry: OutboxEntry, first: boolean): Promise<FirstAttempt> {
    const name = journalKind(entry.kind, entry.channel)
    const alreadySent = journal.sent(entry.submissionKey, name)
    if (alreadySent) {
      await markSent(entry, alreadySent, first)
      logger?.info(
        { outboxId: entry.id, kind: entry.kind, channel: entry.channel },
        'mail already handed to the mail server: marked sent, not sent again',
      )
      return { status: 200, messageId: alreadySent, repeated: true }
    }
    const delivery = await deliverOn(entry.channel, entry.mail, entry.submissionKey, { final: entry.finalAttempt ?? false })
    if (delivery.delivered) {
      journalSent(entry.submissionKey, name, delivery.id)
      await markSent(entry, delivery.id, first)
      logger?.info({ outboxId: entry.id, kind: entry.kind, channel: entry.channel, attempt: entry.attempts }, 'mail sent')
      return { status: 200, messageId: delivery.id, repeated: false }
    }
    const retryIn = retryDelayMs(options.retryBaseMs, entry.attempts)
    // An unanswered post may be on show already: one more try at most, so a slow service gets
    // at most one copy more, never one per attempt.
    const unanswered = delivery.unanswered === true
    const status = await outbox
      .markMailFailed(entry.id, delivery.reason, retryIn, options.maxAttempts, first ? 502 : null, delivery.permanent, unanswered)
      .catch(() => 'waiting' as const)
    const log = { outboxId: entry.id, kind: entry.kind, channel: entry.channel, attempt: entry.attempts, reason: delivery.reason, status }
    if (status === 'dead' && unanswered) logger?.warn(log, 'message posted and never answered: not posted again, the channel may show it')
    else if (status === 'dead' && delivery.permanent) logger?.error(log, 'mail refused for good: marked dead, not retried')
    else if (status === 'dead') logger?.error(log, 'mail dead after its last attempt')
    else logger?.warn({ ...log, retryInMs: retryIn }, 'mail attempt failed')
    return { status: 502, reason: delivery.reason, queued: status === 'waiting', repeated: false }
  }

  /**
   * The same submission's mail again (the visitor pressed Submit once more): sent mail answers
   * as sent; mail still waiting is tried now, once, by whoever claims it first.
   */
  async function repeat(entry: OutboxEntry): Promise<FirstAttempt> {
    // This relay is sending it right now (its worker, or the visitor's first request): the
    // visitor hears how that send ends rather than "in progress".
    const ours = attemptsInFlight.get(entry.id)
    if (ours) return { ...(await ours), repeated: true } as FirstAttempt
    if (entry.status !== 'waiting' || entry.locked) return answerFor(entry)
    const claimed = await outbox.claimMail(entry.id, options.leaseMs, holder)
    if (!claimed) return answerFor({ ...entry, locked: true })
    const result = await attempt(claimed, claimed.firstStatus === null)
    return { ...result, repeated: true } as FirstAttempt
  }

  /**
   * Mails sent while the outbox could not record them, by submission and kind: the only memory
   * that stops a retry from sending them again. Bounded, oldest forgotten first.
   */
  const sentWithoutRecord = new Map<string, Promise<FirstAttempt>>()

  async function drain() {
    for (;;) {
      if (stopped) return
      const due = await outbox.claimDueMail(5, options.leaseMs, holder)
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

  const mailOutbox: MailOutbox = {
    async previous(submissionKey, mail) {
      const entry = await outbox.findMail(submissionKey, mail.kind).catch(() => undefined)
      return entry ? track(repeat(entry)) : undefined
    },

    notifyOwner(submissionKey, lead) {
      return firstSentOrAll(notifiers.map((notifier) => mailOutbox.deliver(submissionKey, notifier.compose(lead)))).then(combinedAnswer)
    },

    deliver(submissionKey, mail) {
      return track(
        (async (): Promise<FirstAttempt> => {
          const record = await outbox.recordMail(submissionKey, mail, options.leaseMs, holder)
          if (!record.ok) {
            // The database is down: the mail may be the only copy of the lead, so send it anyway,
            // but once per submission and kind in this process, however often the visitor retries.
            const name = journalKind(mail.kind, mail.channel)
            const memoKey = `${submissionKey}\0${name}`
            const earlier = sentWithoutRecord.get(memoKey)
            if (earlier) return { ...(await earlier), repeated: true } as FirstAttempt
            logger?.warn({ reason: record.reason, kind: mail.kind }, 'outbox unavailable: sending without a record')
            const sending = (async (): Promise<FirstAttempt> => {
              const sentBefore = journal.sent(submissionKey, name)
              if (sentBefore) return { status: 200, messageId: sentBefore, repeated: true }
              const delivery = await deliverOn(mail.channel, mail as StoredMail, submissionKey)
              if (delivery.delivered) journalSent(submissionKey, name, delivery.id)
              return delivery.delivered
                ? { status: 200, messageId: delivery.id, repeated: false }
                : { status: 502, reason: delivery.reason, queued: false, repeated: false }
            })()
            sentWithoutRecord.set(memoKey, sending)
            if (sentWithoutRecord.size > maxUnrecordedSends) sentWithoutRecord.delete(sentWithoutRecord.keys().next().value ?? '')
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
  return mailOutbox
}
