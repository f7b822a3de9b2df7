import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/free-port'
import { startRelayProcess, type RelayProcess } from '../support/relay-process'
import { launchBrowser, newPage } from './support/browser'
import { openQuoteDialog, submitQuoteForm } from './support/quote-form'
import { seededDataDir } from '../support/seeded-data-dir'

/**
 * The static-pages-plus-remote-relay deployment: the site is served from one origin and built
 * with VITE_RELAY_URL naming a relay on another (two ports are two origins), which lists the
 * site in CORS_ORIGINS. Every quote call then needs a preflight that allows Idempotency-Key.
 */
const root = resolve(import.meta.dirname, '../..')
/** The one page the quote is sent from. */
const pagePath = '/nc/charlotte/video-doorbells'

let browser: Browser
let buildDir: string
let siteData: string
let relayData: string
let site: RelayProcess
let relay: RelayProcess

beforeAll(async () => {
  const relayPort = await freePort()
  const relayOrigin = `http://127.0.0.1:${relayPort}`
  // Inside the project (dist-* is ignored), so the server render resolves its node_modules.
  buildDir = await mkdtemp(join(root, 'dist-cross-origin-'))
  // VITE_RELAY_URL is read by the browser's code alone (src/config/quote-config.ts): only the client
  // is built again. The server render is the main build's (`npm run build`, as are the generated
  // assets), and only the page opened below is prerendered, not all 292.
  await symlink(resolve(root, process.env.DIST_DIR ?? 'dist', 'server'), join(buildDir, 'server'), 'dir')
  const env = { ...process.env, DIST_DIR: buildDir, VITE_RELAY_URL: relayOrigin }
  for (const args of [
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    ['--import', 'tsx', 'scripts/prerender.ts', pagePath],
  ]) {
    const result = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  siteData = await seededDataDir('cross-origin-site-')
  relayData = await seededDataDir('cross-origin-relay-')
  site = await startRelayProcess({ DATA_DIR: siteData, SITE_DIR: join(buildDir, 'client'), CSP_CONNECT_ORIGINS: relayOrigin })
  relay = await startRelayProcess(
    { DATA_DIR: relayData, SITE_DIR: join(buildDir, 'no-site'), CORS_ORIGINS: site.baseUrl },
    { port: relayPort },
  )
  browser = await launchBrowser()
  // A client build and two relay starts: minutes on a two-core host shared with other work.
}, 480_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await relay?.stop()
  await Promise.all([buildDir, siteData, relayData].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('a quote sent to a relay on another origin', () => {
  it('goes through the whole dialog in Chromium: stored, both mails written, the visitor told so', async () => {
    const { page, close, problems } = await newPage(browser, { fresh: true })
    const relayCalls: string[] = []
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(relay.baseUrl)) relayCalls.push(`${request.method()} ${new URL(request.url()).pathname}`)
    })
    const dialog = await openQuoteDialog(page, `${site.baseUrl}${pagePath}`)
    await submitQuoteForm(dialog, {
      name: 'Cory Crossorigin',
      email: 'cory@visitor.internal',
      phone: '(980) 420-7788',
      address: '9 Elm St, Charlotte, NC',
      message: 'A doorbell camera, please.',
    })

    await expect.poll(() => page.getByText("We'll be in touch shortly", { exact: false }).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
    expect(relayCalls.filter((call) => call.startsWith('POST')).sort()).toEqual([
      'POST /api/quote/confirmations',
      'POST /api/quote/notifications',
      'POST /api/quote/submissions',
    ])
    await expect
      .poll(async () => (await readdir(join(relayData, 'outbox')).catch(() => [])).filter((file) => file.endsWith('.eml')).length, {
        timeout: 15_000,
      })
      .toBe(2)
    expect(problems).toEqual([])
    await close()
  })
})
