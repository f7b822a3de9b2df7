import { randomUUID } from 'node:crypto'
import express, { type RequestHandler, type Response, type Router } from 'express'
import type { Logger } from 'pino'
import {
  idempotencyKeyHeader,
  relayConfirmationBody,
  relayNotificationBody,
  relayPaths,
  relaySubmissionBody,
} from '../../src/quote/relay-api'
import { confirmationThankYou, defaultConfirmationMessage } from '../../src/quote/domain/quote-wording'
import { isSubmissionId } from '../../src/quote/domain/submission-context'
import type { FirstAttempt, MailOutbox } from '../outbox/mail-outbox'
import { renderConfirmationEmail } from '../mail/quote-emails'
import type { RelayStore } from '../stores/relay-store'
import { answerPreflight, corsHeaders } from './cors'
import { jsonBodyErrors, parseBody, parseJsonBody, requireJson } from './json-body'
import { rateLimit, sendRateLimited, sourceKey, type RateCounter } from './rate-limit'
import { addLogFields, sendRelayError, type RelayIssue } from './relay-error'
import { answerDeadlineMs, answerWithin, startAnswerClock } from './answer-deadline'
import { mailboxKey } from './mailbox-key'
import { checkStoredAddress, submissionsInFlight } from './stored-submission'

/** What of the relay's configuration the quote routes read (server/config.ts says what each is). */
export interface QuoteRouteSettings {
  readonly ownerEmail: string
  readonly rateLimitPerMinute: number
  readonly confirmationsPerHour: number
  readonly confirmationsPerSourcePerHour: number
  readonly corsOrigins: readonly string[]
  readonly leadsKeptHere: boolean
}

export interface QuoteRoutesOptions {
  /** Only the leads are stored here; the outbox has the mails. */
  readonly store: Pick<RelayStore, 'kind' | 'leads' | 'ready'>
  readonly outbox: MailOutbox
  readonly rateCounter: RateCounter
  readonly config: QuoteRouteSettings
  readonly logger: Logger
}

/** The confirmation is the one mail that goes to an address a stranger types. */
const confirmationsPerRecipientPerHour = 3

/** A visitor's own clock may be wrong; beyond this from the server's, the server's time is kept. */
const createdAtToleranceMs = 24 * 60 * 60_000

/** Seconds a client should wait after a 503 before trying the store again. */
const storeRetryAfterSeconds = 30

/**
 * How long a confirmation looks again for its submission when other relays share the database
 * (PostgreSQL): one of them may have answered the browser and still be committing the row. Well
 * inside the answer deadline, so a stranger's confirmation hears its refusal, not a timeout.
 */
const otherRelaysStoreWithinMs = 2_000

function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res) => {
    res.set('Allow', allow)
    sendRelayError(res, 405, 'method_not_allowed', `This endpoint accepts ${allow}.`)
  }
}

function sendInvalid(res: Response, issues: readonly RelayIssue[]) {
  sendRelayError(res, 400, 'invalid_request', 'The request has invalid fields.', issues)
}

function sendStoreUnavailable(res: Response, message: string) {
  res.set('Retry-After', String(storeRetryAfterSeconds))
  sendRelayError(res, 503, 'store_unavailable', message)
}

/** The submission's key from the Idempotency-Key header; a caller without one gets a fresh key. */
const idempotencyKey: RequestHandler = (req, res, next) => {
  const given = req.get(idempotencyKeyHeader)
  if (given === undefined) {
    res.locals.submissionKey = randomUUID()
    return next()
  }
  if (!isSubmissionId(given.trim())) {
    return sendInvalid(res, [
      { field: idempotencyKeyHeader, message: `${idempotencyKeyHeader} must be 8 to 64 letters, digits or hyphens.` },
    ])
  }
  res.locals.submissionKey = given.trim()
  addLogFields(res, { submissionKey: res.locals.submissionKey })
  next()
}

function submissionKeyOf(res: Response): string {
  return res.locals.submissionKey as string
}

/** The visitor's `created_at` when it is a sane time near now; otherwise the server's own. */
function storedCreatedAt(sent: string, now: Date): string {
  const time = new Date(sent).getTime()
  if (Number.isFinite(time) && Math.abs(time - now.getTime()) <= createdAtToleranceMs) return new Date(time).toISOString()
  return now.toISOString()
}

function answerMail(res: Response, attempt: FirstAttempt) {
  addLogFields(res, { mailStatus: attempt.status, repeated: attempt.repeated })
  switch (attempt.status) {
    case 200:
      res.status(200).json({ ok: true })
      return
    case 409:
      sendRelayError(res, 409, 'in_progress', 'This e-mail is being sent right now.')
      return
    case 502:
      addLogFields(res, { reason: attempt.reason, queued: attempt.queued })
      sendRelayError(
        res,
        502,
        'mail_failed',
        attempt.queued
          ? 'The e-mail could not be sent yet; it is queued and will be retried.'
          : 'The e-mail could not be sent. Please try again later.',
      )
  }
}

export function quoteRoutes({ store, outbox, rateCounter, config, logger }: QuoteRoutesOptions): Router {
  const router = express.Router()
  router.use('/api', startAnswerClock)
  const cors = corsHeaders(config.corsOrigins)
  const postChain = [rateLimit(rateCounter, config.rateLimitPerMinute), requireJson, parseJsonBody, idempotencyKey]

  /**
   * Every quote endpoint: CORS, preflight, the shared POST chain, and 405 for other methods. The
   * deadline runs from the request's arrival (startAnswerClock), so a slow rate counter counts against it too.
   */
  function quoteEndpoint(path: string, handler: RequestHandler, late: (res: Response) => void, arrived: RequestHandler[] = []) {
    router
      .route(path)
      .all(cors)
      .options(answerPreflight)
      .post(answerWithin(late), ...arrived, ...postChain, handler)
      .all(methodNotAllowed('POST, OPTIONS'))
  }

  const inFlight = submissionsInFlight()

  /**
   * From its arrival, before the rate counter and the body, a submission is in flight under its
   * key until its row is written or it is turned away: a confirmation of that key waits for it.
   */
  const submissionArrived: RequestHandler = (req, res, next) => {
    const key = req.get(idempotencyKeyHeader)?.trim()
    if (key !== undefined && isSubmissionId(key)) {
      const done = inFlight.begin(key)
      res.locals.submissionDone = done
      // Answered late, the insert goes on: its end, not the answer's, ends the wait.
      res.once('close', () => {
        if (!res.locals.savingSubmission) done()
      })
    }
    next()
  }

  const notStored = (res: Response) => sendStoreUnavailable(res, 'The request could not be stored. Please try again later.')

  // The outbox holds the mail (or is still sending it): the visitor hears it is not sent yet.
  const mailTooSlow = (res: Response) =>
    answerMail(res, { status: 502, reason: `not sent within ${answerDeadlineMs} ms`, queued: true, repeated: false })

  router.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })

  quoteEndpoint(
    relayPaths.submissions,
    async (req, res) => {
      const parsed = parseBody(relaySubmissionBody, req.body)
      if (!parsed.ok) return sendInvalid(res, parsed.issues)
      const { website: _honeypot, page, ...submission } = parsed.data
      res.locals.savingSubmission = true
      const insert = await store.leads
        .saveSubmission({ ...submission, created_at: storedCreatedAt(submission.created_at, new Date()) }, submissionKeyOf(res), page)
        .finally(() => (res.locals.submissionDone as (() => void) | undefined)?.())
      if (!insert.ok) {
        addLogFields(res, { store: store.kind, reason: insert.reason })
        return notStored(res)
      }
      addLogFields(res, { submissionId: insert.id, repeated: insert.repeated, messageLength: submission.message.length })
      res.status(201).json({ ok: true })
    },
    notStored,
    [submissionArrived],
  )

  let toldWhereLeadsAre = false
  if (!config.leadsKeptHere)
    logger.info('leads are kept in Supabase (VITE_QUOTE_STORE=supabase): confirmations go out within their caps, without a stored request')
  /**
   * A confirmation is the one mail to an address a stranger types: when this relay keeps the
   * leads, it goes only to the address of the submission stored under the same key, so nobody
   * can make the owner's domain mail an address without leaving a lead (decision 0040).
   * Answers and returns false when it must not be sent.
   */
  async function confirmsAStoredSubmission(res: Response, address: string): Promise<boolean> {
    if (!config.leadsKeptHere) return true
    const looking = new AbortController()
    res.locals.checkingStore = looking
    const check = await checkStoredAddress(submissionKeyOf(res), address, {
      leads: store.leads,
      inFlight,
      othersMayStoreMs: store.kind === 'postgresql' ? otherRelaysStoreWithinMs : 0,
      signal: looking.signal,
    })
    res.locals.checkingStore = undefined
    if (check.ok) return true
    addLogFields(res, { stored: check.reason })
    if (check.reason === 'too late') return false
    if (check.reason === 'unreadable') {
      addLogFields(res, { store: store.kind, reason: check.detail })
      sendStoreUnavailable(res, 'The stored quote request could not be read, so no e-mail was sent. Please try again later.')
      return false
    }
    if (!toldWhereLeadsAre && check.reason === 'not stored') {
      toldWhereLeadsAre = true
      logger.warn(
        'confirmation refused: no quote request is stored under its key. If this site keeps its leads in Supabase ' +
          '(VITE_QUOTE_STORE=supabase when it was built), write the line VITE_QUOTE_STORE=supabase in the .env.local file ' +
          "in the relay's project folder (or its environment) too and restart it: it then confirms without a stored request.",
      )
    }
    sendRelayError(
      res,
      422,
      'not_stored',
      'No quote request with this e-mail address is stored under this Idempotency-Key: a confirmation goes only to the address of a stored request.',
    )
    return false
  }

  // Still looking for its submission at the deadline: nothing is sent, now or later.
  const confirmationTooSlow = (res: Response) => {
    const looking = res.locals.checkingStore as AbortController | undefined
    if (!looking) return mailTooSlow(res)
    looking.abort()
    addLogFields(res, { stored: 'too late' })
    sendStoreUnavailable(res, 'The quote request this e-mail confirms is not stored yet, so no e-mail was sent. Please try again later.')
  }

  quoteEndpoint(
    relayPaths.confirmations,
    async (req, res) => {
      const parsed = parseBody(relayConfirmationBody, req.body)
      if (!parsed.ok) return sendInvalid(res, parsed.issues)
      const requested = parsed.data.message
      addLogFields(res, { messageReplaced: requested !== confirmationThankYou && requested !== defaultConfirmationMessage })
      if (!(await confirmsAStoredSubmission(res, parsed.data.to_email))) return
      const mail = renderConfirmationEmail(parsed.data, config.ownerEmail)
      const earlier = await outbox.previous(submissionKeyOf(res), mail)
      if (earlier) return answerMail(res, earlier)
      // Charged once per key: retries and concurrent copies of one request never spend the allowance twice.
      const window = await rateCounter.hit(`confirm:${mailboxKey(parsed.data.to_email)}`, 60 * 60_000, submissionKeyOf(res))
      if (window.hits > confirmationsPerRecipientPerHour)
        return sendRateLimited(res, window, 'Too many confirmations to this address. Please try again later.')
      // One source spends at most its share of the hour, so a sender who invents addresses cannot
      // use up the ceiling below: counted before it, a refused request costs the ceiling nothing.
      // (A share as large as the ceiling is no share: the ceiling alone answers.)
      const source = sourceKey(req.ip ?? req.socket.remoteAddress ?? 'unknown')
      const fromSource =
        config.confirmationsPerSourcePerHour < config.confirmationsPerHour
          ? await rateCounter.hit(`confirm-src:${source}`, 60 * 60_000, submissionKeyOf(res))
          : undefined
      if (fromSource && fromSource.hits > config.confirmationsPerSourcePerHour) {
        return sendRateLimited(
          res,
          fromSource,
          'Too many confirmation e-mails from your network this hour: this one will not be sent. Your request itself is not affected.',
        )
      }
      // However many addresses a sender invents, the site sends no more than this many an hour.
      const all = await rateCounter.hit('confirm:*', 60 * 60_000, submissionKeyOf(res))
      if (all.hits > config.confirmationsPerHour) {
        if (all.hits === config.confirmationsPerHour + 1) {
          logger.warn({ ceiling: config.confirmationsPerHour }, 'confirmation ceiling reached: no more confirmations this hour')
        }
        // Nothing is queued: held back, they would all go out later anyway, so the visitor hears it.
        return sendRateLimited(
          res,
          all,
          'Too many confirmation e-mails right now: this one will not be sent. Your request itself is not affected.',
        )
      }
      answerMail(res, await outbox.deliver(submissionKeyOf(res), mail))
    },
    confirmationTooSlow,
  )

  quoteEndpoint(
    relayPaths.notifications,
    async (req, res) => {
      const parsed = parseBody(relayNotificationBody, req.body)
      if (!parsed.ok) return sendInvalid(res, parsed.issues)
      const { page, website: _honeypot, to_email: _ignored, ...notification } = parsed.data
      addLogFields(res, { messageLength: notification.message.length })
      answerMail(res, await outbox.notifyOwner(submissionKeyOf(res), { fields: notification, leadId: submissionKeyOf(res), page }))
    },
    mailTooSlow,
  )

  router
    .route(relayPaths.health)
    .get(async (_req, res) => {
      // Healthy means a quote can be kept: while the embedded database opens, the answer waits.
      try {
        await store.ready
        res.status(200).json({ ok: true })
      } catch {
        sendRelayError(res, 503, 'store_unavailable', 'The database could not be opened.')
      }
    })
    .all(methodNotAllowed('GET, HEAD'))

  router.use(jsonBodyErrors)
  router.use('/api', (_req, res) => sendRelayError(res, 404, 'not_found', 'No such endpoint.'))
  return router
}
