import zlib from 'node:zlib'
import compression from 'compression'
import express, { type ErrorRequestHandler, type Express } from 'express'
import type { Logger } from 'pino'
import type { RelayConfig } from './config'
import { limitRequestsPerClient } from './http/client-connections'
import { quoteRoutes } from './http/quote-routes'
import type { RateCounter } from './http/rate-limit'
import { sendRelayError } from './http/relay-error'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { staticSite } from './http/static-site'
import type { MailOutbox } from './outbox/mail-outbox'
import type { RelayStore } from './stores/relay-store'

export interface RelayAppOptions {
  readonly store: RelayStore
  readonly outbox: MailOutbox
  readonly rateCounter: RateCounter
  readonly config: RelayConfig
  readonly logger: Logger
  /** Hashes of the built pages' inline scripts, for the CSP (see siteInlineScriptHashes). */
  readonly scriptHashes?: readonly string[]
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
  app.use(limitRequestsPerClient())
  app.use(securityHeaders(config.cspConnectOrigins, options.scriptHashes))
  app.use(quoteRoutes(options))
  // Pages, scripts and styles are text: gzip cuts what a phone downloads by about two thirds.
  // Brotli at quality 6 instead of the library's 4: pages and the stylesheet about a tenth
  // smaller (a page stays inside the first round trip of a slow link) for under 2 ms a response.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } }))
  app.use(staticSite({ siteDir: config.siteDir, isAppPath: options.isAppPath }))
  app.use(unexpectedErrors(logger))
  return app
}
