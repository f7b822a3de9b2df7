import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type pg from 'pg'
import { applyMigrations } from '../../../scripts/owner-tools/supabase-database'
import { freePort } from '../../support/free-port'
import type { RunningPostgres } from '../../support/postgres'
import { startSupabaseLikePostgres } from '../../support/supabase-like-postgres'
import { startPostgrestOverPostgres, type PostgrestOverPostgres } from '../../support/postgrest-over-postgres'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'
import { runOwnerTool } from './run-owner-tool'
import { startStaticHost, writeSiteFixture, type StaticHost, type StaticHostBehaviour } from '../../support/static-host'

/** `npm run check:live -- <url>` as an owner runs it, with this test's settings file. */
function checkLive(url: string, settingsFile: string, options?: { throughNpm: boolean }) {
  return runOwnerTool('check:live', [url, '--allow-http', '--settings-file', settingsFile], options)
}

let dir: string
let relay: RelayProcess
let host: StaticHost
let correct: StaticHostBehaviour
let ownServerSettings: string
let mixedSettings: string
let staticSite: string
let wrongSiteUrl: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'check-live-'))
  const [relayPort, hostPort] = [await freePort(), await freePort()]
  const relayOrigin = `http://127.0.0.1:${relayPort}`
  const hostOrigin = `http://127.0.0.1:${hostPort}`

  // Own server: the relay serves the built site and the quote endpoints on one origin.
  const relaySite = path.join(dir, 'relay-site')
  await writeSiteFixture(relaySite, relayOrigin)
  relay = await startRelayProcess(
    { SITE_DIR: relaySite, DATA_DIR: path.join(dir, 'relay-data'), CORS_ORIGINS: hostOrigin, LOG_LEVEL: 'warn' },
    { port: relayPort },
  )
  ownServerSettings = path.join(dir, 'own-server.env')
  await writeFile(ownServerSettings, 'VITE_QUOTE_STORE=relay\nVITE_QUOTE_MAILER=relay\n')

  // Mixed: the pages on a static host, the quotes through the relay on its own origin.
  staticSite = path.join(dir, 'static-site')
  await writeSiteFixture(staticSite, hostOrigin)
  wrongSiteUrl = path.join(dir, 'built-for-the-placeholder')
  await writeSiteFixture(wrongSiteUrl, 'https://www.example.com')
  correct = {
    dir: staticSite,
    slashRedirect: false,
    pageHeaders: {
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; connect-src 'self' ${relayOrigin}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
    assetHeaders: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    notFound: 'site',
  }
  host = await startStaticHost(hostPort, { ...correct })
  mixedSettings = path.join(dir, 'mixed.env')
  await writeFile(mixedSettings, `VITE_QUOTE_STORE=relay\nVITE_QUOTE_MAILER=relay\nVITE_RELAY_URL=${relayOrigin}\n`)
})

afterAll(async () => {
  await relay?.stop()
  await host?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Puts the static host back to the correct deployment, with one thing changed. */
function deploy(change: Partial<StaticHostBehaviour>): void {
  Object.assign(host.behaviour, correct, change)
}

describe('npm run check:live', () => {
  it('passes a correct own-server deployment (the relay serves the pages and the quotes)', async () => {
    const { code, output } = await checkLive(relay.baseUrl, ownServerSettings, { throughNpm: true })
    expect(output).toContain('3 pages answer 200 with their own canonical link')
    expect(output).toContain(`the relay answers at ${relay.baseUrl}/api/health`)
    expect(output).toContain('Your site works')
    expect(code, output).toBe(0)
  })

  it('passes a correct mixed deployment (static host, relay on its own origin)', async () => {
    deploy({})
    const { code, output } = await checkLive(host.origin, mixedSettings)
    expect(output).toContain('Your site works')
    expect(code, output).toBe(0)
  })

  it('fails a site built with the wrong SITE_URL, naming SITE_URL and where to set it', async () => {
    deploy({ dir: wrongSiteUrl })
    const { code, output } = await checkLive(host.origin, mixedSettings)
    expect(code).toBe(1)
    expect(output).toContain(`sitemap.xml names https://www.example.com, not ${host.origin}`)
    expect(output).toContain(`Fix:     The site was built for another address: set SITE_URL=${host.origin} in .env.local`)
    expect(output).toContain('Environment variables')
    expect(output).toContain('/services names https://www.example.com/services')
    expect(output).not.toContain("not the site's 404.html")
    expect(output).not.toContain('sent without')
  })

  it("fails a host that answers unknown addresses with its own page instead of the site's 404.html", async () => {
    deploy({ notFound: 'host' })
    const { code, output } = await checkLive(host.origin, mixedSettings)
    expect(code).toBe(1)
    expect(output).toMatch(/answers 404 with the host's own error page, not the site's 404\.html/)
    expect(output).toContain('publish dist/static (npm run build:static puts 404.html at its top')
    expect(output).not.toContain('SITE_URL')
  })

  it('fails a host that sends a page on to its address with a slash, naming dist/static', async () => {
    deploy({ slashRedirect: true })
    const { code, output } = await checkLive(host.origin, mixedSettings)
    expect(code).toBe(1)
    expect(output).toContain('/services redirects to /services/')
    expect(output).toContain('the publish folder is dist/static, built by npm run build:static')
  })

  it('fails a host that sends no security headers, naming each header and the file that sets them', async () => {
    deploy({ pageHeaders: { 'Cache-Control': 'public, max-age=0, must-revalidate' } })
    const { code, output } = await checkLive(host.origin, mixedSettings)
    expect(code).toBe(1)
    expect(output).toContain('the pages are sent without Content-Security-Policy, X-Content-Type-Options, Referrer-Policy, X-Frame-Options')
    expect(output).toContain('the _headers file npm run build:static writes into dist/static')
    expect(output).not.toContain('SITE_URL=')
  })

  it('fails a CSP that would block the relay, naming the origin to add', async () => {
    deploy({ pageHeaders: { ...correct.pageHeaders, 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" } })
    const { code, output } = await checkLive(host.origin, mixedSettings)
    expect(code).toBe(1)
    expect(output).toContain(`does not let the page reach ${relay.baseUrl}, so every quote would fail`)
    expect(output).toContain(`Let the page reach ${relay.baseUrl}: on a static host the build writes connect-src into dist/static/_headers`)
  })

  it('fails when the relay is down, naming the service and VITE_RELAY_URL', async () => {
    deploy({})
    await relay.stop()
    const { code, output } = await checkLive(host.origin, mixedSettings)
    expect(code).toBe(1)
    expect(output).toContain(`the relay at ${relay.baseUrl}/api/health does not answer (ECONNREFUSED): no quote can be sent`)
    expect(output).toContain('systemctl status security-site')
    expect(output).toContain(`set VITE_RELAY_URL to it`)
    // Everything else about the deployment is still right.
    expect(output).toContain('3 pages answer 200 with their own canonical link')
    expect(output).not.toContain('sent without')
  })
})

describe('npm run check:live, free static host with Supabase and EmailJS', () => {
  const anonKey = 'anon-key-for-check-live'
  let postgres: RunningPostgres
  let owner: pg.Client
  let postgrest: PostgrestOverPostgres
  let staticHost: StaticHost
  let settings: string

  beforeAll(async () => {
    ;({ postgres, owner } = await startSupabaseLikePostgres('live_supabase'))
    await applyMigrations(owner)
    await owner.query(
      "insert into public.contact_submissions (name, email, message, created_at) values ('Ann Lead', 'ann@example.com', 'Stored.', now())",
    )
    postgrest = await startPostgrestOverPostgres(postgres.url, anonKey)
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const site = path.join(dir, 'supabase-site')
    await writeSiteFixture(site, origin)
    staticHost = await startStaticHost(port, {
      ...correct,
      dir: site,
      pageHeaders: {
        ...correct.pageHeaders,
        'Content-Security-Policy': `default-src 'self'; connect-src 'self' ${postgrest.url}; frame-ancestors 'none'`,
      },
    })
    // EmailJS's API is not reachable here: the host itself stands in for its origin.
    settings = path.join(dir, 'supabase.env')
    await writeFile(
      settings,
      [
        'VITE_QUOTE_STORE=supabase',
        'VITE_QUOTE_MAILER=emailjs',
        `VITE_SUPABASE_URL=${postgrest.url}`,
        `VITE_SUPABASE_ANON_KEY=${anonKey}`,
        'VITE_EMAILJS_PUBLIC_KEY=public',
        'VITE_EMAILJS_SERVICE_ID=service_x',
        'VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID=template_a',
        'VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID=template_b',
        `VITE_EMAILJS_ORIGIN=${origin}`,
        '',
      ].join('\n'),
    )
  })

  afterAll(async () => {
    await staticHost?.close()
    await postgrest?.close()
    await owner?.end()
    await postgres?.stop()
  })

  it('passes when the anon key may add leads and read none, and writes no lead', async () => {
    const { code, output } = await checkLive(staticHost.origin, settings)
    expect(output).toContain('the public key cannot read leads; the public key may add leads; EmailJS answers')
    expect(code, output).toBe(0)
    expect((await owner.query('select count(*)::int as n from public.contact_submissions')).rows).toEqual([{ n: 1 }])
  })

  it('fails loudly when the anon key can read the leads', async () => {
    await owner.query('alter table public.contact_submissions disable row level security')
    await owner.query('grant select on public.contact_submissions to anon')
    try {
      const { code, output } = await checkLive(staticHost.origin, settings)
      expect(code).toBe(1)
      expect(output).toContain('the public key in your pages can READ your leads')
      expect(output).toContain("npm run setup -- --way static --supabase-db-url '<connection string>'")
    } finally {
      await owner.query('revoke select on public.contact_submissions from anon')
      await owner.query('alter table public.contact_submissions enable row level security')
    }
  })

  it('fails when the anon key may not add leads', async () => {
    await owner.query('revoke insert on public.contact_submissions from anon')
    const { code, output } = await checkLive(staticHost.origin, settings)
    expect(code).toBe(1)
    expect(output).toContain('the public key may not add leads (Supabase answers 401')
  })
})
