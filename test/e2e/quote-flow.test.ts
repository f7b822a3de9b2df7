import { PGlite } from '@electric-sql/pglite'
import { simpleParser } from 'mailparser'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { company } from '../../src/content/company'
import { startPostgres, type RunningPostgres } from '../support/postgres'
import { startSmtpServer, type RunningSmtpServer } from '../support/smtp'
import { launchBrowser, newPage } from './support/browser'
import { fillQuoteForm, openQuoteDialog, submitQuoteForm, type QuoteFormValues } from './support/quote-form'
import { startRelayProcess, type RelayProcess } from '../support/relay-process'
import { testMailboxes } from '../support/test-mailboxes'
import { seededDataDir } from '../support/seeded-data-dir'
import { pgliteStartParams } from '../../server/stores/pglite-files'

const visitor: QuoteFormValues = {
  name: "Dana O'Whitfield",
  email: 'dana.whitfield@example.com',
  phone: '(704) 555-0199',
  address: '12 Court Square, Lincolnton, NC',
  message: 'Four <b>cameras</b> for the shop & a video doorbell at home.',
}

async function fillAndSubmit(page: Page, baseUrl: string, path = '/') {
  const dialog = await openQuoteDialog(page, baseUrl + path)
  await submitQuoteForm(dialog, visitor)
  return dialog
}

async function waitForFiles(dir: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[])
    const emls = files.filter((file) => file.endsWith('.eml')).sort()
    if (emls.length >= count) return emls
    if (Date.now() > deadline) throw new Error(`expected ${count} .eml files in ${dir}, found ${emls.length}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a visitor requesting a free quote in Chromium', { timeout: 180_000 }, () => {
  let browser: Browser
  const cleanups: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
    await browser?.close()
  })

  async function relayWith(env: Record<string, string>): Promise<{ relay: RelayProcess; dataDir: string }> {
    const dataDir = await seededDataDir('quote-flow-')
    const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: inject('siteDir'), ...env })
    cleanups.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => relay.stop(),
    )
    return { relay, dataDir }
  }

  /** One relay with the embedded defaults for the two tests that need nothing else: a start costs seconds of CPU. */
  let embedded: ReturnType<typeof relayWith> | undefined
  const embeddedRelay = () => (embedded ??= relayWith({}))

  it('hides the honeypot from the accessibility tree and the keyboard, and sends nothing when a robot fills it', async () => {
    // First on the embedded relay the next test uses: its outbox is still empty.
    const { relay, dataDir } = await embeddedRelay()
    const { page } = await newPage(browser)
    const dialog = await openQuoteDialog(page, relay.baseUrl + '/')
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
    expect(await readdir(join(dataDir, 'outbox')).catch(() => [])).toEqual([])
    await page.context().close()
  })

  it('with the embedded defaults, stores the row and writes both e-mails as .eml files', async () => {
    const { relay, dataDir } = await embeddedRelay()
    const { page, problems } = await newPage(browser)
    const dialog = await fillAndSubmit(page, relay.baseUrl)

    await expect.poll(() => page.getByText('Quote Request Submitted').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
    const files = await waitForFiles(join(dataDir, 'outbox'), 2)
    const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(dataDir, 'outbox', file)))))
    const confirmation = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes(visitor.email))
    const notification = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes(company.email))
    expect(confirmation?.text).toContain('in touch shortly')
    expect(notification?.text).toContain(visitor.message)
    expect(notification?.html).toContain('Four &lt;b&gt;cameras&lt;/b&gt; for the shop &amp; a video doorbell')

    await relay.stop()
    const db = new PGlite(join(dataDir, 'pglite'), { startParams: pgliteStartParams })
    const { rows } = await db.query<Record<string, string>>('select name, email, phone, address, message from contact_submissions')
    await db.close()
    expect(rows).toEqual([visitor])

    // The form was cleared for the next visitor.
    await page.getByRole('button', { name: 'Get a Free Quote' }).first().click()
    await expect.poll(() => page.getByLabel('Full Name').inputValue(), { timeout: 15_000 }).toBe('')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('with OWNER_EMAIL set, ends in full success and the relay addresses the notification to that owner', async () => {
    const ownerDesk = 'owner.desk@installer.internal'
    const { relay, dataDir } = await relayWith({ OWNER_EMAIL: ownerDesk })
    const { page, problems } = await newPage(browser)
    const dialog = await fillAndSubmit(page, relay.baseUrl, '/nc/charlotte/video-doorbells')

    await expect.poll(() => page.getByText("We'll be in touch shortly", { exact: false }).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
    const files = await waitForFiles(join(dataDir, 'outbox'), 2)
    const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(dataDir, 'outbox', file)))))
    const notification = mails.find((mail) => mail.subject?.startsWith('New quote request'))
    expect(notification?.to).toMatchObject({ value: [{ address: ownerDesk }] })
    expect(notification?.text).toContain('Service: Video Doorbells')
    expect(notification?.text).toContain('City: Charlotte, NC')
    expect(notification?.replyTo).toMatchObject({ value: [{ address: visitor.email }] })
    const confirmation = mails.find((mail) => mail.subject?.startsWith('We received'))
    expect(confirmation?.replyTo).toMatchObject({ value: [{ address: ownerDesk }] })
    expect(problems).toEqual([])
    await page.context().close()
  })

  describe('against a real PostgreSQL server and a real SMTP server', () => {
    let postgres: RunningPostgres
    let smtp: RunningSmtpServer

    beforeAll(async () => {
      postgres = await startPostgres()
      smtp = await startSmtpServer()
      cleanups.push(
        () => postgres.stop(),
        () => smtp.stop(),
      )
    })

    it('stores the row in PostgreSQL and delivers the confirmation and the notification', async () => {
      const { relay } = await relayWith({ DATABASE_URL: postgres.url, SMTP_URL: smtp.url })
      const { page } = await newPage(browser)
      await fillAndSubmit(page, relay.baseUrl)
      await expect.poll(() => page.getByText('Quote Request Submitted').count(), { timeout: 15_000 }).toBe(1)

      const messages = await smtp.waitForMessages(2)
      // With real SMTP the relay needs a real OWNER_EMAIL; the test harness gives it one.
      expect(messages.map((m) => m.envelope.rcptTo).sort()).toEqual([[testMailboxes.OWNER_EMAIL], [visitor.email]].sort())
      const client = new pg.Client({ connectionString: postgres.url })
      await client.connect()
      const { rows } = await client.query('select name, email, phone, address, message from contact_submissions')
      await client.end()
      expect(rows).toEqual([visitor])
      await page.context().close()
    })

    it('when the database is down but mail works, tells the visitor the reply may be delayed and clears the form', async () => {
      // The relay will not start without its database, so it starts on one that then goes away.
      const doomed = await startPostgres()
      const { relay } = await relayWith({ DATABASE_URL: doomed.url, SMTP_URL: smtp.url })
      await doomed.stop()
      const before = smtp.messages.length
      const { page } = await newPage(browser)
      const dialog = await fillAndSubmit(page, relay.baseUrl)
      await expect.poll(() => page.getByText('may be delayed', { exact: false }).count(), { timeout: 15_000 }).toBe(1)
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0)
      // The owner's notification carries the lead. No confirmation: it goes only to the address of a
      // stored request (decision 0040), and it was refused before the visitor was answered.
      await smtp.waitForMessages(before + 1)
      expect(smtp.messages.slice(before).map((message) => message.envelope.rcptTo)).toEqual([[testMailboxes.OWNER_EMAIL]])
      await page.context().close()
    })
  })

  it('when every step fails, says so truthfully and keeps the dialog open with every field', async () => {
    const { relay } = await relayWith({})
    const { page } = await newPage(browser)
    const dialog = await openQuoteDialog(page, relay.baseUrl + '/')
    // Opening the dialog loads the quote code; then every service behind it goes away.
    await page.waitForLoadState('networkidle')
    await relay.stop()
    await fillQuoteForm(dialog, visitor)
    await dialog.getByRole('button', { name: 'Submit Request' }).click()

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Partial Submission Error' })
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1)
    expect(await toast.innerText()).toContain('nothing has reached our team')
    expect(await dialog.count()).toBe(1)
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe(visitor.name)
    expect(await dialog.getByLabel('How can we help?').inputValue()).toBe(visitor.message)
    await page.context().close()
  })
})
