import { readFile } from 'node:fs/promises'
import path from 'node:path'
import express, { type RequestHandler, type Response, type Router } from 'express'
import { addLogFields } from './relay-error'

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

async function sendNotFound(res: Response, root: string): Promise<void> {
  res.status(404).set('Cache-Control', 'no-cache').type('html')
  res.send(await readFile(path.join(root, '404.html')).catch(() => notFoundHtml))
}

/**
 * Serves the client build for GET and HEAD with `express.static` (which refuses dot files, paths
 * that climb out of the folder and broken encodings); what it has no file for gets the 404 page.
 */
export function staticSite(options: StaticSiteOptions): Router {
  const root = path.resolve(options.siteDir)
  const shell = path.join(root, 'app-shell.html')
  const files: Parameters<typeof express.static>[1] = {
    // Every canonical link has no trailing slash: /about is about/index.html, without a redirect.
    redirect: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      res.set('Cache-Control', cacheControlFor(path.relative(root, file)))
      if (file !== shell) return
      // An empty page the client renders itself (docs/decisions/0003). What the build did not
      // prerender is not in the sitemap either: keep it out of search results.
      addLogFields(res, { appShell: true })
      res.set('X-Robots-Tag', 'noindex')
    },
  }
  const serve = express.static(root, files)
  /** Serves `url` in place of the request's own address; the request keeps its address for what follows. */
  const serveAs =
    (url: string): RequestHandler =>
    (req, res, next) => {
      const asked = req.url
      req.url = url
      serve(req, res, () => {
        req.url = asked
        next()
      })
    }
  const router = express.Router()
  // The one dot folder a site may publish (security.txt, a certificate authority's challenge).
  router.use('/.well-known', express.static(path.join(root, '.well-known'), files))
  router.use(serve)
  router.use((req, res, next) => (req.path.endsWith('/') ? next() : serveAs(`${req.path}/`)(req, res, next)))
  router.use((req, res, next) => (options.isAppPath?.(req.path) ? serveAs('/app-shell.html')(req, res, next) : next()))
  router.use((_req, res) => sendNotFound(res, root))
  return router
}
