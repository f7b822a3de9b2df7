import { isUtf8 } from 'node:buffer'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import type { z } from 'zod'
import { sendRelayError, type RelayIssue } from './relay-error'

/** Large enough for every field at its limit even when each character is a JSON \u escape. */
const jsonBodyLimit = '16kb'

const utf8Only = 'Send the body as uncompressed UTF-8 application/json.'

/**
 * The one body the endpoints take: `application/json`, UTF-8 (the JSON default, RFC 8259), not
 * compressed. Anything else is 415 before a byte is read, so no decoder or decompressor ever
 * sees a hostile body.
 */
export const requireJson: RequestHandler = (req, res, next) => {
  const [mediaType = '', ...parameters] = (req.get('Content-Type') ?? '').split(';').map((part) => part.trim().toLowerCase())
  if (mediaType !== 'application/json') return sendRelayError(res, 415, 'unsupported_media_type', 'Send the body as application/json.')
  const charset = parameters
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '')
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return sendRelayError(res, 415, 'unsupported_media_type', utf8Only)
  }
  const encoding = (req.get('Content-Encoding') ?? 'identity').trim().toLowerCase()
  if (encoding !== 'identity' && encoding !== '') return sendRelayError(res, 415, 'unsupported_media_type', utf8Only)
  next()
}

const invalidUtf8 = 'body.utf8.invalid'

/**
 * body-parser's decoder turns bytes that are not UTF-8 into U+FFFD and carries on, so a broken
 * body would be stored mangled. The raw bytes are checked first (Buffer's isUtf8, which decodes
 * nothing and allocates nothing) and such a body is refused (docs/decisions/0016-one-text-rule-and-abuse-limits.md).
 */
function refuseInvalidUtf8(_req: unknown, _res: unknown, body: Buffer) {
  if (!isUtf8(body)) throw Object.assign(new Error('The body is not valid UTF-8.'), { type: invalidUtf8 })
}

export const parseJsonBody: RequestHandler = express.json({
  limit: jsonBodyLimit,
  strict: true,
  inflate: false,
  type: 'application/json',
  verify: refuseInvalidUtf8,
})

/**
 * The fields whose text held the bytes that are not UTF-8, found by decoding leniently and
 * looking for the U+FFFD each bad sequence became; 'body' when it is not in a field's value.
 */
function fieldsWithInvalidUtf8(body: unknown): RelayIssue[] {
  const message = (field: string) => ({ field, message: `${field} is not valid UTF-8 text. Please retype it.` })
  if (!Buffer.isBuffer(body)) return [message('body')]
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8').decode(body))
  } catch {
    return [message('body')]
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [message('body')]
  const entries = Object.entries(parsed)
  if (entries.some(([key]) => key.includes('\uFFFD'))) return [message('body')]
  const fields = entries.filter(([, value]) => typeof value === 'string' && value.includes('\uFFFD')).map(([key]) => message(key))
  return fields.length > 0 ? fields : [message('body')]
}

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
    case invalidUtf8:
      return sendRelayError(
        res,
        400,
        'invalid_request',
        'The body is not valid UTF-8.',
        fieldsWithInvalidUtf8((error as { body?: unknown }).body),
      )
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return sendRelayError(res, 415, 'unsupported_media_type', utf8Only)
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return sendRelayError(res, 400, 'invalid_request', 'The body could not be read.')
    default: {
      // Any other client-side failure body-parser reports carries a 4xx status of its own.
      const status = (error as { status?: unknown } | undefined)?.status
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return sendRelayError(res, status, 'invalid_request', 'The body could not be read.')
      }
      return next(error)
    }
  }
}

export type BodyParse<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly issues: RelayIssue[] }

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): BodyParse<z.output<S>> {
  const result = schema.safeParse(body)
  if (!result.success) {
    // One message per field, the first that applies, as the dialog shows them.
    const issues = new Map<string, string>()
    for (const issue of result.error.issues) {
      const field = issue.path.length === 0 ? 'body' : issue.path.map(String).join('.')
      if (!issues.has(field)) issues.set(field, issue.message)
    }
    return { ok: false, issues: [...issues].map(([field, message]) => ({ field, message })) }
  }
  // Every text rule refuses control characters, NUL (which PostgreSQL text cannot hold) among them.
  return { ok: true, data: result.data }
}
