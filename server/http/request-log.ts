import type { RequestHandler } from 'express'
import type { Logger } from 'pino'

const maxLoggedPathLength = 200

const lineByLevel = { error: 'request failed', warn: 'request refused', info: 'request' } as const

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
      const level: keyof typeof lineByLevel = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'
      // At LOG_LEVEL=warn every accepted quote would build a line only to drop it.
      if (!logger.isLevelEnabled(level)) return
      const fields = {
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(aborted ? { aborted: true } : {}),
        ...(res.locals.logFields as Record<string, unknown>),
      }
      logger[level](fields, lineByLevel[level])
    }
    res.on('finish', () => write(false))
    res.on('close', () => write(!res.writableFinished))
    next()
  }
}
