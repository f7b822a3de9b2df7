import { rm } from 'node:fs/promises'
import pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '../support/free-port'
import { startPostgres, type RunningPostgres } from '../support/postgres'
import { startRelayProcess, type RelayProcess } from '../support/relay-process'
import { seededDataDir } from '../support/seeded-data-dir'
import { startSmtpServer, type RunningSmtpServer } from '../support/smtp'
import { testMailboxes } from '../support/test-mailboxes'
import { launchBrowser, newPage } from './support/browser'
import { servedAsBuiltWith } from './support/build-env'
import { fillQuoteForm, openQuoteDialog, submitQuoteForm, type QuoteFormValues } from './support/quote-form'

const visitor: QuoteFormValues = {
  name: "Dana O'Whitfield",
  email: 'dana.whitfield@example.com',
  phone: '(704) 555-0199',
  address: '12 Court Square, Lincolnton, NC',
  message: 'Four <b>cameras</b> for the shop & a video doorbell at home.',
}

/** A page with the quote button and nothing that moves on its own: the home page's typing headline never rests. */
const quietPage = '/services'

/**
 * One relay on a real PostgreSQL server and a real SMTP server for every test that sends (a
 * start costs seconds of CPU); each test sets what goes wrong by acting on those servers, in
 * order: all well, then the database gone, then the relay itself. The same relay also stands for
 * the static-pages-plus-remote-relay deployment: the site opened as http://localhost:<port> is
 * another origin than the relay's http://127.0.0.1:<port> (two host names are two origins, as two
 * ports are), so it lists that origin in CORS_ORIGINS and the site lists the relay in
 * CSP_CONNECT_ORIGINS.
 */
describe('a visitor requesting a free quote in Chromium', { timeout: 180_000 }, () => {
  let browser: Browser
  let postgres: RunningPostgres
  let smtp: RunningSmtpServer
  let relay: RelayProcess
  let dataDir: string
  let siteOrigin: string

  beforeAll(async () => {
    const startServers = async () => {
      ;[postgres, smtp, dataDir] = await Promise.all([startPostgres(), startSmtpServer(), seededDataDir('quote-flow-')])
      const port = await freePort()
      siteOrigin = `http://localhost:${port}`
      relay = await startRelayProcess(
        {
          DATA_DIR: dataDir,
          SITE_DIR: inject('siteDir'),
          DATABASE_URL: postgres.url,
          SMTP_URL: smtp.url,
          CORS_ORIGINS: siteOrigin,
          CSP_CONNECT_ORIGINS: `http://127.0.0.1:${port}`,
        },
        { port },
      )
    }
    ;[browser] = await Promise.all([launchBrowser(), startServers()])
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await relay?.stop()
    await Promise.all([postgres?.stop(), smtp?.stop(), dataDir && rm(dataDir, { recursive: true, force: true })])
  })

  /** The SMTP messages that arrive from now on, once there are `count` of them. */
  function nextMessages(count: number) {
    const before = smtp.messages.length
    return async () => (await smtp.waitForMessages(before + count, 15_000)).slice(before)
  }

  it('hides the honeypot from the accessibility tree and the keyboard, and sends nothing when a robot fills it', async () => {
    const { page, close } = await newPage(browser)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`)
    })
    const dialog = await openQuoteDialog(page, `${inject('baseUrl')}${quietPage}`)
    expect(await dialog.getByRole('textbox').count()).toBe(5)
    const focused: string[] = []
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab')
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? ''))
    }
    expect(focused).not.toContain('website')

    await fillQuoteForm(dialog, visitor)
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://bot.example'
    })
    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    await expect.poll(() => dialog.getByRole('alert').filter({ hasText: 'looks automated' }).count(), { timeout: 15_000 }).toBe(1)
    // Nothing leaves the page: no lead, no mail, no failure report.
    expect(posts).toEqual([])
    await close()
  })

  it('stores the row in PostgreSQL, mails the owner the page’s service and city and the visitor a confirmation, and clears the form', async () => {
    const { page, problems, close } = await newPage(browser)
    const arrived = nextMessages(2)
    const dialog = await openQuoteDialog(page, `${relay.baseUrl}/nc/charlotte/video-doorbells`)
    await submitQuoteForm(dialog, visitor)

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Quote Request Submitted' })
    await toast.waitFor({ timeout: 15_000 })
    expect(await toast.innerText()).toContain("We'll be in touch shortly")
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)

    const messages = await arrived()
    // With real SMTP the relay needs a real OWNER_EMAIL; the test harness gives it one.
    expect(messages.map((m) => m.envelope.rcptTo).sort()).toEqual([[testMailboxes.OWNER_EMAIL], [visitor.email]].sort())
    const notification = messages.find((m) => m.envelope.rcptTo.includes(testMailboxes.OWNER_EMAIL))
    expect(notification?.text).toContain('Service: Video Doorbells')
    expect(notification?.text).toContain('City: Charlotte, NC')
    expect(notification?.text).toContain(visitor.message)
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    const { rows } = await client.query('select name, email, phone, address, message from contact_submissions')
    await client.end()
    // Exactly as typed: markup and ampersands are the visitor's words, not the browser's escaping.
    expect(rows).toEqual([visitor])

    // The form was cleared for the next visitor.
    await page.getByRole('button', { name: 'Get a Free Quote' }).first().click()
    await expect.poll(() => page.getByLabel('Full Name').inputValue(), { timeout: 15_000 }).toBe('')
    expect(problems).toEqual([])
    await close()
  })

  it('sends a quote from a site on another origin to the relay: the preflights pass, it is stored and both mails go', async () => {
    const { page, problems, close } = await newPage(browser)
    // The main build as built with VITE_RELAY_URL naming the relay's origin.
    await servedAsBuiltWith(page, { VITE_RELAY_URL: relay.baseUrl })
    const relayCalls: string[] = []
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(relay.baseUrl)) relayCalls.push(`${request.method()} ${new URL(request.url()).pathname}`)
    })
    const arrived = nextMessages(2)
    const dialog = await openQuoteDialog(page, `${siteOrigin}${quietPage}`)
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
    expect((await arrived()).map((m) => m.envelope.rcptTo).sort()).toEqual([[testMailboxes.OWNER_EMAIL], ['cory@visitor.internal']].sort())
    // A request the page's CSP or the relay's CORS refused would be a console error here.
    expect(problems).toEqual([])
    await close()
  })

  it('when the database is down but mail works, tells the visitor the reply may be delayed and clears the form', async () => {
    await postgres.stop()
    const { page, close } = await newPage(browser)
    const arrived = nextMessages(1)
    const dialog = await openQuoteDialog(page, `${relay.baseUrl}${quietPage}`)
    await submitQuoteForm(dialog, visitor)
    await expect.poll(() => page.getByText('may be delayed', { exact: false }).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
    // The owner's notification carries the lead. No confirmation: it goes only to the address of a
    // stored request (decision 0040), and it was refused before the visitor was answered.
    expect((await arrived()).map((message) => message.envelope.rcptTo)).toEqual([[testMailboxes.OWNER_EMAIL]])
    await close()
  })

  it('when every step fails, says so truthfully and keeps the dialog open with every field', async () => {
    const { page, close } = await newPage(browser)
    const dialog = await openQuoteDialog(page, `${relay.baseUrl}${quietPage}`)
    // Opening the dialog loads the quote code; then every service behind it goes away.
    await page.waitForLoadState('networkidle')
    await relay.stop()
    await submitQuoteForm(dialog, visitor)

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Partial Submission Error' })
    await toast.waitFor({ timeout: 15_000 })
    expect(await toast.innerText()).toContain('nothing has reached our team')
    expect(await dialog.count()).toBe(1)
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe(visitor.name)
    expect(await dialog.getByLabel('How can we help?').inputValue()).toBe(visitor.message)
    await close()
  })
})
