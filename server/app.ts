import compression from 'compression'
import express, { type ErrorRequestHandler, type Express } from 'express'
import type { Logger } from 'pino'
import type { RelayConfig } from './config'
import { quoteRoutes } from './http/quote-routes'
import { sendRelayError } from './http/relay-error'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { staticSite } from './http/static-site'
import type { RelayMailer } from './mail/relay-mailer'
import type { SubmissionStore } from './stores/submission-store'

export interface RelayAppOptions {
  readonly store: SubmissionStore
  readonly mailer: RelayMailer
  readonly config: RelayConfig
  readonly logger: Logger
  /** See StaticSiteOptions.isAppPath: paths the client app renders without prerendered HTML. */
  readonly isAppPath?: (pathname: string) => boolean
}

/** Programmer errors end here: logged in full on the server, answered without details. */
function unexpectedErrors(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    logger.error({ err: error, method: req.method, path: req.path.slice(0, 200) }, 'unhandled error')
    if (res.headersSent) return next(error)
    if (req.path.startsWith('/api/') || req.path === '/api') {
      return sendRelayError(res, 500, 'internal_error', 'Something went wrong on our side. Please try again later.')
    }
    res.status(500).type('text/plain').send('Something went wrong on our side. Please try again later.')
  }
}

/** The relay and the static site as one Express app, without listening, so tests can start it. */
export function createRelayApp(options: RelayAppOptions): Express {
  const { config, logger } = options
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  app.use(requestLog(logger))
  app.use(securityHeaders(config.cspConnectOrigins))
  app.use(quoteRoutes(options))
  // Pages, scripts and styles are text: gzip cuts what a phone downloads by about two thirds.
  app.use(compression())
  app.use(staticSite({ siteDir: config.siteDir, isAppPath: options.isAppPath }))
  app.use(unexpectedErrors(logger))
  return app
}
