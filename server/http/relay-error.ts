import type { Response } from 'express'
import type { RelayErrorBody } from '../../src/adapters/relay-api'

export type RelayErrorCode =
  | 'invalid_request'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'store_unavailable'
  | 'mail_failed'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal_error'

export interface RelayIssue {
  readonly field: string
  readonly message: string
}

/** Answers with the wire contract's error body; never a stack trace or a driver's message. */
export function sendRelayError(
  res: Response,
  status: number,
  code: RelayErrorCode,
  message: string,
  issues?: readonly RelayIssue[],
): void {
  res.locals.logFields = { ...res.locals.logFields, code }
  const body: RelayErrorBody = { error: { code, message, ...(issues ? { issues } : {}) } }
  res.status(status).json(body)
}

/** Adds fields to the request's single log line (written when the response finishes). */
export function addLogFields(res: Response, fields: Record<string, unknown>): void {
  res.locals.logFields = { ...res.locals.logFields, ...fields }
}
