import { describe, expect, it } from 'vitest'
import { fallbackSiteUrl, parseSiteUrl } from '../../../src/config/site-url'
import { robotsTxt, sitemapXml } from '../../../src/head/sitemap'

describe('SITE_URL', () => {
  it('falls back to the placeholder origin when unset or blank', () => {
    expect(parseSiteUrl(undefined)).toBe(fallbackSiteUrl)
    expect(parseSiteUrl('  ')).toBe(fallbackSiteUrl)
  })

  it('keeps the bare origin, without a trailing slash', () => {
    expect(parseSiteUrl('https://www.example.com/')).toBe('https://www.example.com')
    expect(parseSiteUrl(' https://Example.com:8443 ')).toBe('https://example.com:8443')
  })

  it.each([
    ['example.com', /absolute URL/],
    ['ftp://example.com', /https:\/\//],
    ['https://example.com/shop', /bare origin.*https:\/\/example\.com/],
    ['https://example.com/?a=1', /without a path, query/],
    ['https://user:pw@example.com', /credentials/],
  ])('refuses %s and says what to fix', (value, message) => {
    expect(() => parseSiteUrl(value)).toThrow(message)
  })
})

describe('the sitemap and robots.txt', () => {
  it('escape what XML needs escaped and date every page', () => {
    const xml = sitemapXml(['/', "/a&b/c'd"], '2026-11-23')
    expect(xml).toContain(`<url><loc>${fallbackSiteUrl}/</loc><lastmod>2026-11-23</lastmod></url>`)
    expect(xml).toContain('/a&amp;b/c&apos;d</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('name the sitemap from robots.txt', () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${fallbackSiteUrl}/sitemap.xml\n`)
  })
})
