import type { RequestHandler } from 'express'
import type { Logger } from 'pino'

const maxLoggedPathLength = 200

/**
 * One log line per request, written when the response is finished (or the client went away).
 * Handlers add ids and lengths through `addLogFields`; bodies are never logged.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now()
    const pathname = req.path.slice(0, maxLoggedPathLength)
    res.locals.logFields = {}
    let written = false
    const write = (aborted: boolean) => {
      if (written) return
      written = true
      const fields = {
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(aborted ? { aborted: true } : {}),
        ...(res.locals.logFields as Record<string, unknown>),
      }
      if (res.statusCode >= 500) logger.error(fields, 'request failed')
      else if (res.statusCode >= 400) logger.warn(fields, 'request refused')
      else logger.info(fields, 'request')
    }
    res.on('finish', () => write(false))
    res.on('close', () => write(!res.writableFinished))
    next()
  }
}
