import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RequestHandler } from 'express'
import helmet, { type HelmetOptions } from 'helmet'
import { z } from 'zod'

/** Executable inline `<script>` bodies (no src, a JavaScript type); JSON-LD data blocks are not run. */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module|text\/javascript)[^"]*")[^>]*>([\s\S]*?)<\/script>/gi

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
}

/**
 * Where the build records the hashes of the inline scripts it wrote (scripts/build/prerender.ts). A dot
 * file: the relay does not serve it and a static host's copy leaves it out.
 */
export const inlineScriptHashesFile = '.inline-script-hashes.json'

/** The hashes of every inline script in a site folder's pages, found by reading each page. */
export async function scanInlineScriptHashes(siteDir: string): Promise<string[]> {
  const hashes = new Set<string>()
  const entries = await readdir(siteDir, { recursive: true }).catch(() => [] as string[])
  for (const entry of entries) {
    if (!entry.endsWith('.html')) continue
    for (const hash of inlineScriptHashes(await readFile(path.join(siteDir, entry), 'utf8'))) hashes.add(hash)
  }
  return [...hashes].sort()
}

const recordedHashes = z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/))

/**
 * The hashes for the CSP, found once at start-up: the build's record when the folder has one (a
 * relay then starts without reading every page, about a second of CPU for the demo's 290), else
 * a scan of the pages, for a site folder the build did not make.
 */
export async function siteInlineScriptHashes(siteDir: string): Promise<string[]> {
  const recorded = await readFile(path.join(siteDir, inlineScriptHashesFile), 'utf8').catch(() => undefined)
  if (recorded !== undefined) {
    const parsed = recordedHashes.safeParse(JSON.parse(recorded))
    if (parsed.success) return parsed.data
  }
  return scanInlineScriptHashes(siteDir)
}

/**
 * Scripts only from the site itself plus the hashed inline theme script, so an injected
 * `<script>` never runs. Styles keep 'unsafe-inline': React's style attributes need it, and a
 * style cannot run code. Connections go to the site and, when configured, Supabase or EmailJS.
 * Written here, not by helmet: its hashes change with every build, and the static hosts'
 * `_headers` and the tests read it as one line with `; ` between the directives.
 */
function contentSecurityPolicy(connectOrigins: readonly string[], scriptHashes: readonly string[] = []): string {
  const connect = ["'self'", ...connectOrigins].join(' ')
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The site needs no device features; saying so stops an injected frame or script asking (helmet has no such header). */
const permissionsPolicy = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'interest-cohort=()'].join(', ')

/** helmet's defaults, but for the two headers set above and these. */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: false,
  // Mail programs show the logo from the site (server/mail/mail-logo.ts): another origin may embed its files.
  crossOriginResourcePolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent only on requests that arrived over TLS, below.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
}

/** Two years, the preload list's minimum, with subdomains. */
const strictTransportSecurity = helmet.strictTransportSecurity({ maxAge: 63072000, includeSubDomains: true })

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/** The headers a helmet middleware sets, read by running it on a response that only records them. */
function headersSetBy(middleware: NodeMiddleware): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  }
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined)
  return headers
}

/**
 * Every answer's security headers, by name; Strict-Transport-Security is sent over TLS only. The
 * static hosts' `_headers` file is written from the same values (scripts/build/static-host.ts).
 */
export function securityHeaderValues(
  connectOrigins: readonly string[],
  scriptHashes: readonly string[] = [],
): { readonly always: Readonly<Record<string, string>>; readonly overTls: Readonly<Record<string, string>> } {
  return {
    always: {
      'Content-Security-Policy': contentSecurityPolicy(connectOrigins, scriptHashes),
      'Permissions-Policy': permissionsPolicy,
      ...headersSetBy(helmet(helmetOptions)),
    },
    overTls: headersSetBy(strictTransportSecurity),
  }
}

export function securityHeaders(connectOrigins: readonly string[], scriptHashes: readonly string[] = []): RequestHandler[] {
  const policy = contentSecurityPolicy(connectOrigins, scriptHashes)
  return [
    helmet(helmetOptions),
    (req, res, next) => {
      res.set({ 'Content-Security-Policy': policy, 'Permissions-Policy': permissionsPolicy })
      // req.secure honours X-Forwarded-Proto only from a proxy TRUST_PROXY names.
      if (req.secure) return strictTransportSecurity(req, res, next)
      next()
    },
  ]
}
