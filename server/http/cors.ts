import { idempotencyKeyHeader } from '../../src/contracts/relay-api'
import { afterDrainingBody } from './relay-error'
import type { RequestHandler } from 'express'

/**
 * Same-origin callers need nothing. Listed origins get CORS headers on the POST endpoints (so a
 * browser may read even an error body); any other origin gets none, so its browser refuses the
 * preflight that every JSON POST requires.
 */
export function corsHeaders(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins)
  return (req, res, next) => {
    res.vary('Origin')
    const origin = req.get('Origin')
    if (origin && allowed.has(origin)) res.set('Access-Control-Allow-Origin', origin)
    next()
  }
}

/** Answers an OPTIONS preflight; the CORS headers, if any, were set by `corsHeaders`. */
export const answerPreflight: RequestHandler = (req, res) => {
  res.set('Allow', 'POST, OPTIONS')
  if (res.get('Access-Control-Allow-Origin')) {
    res.set({
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      // Every quote call carries its submission's key (the contract's idempotencyKeyHeader).
      'Access-Control-Allow-Headers': `Content-Type, ${idempotencyKeyHeader}`,
      'Access-Control-Max-Age': '600',
    })
  }
  afterDrainingBody(req, res, () => res.status(204).end())
}
