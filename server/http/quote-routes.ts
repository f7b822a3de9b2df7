import express, { type RequestHandler, type Router } from 'express'
import type { Logger } from 'pino'
import { relayPaths } from '../../src/adapters/relay-api'
import { confirmationEmailSchema, confirmationThankYou, defaultConfirmationMessage } from '../../src/core/quote/confirmation-email'
import { contactSubmissionSchema } from '../../src/core/quote/contact-submission'
import { notificationEmailSchema } from '../../src/core/quote/notification-email'
import type { RelayConfig } from '../config'
import { renderConfirmationEmail, renderNotificationEmail, type QuoteMail } from '../mail/quote-emails'
import type { RelayMailer } from '../mail/relay-mailer'
import type { SubmissionStore } from '../stores/submission-store'
import { answerPreflight, corsHeaders } from './cors'
import { jsonBodyErrors, parseBody, parseJsonBody, requireJson, type BodyRule } from './json-body'
import { createRateLimiter, rateLimit } from './rate-limit'
import { addLogFields, sendRelayError, type RelayIssue } from './relay-error'

export interface QuoteRoutesOptions {
  readonly store: SubmissionStore
  readonly mailer: RelayMailer
  readonly config: RelayConfig
  readonly logger: Logger
}

function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res) => {
    res.set('Allow', allow)
    sendRelayError(res, 405, 'method_not_allowed', `This endpoint accepts ${allow}.`)
  }
}

function sendInvalid(res: express.Response, issues: readonly RelayIssue[]) {
  sendRelayError(res, 400, 'invalid_request', 'The request has invalid fields.', issues)
}

export function quoteRoutes({ store, mailer, config }: QuoteRoutesOptions): Router {
  const router = express.Router()
  const limiter = createRateLimiter(config.rateLimitPerMinute)
  const cors = corsHeaders(config.corsOrigins)
  const postChain = [rateLimit(limiter), requireJson, parseJsonBody]

  router.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })

  async function deliver(res: express.Response, mail: QuoteMail) {
    const delivery = await mailer.send(mail)
    if (!delivery.ok) {
      addLogFields(res, { mail: mailer.kind, reason: delivery.reason })
      sendRelayError(res, 502, 'mail_failed', 'The e-mail could not be sent. Please try again later.')
      return
    }
    addLogFields(res, { mail: mailer.kind, messageId: delivery.messageId })
    res.status(200).json({ ok: true })
  }

  router
    .route(relayPaths.submissions)
    .all(cors)
    .options(answerPreflight)
    .post(...postChain, async (req, res) => {
      const parsed = parseBody(contactSubmissionSchema, req.body)
      if (!parsed.ok) return sendInvalid(res, parsed.issues)
      const insert = await store.insertSubmission(parsed.data)
      if (!insert.ok) {
        addLogFields(res, { store: store.kind, reason: insert.reason })
        return sendRelayError(res, 503, 'store_unavailable', 'The request could not be stored. Please try again later.')
      }
      addLogFields(res, { submissionId: insert.id, messageLength: parsed.data.message.length })
      res.status(201).json({ ok: true })
    })
    .all(methodNotAllowed('POST, OPTIONS'))

  router
    .route(relayPaths.confirmations)
    .all(cors)
    .options(answerPreflight)
    .post(...postChain, async (req, res) => {
      const parsed = parseBody(confirmationEmailSchema, req.body)
      if (!parsed.ok) return sendInvalid(res, parsed.issues)
      const requested = parsed.data.message
      addLogFields(res, {
        messageReplaced: requested !== confirmationThankYou && requested !== defaultConfirmationMessage,
      })
      await deliver(res, renderConfirmationEmail(parsed.data))
    })
    .all(methodNotAllowed('POST, OPTIONS'))

  const ownerOnly: BodyRule<{ to_email: string }> = (data) =>
    data.to_email.toLowerCase() === config.ownerEmail.toLowerCase()
      ? []
      : [{ field: 'to_email', message: 'Notifications can only be sent to the site owner.' }]

  router
    .route(relayPaths.notifications)
    .all(cors)
    .options(answerPreflight)
    .post(...postChain, async (req, res) => {
      const parsed = parseBody(notificationEmailSchema, req.body, ownerOnly)
      if (!parsed.ok) return sendInvalid(res, parsed.issues)
      addLogFields(res, { messageLength: parsed.data.message.length })
      await deliver(res, renderNotificationEmail({ ...parsed.data, to_email: config.ownerEmail }))
    })
    .all(methodNotAllowed('POST, OPTIONS'))

  router
    .route(relayPaths.health)
    .get((_req, res) => {
      res.status(200).json({ ok: true })
    })
    .all(methodNotAllowed('GET, HEAD'))

  router.use(jsonBodyErrors)
  router.use('/api', (_req, res) => sendRelayError(res, 404, 'not_found', 'No such endpoint.'))
  return router
}
