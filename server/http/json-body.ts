import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import type { z } from 'zod'
import { sendRelayError, type RelayIssue } from './relay-error'

/** Large enough for every field at its limit even when each character is a JSON \u escape. */
export const jsonBodyLimit = '16kb'

export const requireJson: RequestHandler = (req, res, next) => {
  const mediaType = (req.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (mediaType === 'application/json') return next()
  sendRelayError(res, 415, 'unsupported_media_type', 'Send the body as application/json.')
}

export const parseJsonBody: RequestHandler = express.json({ limit: jsonBodyLimit, strict: true, type: 'application/json' })

/** Maps body-parser's failures to the relay's error codes; anything else goes on. */
export const jsonBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const type = (error as { type?: unknown } | undefined)?.type
  switch (type) {
    case 'entity.too.large':
      return sendRelayError(res, 413, 'payload_too_large', `The body must be at most ${jsonBodyLimit}.`)
    case 'entity.parse.failed':
      return sendRelayError(res, 400, 'invalid_request', 'The body is not valid JSON.', [
        { field: 'body', message: 'The body is not valid JSON.' },
      ])
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return sendRelayError(res, 415, 'unsupported_media_type', 'Send the body as UTF-8 application/json.')
    case 'request.aborted':
    case 'request.size.invalid':
      return sendRelayError(res, 400, 'invalid_request', 'The body could not be read.')
    default:
      return next(error)
  }
}

export type BodyParse<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly issues: RelayIssue[] }

/** A further rule on an already valid body; returns the issues it finds. */
export type BodyRule<T> = (data: T) => RelayIssue[]

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.')
}

/** PostgreSQL text cannot hold NUL, and no real name or message contains one. */
function nulIssues(data: unknown): RelayIssue[] {
  if (typeof data !== 'object' || data === null) return []
  return Object.entries(data)
    .filter(([, value]) => typeof value === 'string' && value.includes('\u0000'))
    .map(([field]) => ({ field, message: 'Must not contain NUL characters.' }))
}

export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  ...rules: BodyRule<z.output<S>>[]
): BodyParse<z.output<S>> {
  const result = schema.safeParse(body)
  if (!result.success) {
    return { ok: false, issues: result.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message })) }
  }
  const issues = [...nulIssues(result.data), ...rules.flatMap((rule) => rule(result.data))]
  return issues.length > 0 ? { ok: false, issues } : { ok: true, data: result.data }
}
