import { absoluteUrl } from '../config/site-url'

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/**
 * The sitemap: every prerendered page once, at its canonical URL. `lastModified` (YYYY-MM-DD) is
 * the date the site's sources last changed, the same for every page, so it moves only when a
 * release does.
 */
export function sitemapXml(paths: readonly string[], lastModified: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastModified}</lastmod></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read everything, and are told where the sitemap is. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
}
