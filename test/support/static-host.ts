import { readFile, stat, mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'

/** How a static host answers: which folder, which headers, and what an unknown address gets. */
export interface StaticHostBehaviour {
  dir: string
  /** Sent with every page (HTML). */
  pageHeaders: Record<string, string>
  /** Sent with files under /assets/. */
  assetHeaders: Record<string, string>
  /** `site`: the folder's 404.html with 404; `host`: the host's own error page, as when 404.html is missing. */
  notFound: 'site' | 'host'
  /** Sends `/x` on to `/x/` when the page is `x/index.html`, as both hosts do with `npm run build`'s layout. */
  slashRedirect?: boolean
}

export interface StaticHost {
  readonly origin: string
  readonly behaviour: StaticHostBehaviour
  close(): Promise<void>
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
}

async function fileAt(file: string): Promise<string | undefined> {
  try {
    return (await stat(file)).isFile() ? file : undefined
  } catch {
    return undefined
  }
}

/** A static host (Netlify and Cloudflare Pages serve `<path>/index.html` the same way) on a given port. */
export async function startStaticHost(port: number, behaviour: StaticHostBehaviour): Promise<StaticHost> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)
      const root = path.resolve(behaviour.dir)
      const candidate = path.join(root, pathname)
      if (behaviour.slashRedirect && pathname !== '/' && !pathname.endsWith('/') && (await fileAt(path.join(candidate, 'index.html')))) {
        response.writeHead(301, { Location: `${pathname}/` })
        return void response.end()
      }
      const file = candidate.startsWith(root)
        ? ((await fileAt(candidate)) ?? (await fileAt(path.join(candidate, 'index.html'))))
        : undefined
      const send = async (status: number, name: string, headers: Record<string, string>) => {
        response.writeHead(status, { 'Content-Type': types[path.extname(name)] ?? 'application/octet-stream', ...headers })
        response.end(await readFile(name))
      }
      if (file) return send(200, file, pathname.startsWith('/assets/') ? behaviour.assetHeaders : behaviour.pageHeaders)
      if (behaviour.notFound === 'site') return send(404, path.join(root, '404.html'), behaviour.pageHeaders)
      response.writeHead(404, { 'Content-Type': 'text/html' })
      response.end('<!doctype html><title>Page not found</title><h1>Page not found</h1><p>Looks like you followed a broken link.</p>')
    })()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    behaviour,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * A small built site as `npm run build` lays it out (pages as `<path>/index.html`, 404.html,
 * hashed assets, sitemap.xml and robots.txt), its absolute URLs built from `siteUrl`.
 */
export async function writeSiteFixture(dir: string, siteUrl: string): Promise<string[]> {
  const pages = ['/', '/services', '/contact']
  const head = (title: string, canonical?: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    (canonical ? `<link rel="canonical" href="${canonical}">` : '') +
    '<link rel="stylesheet" href="/assets/index-C4fe12ab.css"><script type="module" src="/assets/index-B7d3e9f0.js"></script></head>'
  await mkdir(path.join(dir, 'assets'), { recursive: true })
  for (const page of pages) {
    await mkdir(path.join(dir, page), { recursive: true })
    await writeFile(path.join(dir, page, 'index.html'), `${head(`Page ${page}`, `${siteUrl}${page}`)}<body><h1>${page}</h1></body></html>`)
  }
  await writeFile(path.join(dir, '404.html'), `${head('Page Not Found')}<body><h1>Page Not Found</h1></body></html>`)
  await writeFile(path.join(dir, 'assets/index-C4fe12ab.css'), 'body{margin:0}')
  await writeFile(path.join(dir, 'assets/index-B7d3e9f0.js'), 'export {}')
  await writeFile(
    path.join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
      .map((page) => `  <url><loc>${siteUrl}${page}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  )
  await writeFile(path.join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
  return pages
}
