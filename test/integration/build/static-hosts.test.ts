import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { inlineScriptHashesFile, scanInlineScriptHashes } from '../../../server/http/security-headers'
import { parseHeadersFile, secondBusinessConnectOrigins } from './support/headers-file'
import { asRoot, nobody, runAsHost } from './support/host-build'

/**
 * Netlify and Cloudflare Pages build the owner's repository on their own Node 20 images, as an
 * ordinary user, with the variables set in their dashboards. The shared build of the second
 * business (support/second-business-build.ts) is made that way: the build command and publish
 * folder netlify.toml names (the guide gives Cloudflare Pages the same two), run as `nobody` when
 * the test runs as root. This test reads the published folder as the hosts would serve it.
 */
const { copy, siteUrl, netlify } = inject('secondBusiness')
const published = join(copy, netlify.publish)

/** The file a static host answers an address from, given the published folder's layout. */
function servedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

describe('the site built as Netlify and Cloudflare Pages build it', () => {
  it("is built by netlify.toml's command into its publish folder, by a user who is not root", async () => {
    expect(netlify).toEqual({ command: 'npm run build:static', publish: 'dist/static' })
    expect(existsSync(join(published, 'index.html'))).toBe(true)
    if (asRoot) expect((await stat(join(published, '404.html'))).uid).toBe(nobody.uid)
    expect(await readFile(join(copy, '.node-version'), 'utf8')).toMatch(/^20\s*$/)
  })

  it('publishes every sitemap page where the hosts answer its address with 200, no folder index to redirect to', async () => {
    const sitemap = await readFile(join(published, 'sitemap.xml'), 'utf8')
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(paths.length).toBeGreaterThan(20)
    for (const path of paths) {
      const page = await readFile(join(published, servedFile(path)), 'utf8')
      expect(page, path).toContain(`<link rel="canonical" href="${siteUrl}${path === '/' ? '/' : path}"`)
      if (path !== '/') expect(existsSync(join(published, path.slice(1), 'index.html')), `${path}/index.html`).toBe(false)
    }
    // What only the relay serves, and the build's own files, stay out.
    expect(existsSync(join(published, 'app-shell.html'))).toBe(false)
    expect(existsSync(join(published, '.vite'))).toBe(false)
  })

  it('publishes the not-found page at the top, which both hosts answer unknown paths with, status 404', async () => {
    const notFound = await readFile(join(published, '404.html'), 'utf8')
    expect(notFound).toContain('Page Not Found')
    expect(notFound).toContain('<meta name="robots" content="noindex')
  })

  it("writes _headers with the relay's own security headers and a year's cache for hashed assets only", async () => {
    const rules = parseHeadersFile(await readFile(join(published, '_headers'), 'utf8'))
    expect([...rules.keys()]).toEqual(['/*', '/assets/*'])
    const everyPath = rules.get('/*')!
    expect(everyPath.get('Cache-Control')).toBeUndefined()
    expect(everyPath.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/)
    expect(rules.get('/assets/*')!.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await readdir(join(published, 'assets'))).some((name) => /-[\w-]{8}\.js$/.test(name))).toBe(true)

    const csp = everyPath.get('Content-Security-Policy')
    expect(csp).toContain("script-src 'self' 'sha256-")
    expect(csp).toContain(`connect-src 'self' ${secondBusinessConnectOrigins.join(' ')}`)
    // That the relay sends these same values: start-after-build.test.ts, on the relay `npm start` starts.
  })

  it('records the inline scripts a scan of every built page finds, and publishes no record', async () => {
    const clientDir = join(copy, 'dist/client')
    const recorded = JSON.parse(await readFile(join(clientDir, inlineScriptHashesFile), 'utf8')) as unknown
    expect(recorded).toEqual(await scanInlineScriptHashes(clientDir))
    expect((recorded as string[]).length).toBeGreaterThan(0)
    expect(existsSync(join(published, inlineScriptHashesFile))).toBe(false)
  })

  it('refuses a build whose quotes would go to a relay the static host does not run, naming the fix', () => {
    const refused = runAsHost(copy, 'node --import tsx scripts/build/static-host.ts', { SITE_URL: siteUrl })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('VITE_QUOTE_STORE=supabase')
    expect(refused.stderr).toContain('docs/make-it-yours.md')
  })
})
