import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, inject, it } from 'vitest'

/**
 * An installer whose services are not the demo's six: the second business's
 * owner/services.yaml (test/fixtures/honest-business) adds "Alarm Systems", leaves out
 * "AI-Enhanced Security" and "CCTV Monitoring Systems", and puts doorbells before wireless
 * cameras. The test reads the shared build of it (support/second-business-build.ts).
 */
const { copy, siteUrl } = inject('secondBusiness')
const client = join(copy, 'dist/client')

const expectedSlugs = ['security-camera-installation', 'alarm-systems', 'video-doorbells', 'wireless-security-cameras', 'access-control']
const expectedNames = ['Security Camera Installation', 'Alarm Systems', 'Video Doorbells', 'Wireless Security Cameras', 'Access Control']
const removed = ['ai-enhanced-security', 'cctv-monitoring-systems', 'AI-Enhanced Security', 'CCTV Monitoring Systems']

const published = new Map<string, string>()

interface ServerEntry {
  renderPage(url: string): Promise<{ readonly status: number; readonly head: string }>
}
let entry: ServerEntry

const page = (path: string): string => {
  const html = published.get(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
  if (html === undefined) throw new Error(`${path} was not published`)
  return html
}

/** Every href on a page pointing at a service page, in document order, once each. */
const serviceLinks = (html: string): string[] => [
  ...new Set([...html.matchAll(/href="\/services\/([a-z0-9-]+)"/g)].map((match) => match[1] ?? '')),
]

const sitemapPaths = (): string[] =>
  [...(published.get('sitemap.xml') ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => (match[1] ?? '').slice(siteUrl.length))

beforeAll(async () => {
  for (const found of await readdir(client, { withFileTypes: true, recursive: true })) {
    if (found.isFile() && /\.(html|xml|txt)$/.test(found.name)) {
      const path = join(found.parentPath, found.name)
      published.set(relative(client, path), await readFile(path, 'utf8'))
    }
  }
  entry = (await import(pathToFileURL(join(copy, 'dist/server/entry-server.js')).href)) as ServerEntry
})

describe('a business with services of its own', () => {
  it('publishes a page for each of its services and no other', async () => {
    expect(
      (await readdir(join(client, 'services'), { withFileTypes: true }))
        .filter((found) => found.isDirectory())
        .map((found) => found.name)
        .sort(),
    ).toEqual([...expectedSlugs].sort())
    const alarm = page('/services/alarm-systems')
    expect(alarm).toContain('<title>Alarm Systems | Lakeside Guard Systems</title>')
    expect(alarm).toContain('Alarm Systems That Sound Before Anyone Gets In')
    expect(alarm).toContain('Will my dog set it off?')
    expect(alarm).toContain('How an Alarm Goes In')
    // The camera page's area band names the owner's area, not the demo's three states.
    expect(page('/services/security-camera-installation')).toContain('Local Installers Across Lakeland and Winter Haven, Florida')
  })

  it('builds city pages for its services in every city, and lists exactly those in the sitemap', () => {
    const paths = sitemapPaths()
    expect(paths.filter((path) => path.startsWith('/services/'))).toEqual(expectedSlugs.map((slug) => `/services/${slug}`))
    const cityPages = paths.filter((path) => path.split('/').length === 4)
    const bySlug = new Map<string, number>()
    for (const path of cityPages) bySlug.set(path.split('/')[3] ?? '', (bySlug.get(path.split('/')[3] ?? '') ?? 0) + 1)
    expect([...bySlug.keys()]).toEqual(expectedSlugs)
    expect(new Set(bySlug.values()).size).toBe(1)
    const lakeland = page('/fl/lakeland/alarm-systems')
    expect(lakeland).toContain('<title>Alarm Systems in Lakeland, FL | Lakeside Guard Systems</title>')
    expect(lakeland).toContain('Do you install alarm systems in Lakeland?')
    expect([...lakeland.matchAll(/href="\/fl\/lakeland\/([a-z0-9-]+)"/g)].map((match) => match[1])).toEqual(
      expectedSlugs.filter((slug) => slug !== 'alarm-systems'),
    )
  })

  it('shows its services, in its order, on the home grid, /services and /all-services', () => {
    expect(serviceLinks(page('/'))).toEqual(expectedSlugs)
    expect(serviceLinks(page('/services'))).toEqual(expectedSlugs)
    const all = page('/all-services')
    expect(serviceLinks(all)).toEqual(expectedSlugs)
    const headings = [...all.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1])
    expect(headings.filter((heading) => expectedNames.includes(heading ?? ''))).toEqual(expectedNames)
    expect(all).toContain(
      'Everything we fit for houses and small shops: security cameras, alarm systems, video doorbells, wireless security cameras and access control systems.',
    )
    // The footer names the business's services, on every page.
    expect(page('/about')).toContain(
      'Security cameras, alarm systems, video doorbells, wireless security cameras and access control systems, designed and installed',
    )
  })

  it('leaves the removed services out of every page, the sitemap and the published files: they answer not found', async () => {
    for (const [file, text] of published) {
      const found = removed.filter((trace) => text.includes(trace))
      expect({ file, found }).toEqual({ file, found: [] })
    }
    for (const slug of ['ai-enhanced-security', 'cctv-monitoring-systems']) {
      expect(existsSync(join(client, 'services', slug))).toBe(false)
      expect(existsSync(join(client, 'fl/lakeland', slug))).toBe(false)
      expect(existsSync(join(client, 'images/services', `${slug}.svg`))).toBe(false)
      expect((await entry.renderPage(`/services/${slug}`)).status).toBe(404)
      expect((await entry.renderPage(`/fl/lakeland/${slug}`)).status).toBe(404)
    }
    // A city the dialogs do not list still has a page for a service of the business's own.
    expect((await entry.renderPage('/tx/austin/alarm-systems')).status).toBe(200)
  })
})
