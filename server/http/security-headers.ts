import type { RequestHandler } from 'express'

/**
 * The site's own origin plus, when configured, the data and mail services the browser talks to
 * directly (Supabase, EmailJS). Inline scripts and styles stay allowed for the prerendered HTML.
 */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  const connect = ["'self'", ...connectOrigins].join(' ')
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self' 'unsafe-inline'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(connectOrigins: readonly string[]): RequestHandler {
  const csp = contentSecurityPolicy(connectOrigins)
  return (_req, res, next) => {
    res.set({
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    })
    next()
  }
}
