import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { RequestHandler, Response } from 'express'

export interface StaticSiteOptions {
  /** The client build: hashed files under assets/, prerendered `<route>/index.html` files. */
  readonly siteDir: string
  /**
   * True for a route the client app renders although no HTML was prerendered for it (for
   * example a city page); such a path gets app-shell.html with 200 instead of the 404 page.
   */
  readonly isAppPath?: (pathname: string) => boolean
}

const notFoundHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page Not Found</title></head>
<body>
<h1>Page Not Found</h1>
<p>We're sorry, but the page you are looking for does not exist or has been moved.</p>
<p><a href="/">Return to Home</a></p>
</body>
</html>
`

/** Hashed assets never change; HTML always revalidates; other public files may be an hour old. */
export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.split(path.sep).join('/')
  if (normalized.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  if (normalized.endsWith('.html')) return 'no-cache'
  return 'public, max-age=3600'
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** The URL's segments, or undefined when they cannot name a public file. */
function safeSegments(urlPath: string): string[] | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const segments = decoded.split('/').filter((segment) => segment.length > 0)
  const hidden = segments.some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known'))
  return hidden ? undefined : segments
}

async function resolveFile(root: string, segments: readonly string[]): Promise<string | undefined> {
  const candidate = path.join(root, ...segments)
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined
  if (await isFile(candidate)) return candidate
  const index = path.join(candidate, 'index.html')
  return (await isFile(index)) ? index : undefined
}

function sendSiteFile(res: Response, root: string, file: string, status = 200): Promise<void> {
  res.set('Cache-Control', cacheControlFor(path.relative(root, file)))
  res.status(status)
  return new Promise((resolve, reject) => {
    res.sendFile(file, { cacheControl: false, dotfiles: 'allow' }, (error) => {
      const code = (error as { code?: string } | undefined)?.code
      if (error && code !== 'ECONNABORTED' && !res.headersSent) reject(error)
      else resolve()
    })
  })
}

async function sendNotFound(res: Response, root: string): Promise<void> {
  res.status(404).set('Cache-Control', 'no-cache').type('html')
  try {
    res.send(await readFile(path.join(root, '404.html')))
  } catch {
    res.send(notFoundHtml)
  }
}

/** Serves the client build for GET and HEAD; every other request that reaches it is a 404. */
export function staticSite(options: StaticSiteOptions): RequestHandler {
  const root = path.resolve(options.siteDir)
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendNotFound(res, root)
    const segments = safeSegments(req.path)
    if (!segments) return sendNotFound(res, root)
    const file = await resolveFile(root, segments)
    if (file) return sendSiteFile(res, root, file)
    // An empty page the client renders itself; the prerender writes it (docs/decisions/0003).
    const shell = path.join(root, 'app-shell.html')
    if (options.isAppPath?.(req.path) && (await isFile(shell))) {
      res.locals.logFields = { ...res.locals.logFields, appShell: true }
      // What the build did not prerender is not in the sitemap either: keep it out of search results.
      res.setHeader('X-Robots-Tag', 'noindex')
      return sendSiteFile(res, root, shell)
    }
    return sendNotFound(res, root)
  }
}
