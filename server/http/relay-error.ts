import type { Request, Response } from 'express'
import type { RelayErrorBody } from '../../src/quote/relay-api'

export type RelayErrorCode =
  | 'invalid_request'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'request_timeout'
  | 'too_many_connections'
  | 'rate_limited'
  | 'store_unavailable'
  | 'mail_failed'
  | 'in_progress'
  | 'not_stored'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal_error'

export interface RelayIssue {
  readonly field: string
  readonly message: string
}

/** A refused body is read and dropped up to this size, so the client reads the answer. */
const drainLimitBytes = 64 * 1024

/**
 * Calls `answer` once the request body is read to its end. Closing a socket with unread
 * bytes makes TCP reset it, and the client then sees a network error instead of the 4xx; a
 * body larger than the limit is cut off with `Connection: close` instead.
 */
export function afterDrainingBody(req: Request, res: Response, answer: () => void): void {
  if (req.complete || req.readableEnded || req.destroyed) return answer()
  let read = 0
  let done = false
  const finish = () => {
    if (done) return
    done = true
    req.off('data', onData)
    answer()
  }
  const onData = (chunk: Buffer) => {
    read += chunk.length
    if (read > drainLimitBytes) {
      res.set('Connection', 'close')
      finish()
    }
  }
  req.on('data', onData)
  req.once('end', finish)
  req.once('error', finish)
  req.once('close', finish)
  req.resume()
}

/** Answers with the wire contract's error body; never a stack trace or a driver's message. */
export function sendRelayError(res: Response, status: number, code: RelayErrorCode, message: string, issues?: readonly RelayIssue[]): void {
  res.locals.logFields = { ...res.locals.logFields, code }
  const body: RelayErrorBody = { error: { code, message, ...(issues ? { issues } : {}) } }
  afterDrainingBody(res.req, res, () => {
    if (!res.headersSent) res.status(status).json(body)
  })
}

/** Adds fields to the request's single log line (written when the response finishes). */
export function addLogFields(res: Response, fields: Record<string, unknown>): void {
  res.locals.logFields = { ...res.locals.logFields, ...fields }
}
