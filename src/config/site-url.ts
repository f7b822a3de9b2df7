/**
 * The site's public origin, from one setting: SITE_URL. Canonical links, the sitemap, robots.txt,
 * structured data, Open Graph tags and the e-mails' signature all build their absolute URLs from
 * it. Vite fixes it into the build (vite.config.ts); the relay reads it from its environment.
 */

/** Used when SITE_URL is not set; a production build says so loudly. */
export const fallbackSiteUrl = 'https://www.example.com'

/** Checks a SITE_URL value and returns its origin without a trailing slash, or throws saying what to fix. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = value?.trim() ?? ''
  if (raw === '') return fallbackSiteUrl
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com, not "${raw}".`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must start with https:// (or http://), not "${url.protocol}".`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `SITE_URL must be the bare origin the site is served from, such as ${url.origin}, without a path, query or credentials.`,
    )
  }
  return url.origin
}

function configuredSiteUrl(): string | undefined {
  // In the browser and server bundles Vite replaces import.meta.env.SITE_URL with the build's value;
  // the relay runs from source, where there is no import.meta.env, and reads its environment.
  if (typeof import.meta.env === 'object') return import.meta.env.SITE_URL as string | undefined
  // Typed here, not from Node's types, which the browser's code is checked without (tsconfig.app.json).
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.SITE_URL
}

export const siteUrl: string = parseSiteUrl(configuredSiteUrl())

/** The absolute URL of a path on this site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href
}
