import cors from 'cors'
import type { RequestHandler } from 'express'
import { idempotencyKeyHeader } from '../../src/quote/relay-api'
import { afterDrainingBody } from './relay-error'

/**
 * Same-origin callers need nothing. Listed origins get CORS headers on the POST endpoints (so a
 * browser may read even an error body); any other origin gets none, not even the allowed methods,
 * so its browser refuses the preflight that every JSON POST requires.
 */
export function corsHeaders(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins)
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ['POST', 'OPTIONS'],
    // Every quote call carries its submission's key (the contract's idempotencyKeyHeader).
    allowedHeaders: ['Content-Type', idempotencyKeyHeader],
    maxAge: 600,
    // The preflight is answered below, after its body (if any) is read, like every other answer.
    preflightContinue: true,
  })
}

/** Answers an OPTIONS preflight; the CORS headers, if any, were set by `corsHeaders`. */
export const answerPreflight: RequestHandler = (req, res) => {
  res.set('Allow', 'POST, OPTIONS')
  afterDrainingBody(req, res, () => res.status(204).end())
}
