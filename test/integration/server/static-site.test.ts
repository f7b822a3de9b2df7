import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAppPath } from '../../../server/app-paths'
import { createPgPool, createPgSqlClient } from '../../../server/stores/pg-sql-client'
import { createRelayStore, type RelayStore } from '../../../server/stores/relay-store'
import { startRelay, type RelayUnderTest } from './relay-harness'

let baseDir: string
let siteDir: string
let bareSiteDir: string
let store: RelayStore
let site: RelayUnderTest
let bareSite: RelayUnderTest

const appPaths = new Set(['/nc/charlotte/security-camera-installation'])

async function write(root: string, relative: string, content: string) {
  const file = path.join(root, relative)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, content)
}

/** A request with the path sent exactly as written, which fetch would normalize. */
function rawGet(baseUrl: string, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  baseDir = await mkdtemp(path.join(os.tmpdir(), 'relay-site-'))
  siteDir = path.join(baseDir, 'client')
  bareSiteDir = path.join(baseDir, 'bare')
  await write(siteDir, 'index.html', '<!doctype html><title>Home prerendered</title>')
  await write(siteDir, 'app-shell.html', '<!doctype html><title>App shell</title>')
  await write(siteDir, 'about/index.html', '<!doctype html><title>About prerendered</title>')
  await write(siteDir, '404.html', '<!doctype html><title>Page Not Found</title><p>Custom not-found page</p>')
  await write(siteDir, 'assets/index-B7x9Qz.js', 'console.log("app")')
  await write(siteDir, 'robots.txt', 'User-agent: *\nAllow: /\n')
  await write(siteDir, '.env', 'SECRET=1')
  await write(baseDir, 'secret.txt', 'outside the site')
  await write(bareSiteDir, 'index.html', '<!doctype html><title>Bare home</title>')
  await write(bareSiteDir, 'app-shell.html', '<!doctype html><title>Bare shell</title>')
  // These tests never store anything; a pool connects lazily, so this one never connects at all.
  store = createRelayStore(createPgSqlClient(createPgPool('postgres://postgres@127.0.0.1:1/unused')))
  site = await startRelay({ store, env: { SITE_DIR: siteDir }, isAppPath: (pathname) => appPaths.has(pathname) })
  bareSite = await startRelay({ store, env: { SITE_DIR: bareSiteDir } })
})

afterAll(async () => {
  await site?.close()
  await bareSite?.close()
  await store?.close()
  await rm(baseDir, { recursive: true, force: true })
})

describe('serving the client build', () => {
  it('serves the home page and prerendered routes as HTML that always revalidates', async () => {
    for (const [pathname, title] of [
      ['/', 'Home prerendered'],
      ['/about', 'About prerendered'],
      ['/about/', 'About prerendered'],
    ] as const) {
      const response = await fetch(`${site.baseUrl}${pathname}`, { redirect: 'manual' })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain(title)
    }
  })

  it('caches hashed assets for a year as immutable', async () => {
    const response = await fetch(`${site.baseUrl}/assets/index-B7x9Qz.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers a conditional request for an unchanged asset with 304', async () => {
    const first = await fetch(`${site.baseUrl}/assets/index-B7x9Qz.js`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    // fetch adds Cache-Control: no-cache to conditional requests, so send this one by hand.
    const second = await rawGet(site.baseUrl, '/assets/index-B7x9Qz.js', { 'If-None-Match': etag as string })
    expect(second.status).toBe(304)
  })

  it('caches other public files for an hour', async () => {
    const response = await fetch(`${site.baseUrl}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${site.baseUrl}/about`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe('')
  })

  it('sends the security headers with pages', async () => {
    const response = await fetch(`${site.baseUrl}/`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; img-src 'self' data:; font-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })
})

describe('paths with no file', () => {
  it('answer 404 with the build’s 404.html', async () => {
    const response = await fetch(`${site.baseUrl}/no-such-page`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('Custom not-found page')
  })

  it('answer 404 with a small built-in page when the build has no 404.html', async () => {
    const response = await fetch(`${bareSite.baseUrl}/no-such-page`)
    expect(response.status).toBe(404)
    const body = await response.text()
    expect(body).toContain('Page Not Found')
    expect(body).toContain('Return to Home')
  })

  it('get the app shell with 200 when isAppPath says the client renders them', async () => {
    const response = await fetch(`${site.baseUrl}/nc/charlotte/security-camera-installation`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('App shell')
  })

  it('stay 404 when isAppPath says no, and without an isAppPath hook', async () => {
    expect((await fetch(`${site.baseUrl}/nc/charlotte/unknown-service/extra`)).status).toBe(404)
    expect((await fetch(`${bareSite.baseUrl}/nc/charlotte/security-camera-installation`)).status).toBe(404)
  })

  it('under /api stay JSON 404s even if isAppPath would say yes', async () => {
    const guarded = await startRelay({ store, env: { SITE_DIR: siteDir }, isAppPath: () => true })
    try {
      const response = await fetch(`${guarded.baseUrl}/api/anything`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint.' } })
    } finally {
      await guarded.close()
    }
  })

  it('other methods than GET and HEAD get the 404 page', async () => {
    const response = await fetch(`${site.baseUrl}/about`, { method: 'POST' })
    expect(response.status).toBe(404)
  })
})

describe('files that must never be served', () => {
  it('refuses dotfiles and paths that climb out of the site directory', async () => {
    expect((await fetch(`${site.baseUrl}/.env`)).status).toBe(404)
    for (const rawPath of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt']) {
      const response = await rawGet(site.baseUrl, rawPath)
      expect(response.status).toBe(404)
      expect(response.body).not.toContain('outside the site')
    }
  })

  it('answers a malformed percent-encoding with 404 instead of failing', async () => {
    expect((await rawGet(site.baseUrl, '/%E0%A4%A')).status).toBe(404)
  })
})

describe('the default isAppPath predicate', () => {
  it('accepts city landing pages /{state}/{city}/{service} and nothing else', () => {
    expect(isAppPath('/nc/charlotte/security-camera-installation')).toBe(true)
    expect(isAppPath('/sc/rock-hill/video-doorbells/')).toBe(true)
    expect(isAppPath('/about')).toBe(false)
    expect(isAppPath('/case-studies/retail-loss-prevention')).toBe(false)
    expect(isAppPath('/north-carolina/charlotte/access-control')).toBe(false)
    expect(isAppPath('/nc/charlotte/access-control/extra')).toBe(false)
    expect(isAppPath('/nc/../etc')).toBe(false)
    expect(isAppPath('/tx/austin/access-control')).toBe(true)
    expect(isAppPath('/dc/washington/video-doorbells')).toBe(true)
    expect(isAppPath('/zz/charlotte/access-control')).toBe(false)
    expect(isAppPath('/nc/charlotte/not-a-service')).toBe(false)
  })
})

describe('text the site sends', () => {
  it('is gzip-compressed for browsers that accept it', async () => {
    await write(siteDir, 'assets/big-Zq1.js', `console.log(${JSON.stringify('x'.repeat(20_000))})`)
    const response = await fetch(`${site.baseUrl}/assets/big-Zq1.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect((await response.text()).length).toBeGreaterThan(20_000)
  })

  it('is Brotli-compressed at quality 6 for browsers that accept it, so a page fits the first round trip of a slow link', async () => {
    // Page-like text: repeated markup with varying words, as a prerendered page is.
    const words = ['camera', 'doorbell', 'recorder', 'installer', 'Charlotte', 'warranty', 'quote', 'access']
    const page = Array.from(
      { length: 900 },
      (_, i) =>
        `<li class="flex items-start gap-2"><a href="/services/${words[i % 8]}-${i}">${words[(i * 5) % 8]} ${words[(i * 3) % 8]} ${i * 7919}</a></li>`,
    ).join('\n')
    await write(siteDir, 'assets/page-like-Zq2.html', page)
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const url = new URL(`${site.baseUrl}/assets/page-like-Zq2.html`)
      request({ host: url.hostname, port: url.port, path: url.pathname, headers: { 'accept-encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br')
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
      })
        .on('error', reject)
        .end()
    })
    const atQuality = (quality: number) => brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length
    expect(raw.length).toBeLessThan(atQuality(4))
    expect(raw.length).toBeLessThanOrEqual(atQuality(6) + 64)
  })
})
