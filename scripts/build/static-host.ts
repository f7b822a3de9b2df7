/**
 * `npm run build:static`'s last step: dist/static, the built site laid out as Netlify and
 * Cloudflare Pages serve it (docs/decisions/0032-static-hosts-and-one-source-of-headers.md).
 *
 * - Each page is `<path>.html` instead of `<path>/index.html`: both hosts answer `/about` from
 *   about.html with 200, where a folder's index.html makes them redirect `/about` to `/about/`,
 *   a second request on every link and an address other than the canonical one. The relay keeps
 *   dist/client as it is.
 * - 404.html stays at the top: both hosts answer every unknown path with it and status 404.
 * - `_headers` (read by both hosts) carries the relay's own security headers, from
 *   server/http/security-headers.ts, with the connect origins this build's browser adapters
 *   reach and the hashes of the pages' inline scripts; hashed assets are cached for a year.
 *
 * Files are hard-linked from dist/client where the file system allows, so the copy costs no space.
 */
import { copyFile, link, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { existsSync } from 'node:fs'
import { loadEnv } from 'vite'
import { siteInlineScriptHashes, securityHeaderValues } from '../../server/http/security-headers'
import { parseQuoteConfig, QuoteConfigError, type QuoteConfig } from '../../src/quote/wiring/quote-config'

const root = resolve(import.meta.dirname, '../..')
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist')
const clientDir = join(distDir, 'client')
const staticDir = join(distDir, 'static')

/** The EmailJS SDK's own API origin, when VITE_EMAILJS_ORIGIN does not name another. */
const emailJsOrigin = 'https://api.emailjs.com'

/** Files only the relay serves: the empty page it answers unprerendered city pages with. */
const relayOnly = new Set(['app-shell.html'])

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** The build's quote configuration, read as Vite read it: the host's variables, then the .env files. */
function quoteConfig(): QuoteConfig {
  try {
    return parseQuoteConfig(loadEnv('production', root, 'VITE_'))
  } catch (error) {
    if (error instanceof QuoteConfigError) fail(`The quote settings are not complete: ${error.problems.join('; ')}.`)
    throw error
  }
}

/**
 * The origins the published pages' scripts talk to. A static host runs no relay, so a store or
 * mailer left on the relay of this same origin would take quotes nowhere: refused, with the fix.
 */
export function staticConnectOrigins(config: QuoteConfig): string[] {
  const sameOriginRelay = [config.store, config.mailer].filter((port) => port.kind === 'relay' && port.relayUrl === '')
  if (sameOriginRelay.length > 0)
    fail(
      "A static host (Netlify, Cloudflare Pages) runs no relay, so quotes would go nowhere. In the host's settings " +
        '(Netlify: Site configuration > Environment variables; Cloudflare Pages: Settings > Variables and Secrets) set ' +
        'VITE_QUOTE_STORE=supabase and VITE_QUOTE_MAILER=emailjs with their keys (`npm run setup` prints them), ' +
        'or VITE_RELAY_URL to the address of your own relay. See docs/make-it-yours.md, section 6.',
    )
  const urls = [
    config.store.kind === 'supabase' ? config.store.url : config.store.relayUrl,
    config.mailer.kind === 'emailjs' ? (config.mailer.origin ?? emailJsOrigin) : config.mailer.relayUrl,
    config.notifier?.url ?? '',
  ]
  return [...new Set(urls.filter((url) => url !== '').map((url) => new URL(url).origin))]
}

/** Where the static hosts want a built file: `x/index.html` as `x.html`, the home page and the rest as they are. */
export function staticPath(fromClient: string): string {
  const parts = fromClient.split(sep)
  if (parts.length > 1 && parts.at(-1) === 'index.html') return `${parts.slice(0, -1).join(sep)}.html`
  return fromClient
}

/** The `_headers` file: the relay's security headers on every path, a year's cache on hashed assets. */
export function headersFile(connectOrigins: readonly string[], scriptHashes: readonly string[]): string {
  const { always, overTls } = securityHeaderValues(connectOrigins, scriptHashes)
  // Both hosts serve over HTTPS only, so Strict-Transport-Security goes on every answer. HTML keeps
  // the hosts' own default (revalidate on every visit): a Cache-Control here on /* would be joined
  // with the one under /assets/*.
  const headerLines = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return [
    '# Written by `npm run build:static` (scripts/build/static-host.ts) from server/http/security-headers.ts,',
    '# the headers the relay sends. Change them there; this file is rewritten by every build.',
    '/*',
    ...headerLines({ ...always, ...overTls }),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
}

async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true })
  try {
    await link(from, to)
  } catch {
    await copyFile(from, to)
  }
}

async function main(): Promise<void> {
  const started = performance.now()
  if (!existsSync(join(clientDir, '404.html')))
    fail(`${relative(root, clientDir)}/404.html is missing: run \`npm run build\` first (npm run build:static does both).`)
  const connectOrigins = staticConnectOrigins(quoteConfig())
  const scriptHashes = await siteInlineScriptHashes(clientDir)

  await rm(staticDir, { recursive: true, force: true })
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  let pages = 0
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const fromClient = relative(clientDir, join(entry.parentPath, entry.name))
    // Dot folders (the build's manifest) are the build's own, never published.
    if (fromClient.split(sep).some((part) => part.startsWith('.')) || relayOnly.has(fromClient)) continue
    const target = staticPath(fromClient)
    if (target.endsWith('.html')) pages++
    await place(join(clientDir, fromClient), join(staticDir, target))
  }
  await writeFile(join(staticDir, '_headers'), headersFile(connectOrigins, scriptHashes))
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${relative(root, staticDir)}: ${pages} pages with 404.html and _headers for Netlify and Cloudflare Pages ` +
      `(the pages may connect to ${connectOrigins.join(', ') || 'this site only'}) in ${seconds} s`,
  )
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main()
