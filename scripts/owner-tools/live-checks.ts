import { randomUUID } from 'node:crypto'
import { Resolver } from 'node:dns/promises'
import { providerForSmtpHost, spfNamesProvider } from './mail-providers'

/**
 * The checks of `npm run check:live`, each what a careful operator would look at from outside:
 * pages, canonical links, the not-found page, headers, the quote path and the sender's SPF.
 * Each problem says what is wrong and what to change where (decision 0031).
 */

export interface Problem {
  readonly what: string
  readonly fix: string
}

export interface CheckResult {
  readonly name: string
  readonly problems: Problem[]
  /** Said when a check could not run here (no DNS), which is no failure. */
  readonly skipped?: string
  readonly passed?: string
}

export interface LiveTarget {
  /** The origin the owner gave, without a trailing slash. */
  readonly origin: string
  readonly https: boolean
}

export interface QuotePath {
  /** Where the relay answers, when the store or the mailer is the relay. */
  readonly relayUrl?: string
  readonly supabase?: { readonly url: string; readonly anonKey: string }
  readonly emailjsOrigin?: string
}

const timeoutMs = 15_000

/** Where the published site comes from, for each kind of host (decision 0032). */
const publishWhere =
  'On Netlify or Cloudflare Pages the publish folder is dist/static, built by npm run build:static (netlify.toml names both); ' +
  'on your own server the relay serves dist/client, built by npm run build'
const publishAll = `${publishWhere}, the whole folder from one build.`

async function get(url: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), ...init })
  return { response, body: await response.text() }
}

/** A check that found one problem. */
function failed(name: string, what: string, fix: string): CheckResult {
  return { name, problems: [{ what, fix }] }
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? (error as Error).message
}

const settingsWhere =
  "in .env.local on the computer that builds (npm run setup writes it), and in the host's environment variables " +
  '(Netlify: Project configuration → Environment variables; Cloudflare Pages: Settings → Variables and Secrets), then build and publish again'

export function canonicalOf(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?canonical["'\s>]/i.test(tag)) continue
    return /\bhref=["']([^"']+)["']/i.exec(tag)?.[1]
  }
  return undefined
}

/** Runs `work` over `items`, a few at a time, so a small host is not hammered. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}

/** The home page answers, over HTTPS, at the address given; its HTML is reused by later checks. */
export async function checkHome(target: LiveTarget): Promise<{ result: CheckResult; html?: string; headers?: Headers }> {
  const name = 'The site answers'
  try {
    const { response, body } = await get(`${target.origin}/`)
    const finalOrigin = new URL(response.url).origin
    const problems: Problem[] = []
    if (response.status !== 200)
      problems.push({
        what: `${target.origin}/ answers ${response.status}`,
        fix: `${publishWhere}. Check that the last deploy succeeded (the host's Deploys page).`,
      })
    if (finalOrigin !== target.origin)
      problems.push({
        what: `${target.origin}/ sends visitors on to ${finalOrigin}`,
        fix: `Check ${finalOrigin} instead, and make SITE_URL=${finalOrigin} ${settingsWhere}.`,
      })
    return { result: { name, problems, passed: `${target.origin}/ answers 200` }, html: body, headers: response.headers }
  } catch (error) {
    return {
      result: failed(
        name,
        `${target.origin} does not answer (${reason(error)})`,
        'Check the DNS records at your domain registrar (they can take up to an hour to spread), that the host shows the domain as ' +
          'active (Netlify: Domain management; Cloudflare Pages: Custom domains), or on your own server that Caddy and the site service run.',
      ),
    }
  }
}

/** Every page in the sitemap answers 200 and names itself, on this domain, as its canonical URL. */
export async function checkPages(target: LiveTarget): Promise<CheckResult> {
  const name = 'Every page in sitemap.xml answers, with its own canonical link on this domain'
  const problems: Problem[] = []
  let sitemap: string
  try {
    const { response, body } = await get(`${target.origin}/sitemap.xml`)
    if (response.status !== 200 || !body.includes('<urlset'))
      return failed(name, `/sitemap.xml answers ${response.status} without a sitemap`, `${publishWhere}; the build writes sitemap.xml.`)
    sitemap = body
  } catch (error) {
    return failed(name, `/sitemap.xml could not be fetched (${reason(error)})`, 'See the first check.')
  }
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
  const foreign = [...new Set(locs.map((loc) => new URL(loc).origin).filter((origin) => origin !== target.origin))]
  if (foreign.length > 0)
    problems.push({
      what: `sitemap.xml names ${foreign.join(', ')}, not ${target.origin}`,
      fix: `The site was built for another address: set SITE_URL=${target.origin} ${settingsWhere}.`,
    })
  const wrongCanonical: string[] = []
  const notAnswering: string[] = []
  await eachLimited(locs, 4, async (loc) => {
    const { pathname, search } = new URL(loc)
    const page = `${target.origin}${pathname}${search}`
    try {
      // A host that sends /about on to /about/ serves every visit from an address that is not the canonical one.
      const { response, body } = await get(page, { redirect: 'manual' })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location)
        return void notAnswering.push(`${pathname} redirects to ${new URL(location, page).pathname}`)
      if (response.status !== 200) return void notAnswering.push(`${pathname} answers ${response.status}`)
      const canonical = canonicalOf(body)
      if (canonical !== page) wrongCanonical.push(`${pathname} names ${canonical ?? 'no canonical URL'}`)
    } catch (error) {
      notAnswering.push(`${pathname}: ${reason(error)}`)
    }
  })
  if (notAnswering.length > 0)
    problems.push({
      what: `${notAnswering.length} of ${locs.length} pages do not answer 200: ${notAnswering.slice(0, 5).join('; ')}`,
      fix: publishAll,
    })
  if (wrongCanonical.length > 0 && foreign.length === 0)
    problems.push({
      what: `${wrongCanonical.length} pages have a wrong canonical link: ${wrongCanonical.slice(0, 3).join('; ')}`,
      fix: `Set SITE_URL=${target.origin} ${settingsWhere}.`,
    })
  else if (wrongCanonical.length > 0)
    problems.push({
      what: `their canonical links name the other address too: ${wrongCanonical.slice(0, 3).join('; ')}`,
      fix: `The same fix: SITE_URL=${target.origin}, then build and publish again.`,
    })
  try {
    const { response, body } = await get(`${target.origin}/robots.txt`)
    const line = /^sitemap:\s*(\S+)/im.exec(body)?.[1]
    if (response.status !== 200 || line !== `${target.origin}/sitemap.xml`)
      problems.push({
        what: `robots.txt ${response.status !== 200 ? `answers ${response.status}` : `points search engines at ${line ?? 'no sitemap'}`}`,
        fix: `Set SITE_URL=${target.origin} ${settingsWhere}.`,
      })
  } catch (error) {
    problems.push({ what: `robots.txt could not be fetched (${reason(error)})`, fix: `${publishWhere}.` })
  }
  return { name, problems, passed: `${locs.length} pages answer 200 with their own canonical link` }
}

/** The site's own not-found page links the site's stylesheet; a host's default page does not. */
export async function checkNotFound(target: LiveTarget): Promise<CheckResult> {
  const name = "An unknown address answers 404 with the site's own not-found page"
  const path = `/no-such-page-${randomUUID().slice(0, 8)}`
  try {
    const { response, body } = await get(`${target.origin}${path}`)
    const sitePage = /\/assets\/[^"']+\.css/.test(body)
    if (response.status === 404 && sitePage) return { name, problems: [], passed: `${path} answers 404 with the site's page` }
    const what =
      response.status === 404
        ? `${path} answers 404 with the host's own error page, not the site's 404.html`
        : `${path} answers ${response.status} instead of 404, so search engines index made-up addresses`
    return failed(
      name,
      what,
      'On Netlify or Cloudflare Pages publish dist/static (npm run build:static puts 404.html at its top; both hosts show it by ' +
        'themselves — remove any "/* /index.html 200" rule from _redirects); on your own server the relay serves it from SITE_DIR (dist/client).',
    )
  } catch (error) {
    return failed(name, `${path} could not be fetched (${reason(error)})`, 'See the first check.')
  }
}

function directive(csp: string, name: string): string[] | undefined {
  for (const part of csp.split(';')) {
    const [key, ...values] = part.trim().split(/\s+/)
    if (key?.toLowerCase() === name) return values
  }
  return undefined
}

function allows(sources: readonly string[], origin: string): boolean {
  const scheme = `${new URL(origin).protocol}`
  return sources.some((source) => source === '*' || source === scheme || source.replace(/\/+$/, '') === origin)
}

function maxAge(cacheControl: string | null): number | undefined {
  const match = /max-age=(\d+)/i.exec(cacheControl ?? '')
  return match ? Number(match[1]) : undefined
}

const headersWhere =
  'On Netlify or Cloudflare Pages they come from the _headers file npm run build:static writes into dist/static: publish that folder as it is. ' +
  'On your own server the relay sends them: make sure visitors reach it through Caddy (reverse_proxy) and not another web server.'

/** Security headers and caching, on the home page and on one hashed asset. */
export async function checkHeaders(target: LiveTarget, home: { html: string; headers: Headers }, quote: QuotePath): Promise<CheckResult> {
  const name = 'Security and caching headers'
  const problems: Problem[] = []
  const { headers } = home
  const csp = headers.get('content-security-policy')
  const missing = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy'].filter((header) => !headers.get(header))
  if (!headers.get('x-frame-options') && !(csp && directive(csp, 'frame-ancestors'))) missing.push('X-Frame-Options')
  if (target.https && !headers.get('strict-transport-security')) missing.push('Strict-Transport-Security')
  if (missing.length > 0)
    problems.push({
      what: `the pages are sent without ${missing.join(', ')}`,
      fix:
        headersWhere +
        (missing.includes('Strict-Transport-Security')
          ? ' Strict-Transport-Security is sent on HTTPS requests only: behind Caddy the relay needs TRUST_PROXY=loopback (the systemd unit sets it).'
          : ''),
    })
  if (csp) {
    const connect = directive(csp, 'connect-src') ?? directive(csp, 'default-src') ?? []
    const needed = [quote.relayUrl, quote.supabase?.url, quote.emailjsOrigin]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url).origin)
      .filter((origin) => origin !== target.origin)
    const blocked = needed.filter((origin) => !allows(connect, origin))
    if (blocked.length > 0)
      problems.push({
        what: `the Content-Security-Policy does not let the page reach ${blocked.join(', ')}, so every quote would fail in the browser`,
        fix:
          `Let the page reach ${blocked.join(' ')}: on a static host the build writes connect-src into dist/static/_headers from the ` +
          `Supabase and EmailJS variables, so set them ${settingsWhere}; ` +
          `on your own server with CSP_CONNECT_ORIGINS=${blocked.join(',')} in /srv/site/.env.local.`,
      })
  }
  const htmlMaxAge = maxAge(headers.get('cache-control'))
  if (!/no-cache|no-store|must-revalidate/i.test(headers.get('cache-control') ?? '') && (htmlMaxAge ?? 0) > 600)
    problems.push({
      what: `pages are cached for ${htmlMaxAge} s (Cache-Control: ${headers.get('cache-control')}), so a change stays unseen that long`,
      fix: `Pages need Cache-Control: no-cache. ${headersWhere}`,
    })
  const asset = /["'](\/assets\/[^"']+\.(?:css|js))["']/.exec(home.html)?.[1]
  if (asset) {
    try {
      const { response } = await get(`${target.origin}${asset}`)
      const age = maxAge(response.headers.get('cache-control'))
      if (response.status !== 200) problems.push({ what: `${asset} answers ${response.status}`, fix: publishAll })
      else if ((age ?? 0) < 30 * 86_400)
        problems.push({
          what: `${asset} (its name changes with its content) is cached ${age === undefined ? 'by no rule' : `for ${age} s`}, so every visit downloads it again`,
          fix: `Files under /assets/ need Cache-Control: public, max-age=31536000, immutable. ${headersWhere}`,
        })
    } catch (error) {
      problems.push({ what: `${asset} could not be fetched (${reason(error)})`, fix: publishAll })
    }
  }
  return { name, problems, passed: 'CSP, nosniff, framing, referrer and caching headers are right' }
}

/** The services a quote goes through answer, and the public key can add leads but not read them. */
export async function checkQuotePath(target: LiveTarget, quote: QuotePath): Promise<CheckResult> {
  const name = 'The quote form can reach what it sends to'
  const problems: Problem[] = []
  const passed: string[] = []
  if (quote.relayUrl !== undefined) {
    const relay = quote.relayUrl.replace(/\/+$/, '')
    const health = `${relay}/api/health`
    const ownServer = new URL(relay).origin === target.origin
    const restart = ownServer
      ? 'On your server: systemctl status security-site and journalctl -u security-site -n 50 say why; systemctl restart security-site starts it.'
      : `On your server: systemctl status security-site and journalctl -u security-site -n 50 say why. If ${relay} is not your server's address, ` +
        `set VITE_RELAY_URL to it ${settingsWhere}.`
    try {
      const { response, body } = await get(health)
      if (response.status === 200 && /"ok"\s*:\s*true/.test(body)) passed.push(`the relay answers at ${health}`)
      else problems.push({ what: `the relay at ${health} answers ${response.status}: ${body.slice(0, 120)}`, fix: restart })
    } catch (error) {
      problems.push({ what: `the relay at ${health} does not answer (${reason(error)}): no quote can be sent`, fix: restart })
    }
    if (!ownServer && problems.length === 0) {
      try {
        const response = await fetch(`${relay}/api/quote/submissions`, {
          method: 'OPTIONS',
          headers: { Origin: target.origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (response.headers.get('access-control-allow-origin') !== target.origin)
          problems.push({
            what: `the relay does not let ${target.origin} send it quotes (no CORS answer for this origin)`,
            fix: `Add CORS_ORIGINS=${target.origin} to /srv/site/.env.local on your server, then systemctl restart security-site.`,
          })
      } catch (error) {
        problems.push({ what: `the relay's CORS answer could not be fetched (${reason(error)})`, fix: restart })
      }
    }
  }
  if (quote.supabase) {
    const endpoint = `${quote.supabase.url.replace(/\/+$/, '')}/rest/v1/contact_submissions`
    const headers = { apikey: quote.supabase.anonKey, Authorization: `Bearer ${quote.supabase.anonKey}` }
    const setupAgain =
      "Run npm run setup -- --way static --supabase-db-url '<connection string>' again: it creates the tables and their rules."
    try {
      const read = await get(`${endpoint}?select=id&limit=1`, { headers })
      if (read.response.status === 200 && read.body.trim() !== '[]')
        problems.push({
          what: 'the public key in your pages can READ your leads',
          fix: `${setupAgain} Until then anyone can read them: in Supabase, Table Editor → contact_submissions → enable RLS.`,
        })
      else if (read.response.status === 404) problems.push({ what: 'Supabase has no contact_submissions table', fix: setupAgain })
      else if (read.response.status === 401 && /invalid api key|no api key/i.test(read.body))
        problems.push({
          what: 'Supabase refuses the anon key',
          fix: `Copy the anon key again (Supabase → Project Settings → API Keys) into VITE_SUPABASE_ANON_KEY ${settingsWhere}.`,
        })
      else passed.push('the public key cannot read leads')
      // An empty list inserts nothing: it asks only whether the key may insert these columns.
      const insert = await get(`${endpoint}?columns=name,email,phone,address,message,created_at`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: '[]',
      })
      if (insert.response.status >= 200 && insert.response.status < 300) passed.push('the public key may add leads')
      else if (!problems.length)
        problems.push({
          what: `the public key may not add leads (Supabase answers ${insert.response.status}: ${insert.body.slice(0, 120)})`,
          fix: setupAgain,
        })
    } catch (error) {
      problems.push({
        what: `Supabase at ${quote.supabase.url} does not answer (${reason(error)})`,
        fix: `Check VITE_SUPABASE_URL (Supabase → Project Settings → Data API) ${settingsWhere}; a free project paused after a week without visits is restored in its dashboard.`,
      })
    }
  }
  if (quote.emailjsOrigin) {
    try {
      await get(quote.emailjsOrigin)
      passed.push('EmailJS answers')
    } catch (error) {
      problems.push({
        what: `EmailJS at ${quote.emailjsOrigin} does not answer (${reason(error)})`,
        fix: 'Remove VITE_EMAILJS_ORIGIN unless you run a proxy for it.',
      })
    }
  }
  return { name, problems, passed: passed.join('; ') }
}

/** The sender domain's SPF record names the provider that sends for it. */
export async function checkSpf(mailFrom: string | undefined, smtpUrl: string | undefined, dnsServer?: string): Promise<CheckResult> {
  const name = "The sender's SPF record names the mail provider"
  const domain = /@([^\s@<>]+)>?\s*$/.exec(mailFrom ?? '')?.[1]
  if (!domain || !smtpUrl)
    return { name, problems: [], skipped: 'no MAIL_FROM and SMTP_URL in the settings here (with EmailJS, your mailbox provider sends)' }
  const smtpHost = new URL(smtpUrl).hostname
  const resolver = new Resolver({ timeout: 5_000, tries: 2 })
  if (dnsServer) resolver.setServers([dnsServer])
  let records: string[]
  try {
    records = (await resolver.resolveTxt(domain)).map((parts) => parts.join(''))
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ENODATA' || code === 'ENOTFOUND') records = []
    else return { name, problems: [], skipped: `DNS could not be asked here (${code ?? (error as Error).message})` }
  }
  const spf = records.filter((record) => /^v=spf1(\s|$)/i.test(record))
  const provider = providerForSmtpHost(smtpHost)
  const include = provider ? `include:${provider.spfInclude}` : `include:<the SPF domain ${smtpHost}'s help names>`
  const where = `at the company where you manage ${domain}'s DNS (your registrar, or Cloudflare)`
  if (spf.length === 0)
    return failed(
      name,
      `${domain} has no SPF record, so your mail is likely marked as spam`,
      `Add a TXT record on ${domain} ${where}: v=spf1 ${include} ~all`,
    )
  if (spf.length > 1)
    return failed(
      name,
      `${domain} has ${spf.length} SPF records; receivers then ignore them all`,
      `Merge them into one TXT record ${where}, with ${include} in it.`,
    )
  if (!spfNamesProvider(spf[0]!, smtpHost))
    return failed(
      name,
      `${domain}'s SPF record (${spf[0]}) does not name ${provider?.name ?? smtpHost}`,
      `Add ${include} to that TXT record ${where}, before the ~all or -all at its end.`,
    )
  return { name, problems: [], passed: `${domain}: ${spf[0]}` }
}
