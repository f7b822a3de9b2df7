import { rm } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startRelayProcess, type RelayProcess } from '../support/relay-process'
import { seededDataDir } from '../support/seeded-data-dir'
import { emailjsAccount, startFakeEmailjs, type FakeEmailjs } from '../contract/support/fake-emailjs'
import { startStalledHttpServer, type StalledHttpServer } from '../contract/support/stalled-http-server'
import { launchBrowser, newPage } from './support/browser'
import { servedAsBuiltWith } from './support/build-env'
import { fillQuoteForm, openQuoteDialog, type QuoteFormValues } from './support/quote-form'

/**
 * Browser-only mode (Supabase keeps the lead, EmailJS sends both mails from the visitor's
 * browser) with a Supabase REST endpoint that takes the insert and never answers, served from
 * the main build as a build for this mode would have it (support/build-env.ts).
 */
const visitor: QuoteFormValues = {
  name: 'Hana Hangtime',
  email: 'hana.hangtime@visitor.internal',
  phone: '(704) 555-0142',
  address: '7 Mill St, Belmont, NC',
  message: 'Two cameras over the loading dock.',
}

/** The visitor's promise: what became of the request, within 5 s of pressing Submit Request. */
const outcomePromiseMs = 5_000

let browser: Browser
let supabase: StalledHttpServer
let emailjs: FakeEmailjs
let site: RelayProcess
let dataDir: string

beforeAll(async () => {
  supabase = await startStalledHttpServer()
  emailjs = await startFakeEmailjs(emailjsAccount, { cors: true })
  dataDir = await seededDataDir('browser-only-deadline-')
  site = await startRelayProcess({
    DATA_DIR: dataDir,
    SITE_DIR: inject('siteDir'),
    CSP_CONNECT_ORIGINS: `${supabase.url},${emailjs.origin}`,
  })
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await supabase?.close()
  await emailjs?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** The main build as a browser-only build would have it (support/build-env.ts). */
async function asBrowserOnlyBuild(page: Page): Promise<void> {
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

describe('browser-only mode when Supabase never answers', () => {
  it('tells the visitor within 5 s that the request was received, and both mails are sent', async () => {
    const { page, close } = await newPage(browser, { fresh: true })
    await asBrowserOnlyBuild(page)
    await timeSubmitToToast(page)
    const dialog = await openQuoteDialog(page, `${site.baseUrl}/services`)
    // Opening the dialog loads the quote code, while a visitor types for many seconds: the promise
    // runs from Submit Request, so the test presses it once that code is in, not a moment after opening.
    await page.waitForLoadState('networkidle')

    await fillQuoteForm(dialog, visitor)
    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Quote Request Submitted' })
    await toast.waitFor({ timeout: 30_000 })
    const waited = await page.evaluate(() => window.__submitToToastMs)

    expect(await toast.innerText()).toContain('may be delayed')
    console.log(`browser-only mode, Supabase silent: toast ${waited} ms after submit`)
    expect(waited, `the toast took ${waited} ms`).toBeLessThanOrEqual(outcomePromiseMs)
    // The lead's insert, then the failed store step reported to the owner's table (which hangs too).
    expect(supabase.requests.map((request) => request.path)).toEqual(['/rest/v1/contact_submissions', '/rest/v1/quote_step_failures'])
    expect(emailjs.sent.map((mail) => mail.templateId).sort()).toEqual(
      [emailjsAccount.confirmationTemplateId, emailjsAccount.notificationTemplateId].sort(),
    )
    expect(emailjs.sent.find((mail) => mail.templateId === emailjsAccount.confirmationTemplateId)?.params.to_email).toBe(visitor.email)
    // The insert the use case gave up on is cancelled, not left hanging in the visitor's browser.
    await expect.poll(() => supabase.requests[0]?.cancelled, { timeout: 5_000 }).toBe(true)
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0)
    await close()
  })
})
