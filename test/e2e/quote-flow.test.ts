import { rm } from 'node:fs/promises'
import pg from 'pg'
import type { Page } from '@playwright/test'
import type { FakeEmailjs } from '../contract/support/fake-emailjs'
import { startStalledHttpServer, type StalledHttpServer } from '../contract/support/stalled-http-server'
import { freePort } from '../support/free-port'
import { startPostgres, type RunningPostgres } from '../support/postgres'
import { startRelayProcess, type RelayProcess } from '../support/relay-process'
import { seededDataDir } from '../support/seeded-data-dir'
import { startSmtpServer, type RunningSmtpServer } from '../support/smtp'
import { testMailboxes } from '../support/test-mailboxes'
import { animationsAtRest, builtSiteDir, siteUrl } from './support/browser'
import { servedAsBuiltWith } from './support/build-env'
import { expect, test } from './support/fixtures'
import { fillQuoteForm, openQuoteDialog, submitQuoteForm, type QuoteFormValues } from './support/quote-form'
import { site } from './support/site-modules'

const { emailjsAccount, quoteDialogCopy, startFakeEmailjs } = site

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
 * Browser-only mode (Supabase keeps the lead, EmailJS sends both mails from the visitor's
 * browser) with a Supabase REST endpoint that takes the insert and never answers, served from
 * the main build as a build for this mode would have it (support/build-env.ts).
 */
const browserOnlyVisitor: QuoteFormValues = {
  name: 'Hana Hangtime',
  email: 'hana.hangtime@visitor.internal',
  phone: '(704) 555-0142',
  address: '7 Mill St, Belmont, NC',
  message: 'Two cameras over the loading dock.',
}

/** The visitor's promise: what became of the request, within 5 s of pressing Submit Request. */
const outcomePromiseMs = 5_000

/** The main build as a browser-only build would have it (support/build-env.ts). */
async function asBrowserOnlyBuild(page: Page, supabase: StalledHttpServer, emailjs: FakeEmailjs): Promise<void> {
  await servedAsBuiltWith(page, {
    VITE_QUOTE_STORE: 'supabase',
    VITE_SUPABASE_URL: supabase.url,
    VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.browser-only-anon-key',
    VITE_QUOTE_MAILER: 'emailjs',
    VITE_EMAILJS_PUBLIC_KEY: emailjsAccount.publicKey,
    VITE_EMAILJS_SERVICE_ID: emailjsAccount.serviceId,
    VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID: emailjsAccount.confirmationTemplateId,
    VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID: emailjsAccount.notificationTemplateId,
    VITE_EMAILJS_ORIGIN: emailjs.origin,
  })
  // A visitor's browser is not driven by WebDriver; the EmailJS SDK refuses to send from one that is.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))
}

declare global {
  interface Window {
    __submitToToastMs?: number
  }
}

/**
 * Times what the visitor sees, inside the page: from the form's submit event to the first toast
 * in the document, so the test driver's own round trips on a busy host do not count.
 */
async function timeSubmitToToast(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let submitted: number | undefined
    document.addEventListener('submit', () => (submitted ??= performance.now()), true)
    new MutationObserver(() => {
      if (submitted !== undefined && window.__submitToToastMs === undefined && document.querySelector('[data-sonner-toast]')) {
        window.__submitToToastMs = Math.round(performance.now() - submitted)
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/**
 * One relay on a real PostgreSQL server and a real SMTP server for every test that sends (a
 * start costs seconds of CPU); each test sets what goes wrong by acting on those servers, in
 * order: all well, then the database gone, then the relay itself. The same relay also stands for
 * the static-pages-plus-remote-relay deployment: the site opened as http://localhost:<port> is
 * another origin than the relay's http://127.0.0.1:<port> (two host names are two origins, as two
 * ports are), so it lists that origin in CORS_ORIGINS and the site lists the relay in
 * CSP_CONNECT_ORIGINS. It also serves the site for the browser-only mode's test, whose Supabase
 * and EmailJS stand-ins it lists in CSP_CONNECT_ORIGINS too.
 */
test.describe('a visitor requesting a free quote in Chromium', () => {
  let postgres: RunningPostgres
  let smtp: RunningSmtpServer
  let relay: RelayProcess
  let dataDir: string
  let siteOrigin: string
  let supabase: StalledHttpServer
  let emailjs: FakeEmailjs

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    ;[postgres, smtp, dataDir, supabase, emailjs] = await Promise.all([
      startPostgres(),
      startSmtpServer(),
      seededDataDir('quote-flow-'),
      startStalledHttpServer(),
      startFakeEmailjs(emailjsAccount, { cors: true }),
    ])
    const port = await freePort()
    siteOrigin = `http://localhost:${port}`
    relay = await startRelayProcess(
      {
        DATA_DIR: dataDir,
        SITE_DIR: builtSiteDir(),
        DATABASE_URL: postgres.url,
        SMTP_URL: smtp.url,
        CORS_ORIGINS: siteOrigin,
        CSP_CONNECT_ORIGINS: `http://127.0.0.1:${port},${supabase.url},${emailjs.origin}`,
      },
      { port },
    )
  })
  test.afterAll(async () => {
    await relay?.stop()
    await Promise.all([
      postgres?.stop(),
      smtp?.stop(),
      supabase?.close(),
      emailjs?.close(),
      dataDir && rm(dataDir, { recursive: true, force: true }),
    ])
  })

  /** The SMTP messages that arrive from now on, once there are `count` of them. */
  function nextMessages(count: number) {
    const before = smtp.messages.length
    return async () => (await smtp.waitForMessages(before + count, 15_000)).slice(before)
  }

  test('hides the honeypot from the accessibility tree and the keyboard, and sends nothing when a robot fills it', async ({ open }) => {
    const { page } = await open()
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`)
    })
    const dialog = await openQuoteDialog(page, siteUrl(quietPage))
    await expect(dialog.getByRole('textbox')).toHaveCount(5)
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
    await expect(dialog.getByRole('alert').filter({ hasText: 'looks automated' })).toHaveCount(1, { timeout: 15_000 })
    // Nothing leaves the page: no lead, no mail, no failure report.
    expect(posts).toEqual([])
  })

  test('stores the row in PostgreSQL, mails the owner the page’s service and city and the visitor a confirmation, and clears the form', async ({
    open,
  }) => {
    const { page, problems } = await open()
    const arrived = nextMessages(2)
    const dialog = await openQuoteDialog(page, `${relay.baseUrl}/nc/charlotte/video-doorbells`)
    await submitQuoteForm(dialog, visitor)

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Quote Request Submitted' })
    await expect(toast).toContainText("We'll be in touch shortly", { timeout: 15_000 })
    await expect(dialog).toHaveCount(0, { timeout: 15_000 })

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
    await expect(page.getByLabel('Full Name')).toHaveValue('', { timeout: 15_000 })
    expect(problems).toEqual([])
  })

  test('sends a quote from a site on another origin to the relay: the preflights pass, it is stored and both mails go', async ({
    open,
  }) => {
    const { page, problems } = await open()
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

    await expect(page.getByText("We'll be in touch shortly")).toHaveCount(1, { timeout: 15_000 })
    await expect(dialog).toHaveCount(0, { timeout: 15_000 })
    expect(relayCalls.filter((call) => call.startsWith('POST')).sort()).toEqual([
      'POST /api/quote/confirmations',
      'POST /api/quote/notifications',
      'POST /api/quote/submissions',
    ])
    expect((await arrived()).map((m) => m.envelope.rcptTo).sort()).toEqual([[testMailboxes.OWNER_EMAIL], ['cory@visitor.internal']].sort())
    // A request the page's CSP or the relay's CORS refused would be a console error here.
    expect(problems).toEqual([])
  })

  test.describe('browser-only mode when Supabase never answers', () => {
    test('tells the visitor within 5 s that the request was received, and both mails are sent', async ({ open }) => {
      const { page } = await open(undefined, { fresh: true })
      await asBrowserOnlyBuild(page, supabase, emailjs)
      await timeSubmitToToast(page)
      const dialog = await openQuoteDialog(page, `${relay.baseUrl}${quietPage}`)
      // Opening the dialog loads the quote code, while a visitor types for many seconds: the promise
      // runs from Submit Request, so the test presses it once that code is in, not a moment after opening.
      await page.waitForLoadState('networkidle')

      await fillQuoteForm(dialog, browserOnlyVisitor)
      await dialog.getByRole('button', { name: 'Submit Request' }).click()
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Quote Request Submitted' })
      await expect(toast).toContainText('may be delayed', { timeout: 30_000 })
      // The promise is measured by the page itself (timeSubmitToToast); the wait above only bounds the test.
      const waited = await page.evaluate(() => window.__submitToToastMs)
      console.log(`browser-only mode, Supabase silent: toast ${waited} ms after submit`)
      expect(waited, `the toast took ${waited} ms`).toBeLessThanOrEqual(outcomePromiseMs)
      // The lead's insert, then the failed store step reported to the owner's table (which hangs too).
      expect(supabase.requests.map((request) => request.path)).toEqual(['/rest/v1/contact_submissions', '/rest/v1/quote_step_failures'])
      expect(emailjs.sent.map((mail) => mail.templateId).sort()).toEqual(
        [emailjsAccount.confirmationTemplateId, emailjsAccount.notificationTemplateId].sort(),
      )
      expect(emailjs.sent.find((mail) => mail.templateId === emailjsAccount.confirmationTemplateId)?.params.to_email).toBe(
        browserOnlyVisitor.email,
      )
      // The insert the use case gave up on is cancelled, not left hanging in the visitor's browser.
      await expect.poll(() => supabase.requests[0]?.cancelled, { timeout: 5_000 }).toBe(true)
      await expect(dialog).toHaveCount(0, { timeout: 5_000 })
    })
  })

  test('when the database is down but mail works, tells the visitor the reply may be delayed and clears the form', async ({ open }) => {
    await postgres.stop()
    const { page } = await open()
    const arrived = nextMessages(1)
    const dialog = await openQuoteDialog(page, `${relay.baseUrl}${quietPage}`)
    await submitQuoteForm(dialog, visitor)
    await expect(page.getByText('may be delayed')).toHaveCount(1, { timeout: 15_000 })
    await expect(dialog).toHaveCount(0, { timeout: 15_000 })
    // The owner's notification carries the lead. No confirmation: it goes only to the address of a
    // stored request (decision 0040), and it was refused before the visitor was answered.
    expect((await arrived()).map((message) => message.envelope.rcptTo)).toEqual([[testMailboxes.OWNER_EMAIL]])
  })

  test('when every step fails, says so truthfully and keeps the dialog open with every field', async ({ open }) => {
    const { page } = await open()
    const dialog = await openQuoteDialog(page, `${relay.baseUrl}${quietPage}`)
    // Opening the dialog loads the quote code; then every service behind it goes away.
    await page.waitForLoadState('networkidle')
    await relay.stop()
    await submitQuoteForm(dialog, visitor)

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Partial Submission Error' })
    await expect(toast).toContainText('nothing has reached our team', { timeout: 15_000 })
    await expect(dialog).toHaveCount(1)
    await expect(dialog.getByLabel('Full Name')).toHaveValue(visitor.name)
    await expect(dialog.getByLabel('How can we help?')).toHaveValue(visitor.message)
  })
})

test.describe('the quote dialog with fields that break the rules', () => {
  // The browser's own check shows one bubble, on the first empty field only, and nothing to a
  // screen reader after it. One submission shows both kinds of error (a value of the wrong form,
  // a required field left empty) beside a field that is right; the words of every message are the
  // core's (test/unit/core/quote-payloads.test.ts).
  test('shows every error beside its field at once, announces them and moves focus to the first', async ({ open }) => {
    const { page } = await open()
    const dialog = await openQuoteDialog(page, siteUrl(quietPage))
    await submitQuoteForm(dialog, { name: 'Dana Whitfield', email: 'dana@localhost', phone: '555-01', address: '', message: '' })

    const expected = [
      ['Email Address', 'Enter a valid email address, like jane@example.com.'],
      ['Phone Number', 'Phone Number must have 10 to 15 digits, including the area code.'],
      ['Address', 'Address is required.'],
      ['How can we help?', 'How can we help? is required.'],
    ] as const
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(expected.length, { timeout: 15_000 })
    await expect(dialog.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid')
    for (const [label, words] of expected) {
      const field = dialog.getByLabel(label, { exact: true })
      await expect(field, label).toHaveAttribute('aria-invalid', 'true')
      await expect(field, label).toHaveAccessibleDescription(words)
    }
    await expect(dialog.locator('[aria-live="assertive"]')).toHaveText(
      `4 fields need attention: ${expected.map(([label]) => label).join(', ')}.`,
    )
    await expect(dialog.locator('[name="email"]')).toBeFocused()

    const fields = await dialog
      .locator('input, textarea')
      .evaluateAll((inputs) =>
        inputs
          .filter((input) => input.getAttribute('name') !== 'website')
          .map((input) => [
            input.getAttribute('name'),
            input.getAttribute('inputmode'),
            input.getAttribute('autocomplete'),
            input.hasAttribute('required'),
          ]),
      )
    expect(fields).toEqual([
      ['name', 'text', 'name', true],
      ['email', 'email', 'email', true],
      ['phone', 'tel', 'tel', true],
      ['address', 'text', 'street-address', true],
      ['message', 'text', 'off', true],
    ])
  })
})

test.describe('the quote dialog on a phone with the keyboard open', () => {
  test('lets the layout shrink with the keyboard and keeps Submit Request reachable inside the dialog', async ({ open }) => {
    const { page } = await open(quietPage, { viewport: 'phone' })
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /interactive-widget=resizes-content/)
    await page.getByRole('button', { name: quoteDialogCopy.openButton }).first().click()
    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await expect(dialog).toBeVisible()
    // An on-screen keyboard leaves a phone about 360 px of layout height.
    await page.setViewportSize({ width: 390, height: 360 })
    await dialog.getByLabel('How can we help?').focus()
    await animationsAtRest(page)
    const box = await dialog.boundingBox()
    expect(box && box.y).toBeGreaterThanOrEqual(0)
    expect(box && box.y + box.height).toBeLessThanOrEqual(360)
    const submit = dialog.getByRole('button', { name: quoteDialogCopy.submit })
    await submit.scrollIntoViewIfNeeded()
    const submitBox = await submit.boundingBox()
    expect(submitBox && submitBox.y + submitBox.height).toBeLessThanOrEqual(360)
  })
})
