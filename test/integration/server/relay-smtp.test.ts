import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relayPaths } from '../../../src/quote/relay-api'
import { confirmationThankYou } from '../../../src/quote/domain/quote-wording'
import { notProvided } from '../../../src/quote/domain/quote-wording'
import { company } from '../../../src/content/company'
import { loadRelayConfig } from '../../../server/config'
import { openRelayStore } from '../../../server/stores/open-relay-store'
import type { RelayStore } from '../../../server/stores/relay-store'
import { databaseOnSharedPostgres } from '../../support/postgres'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { confirmationBody, notificationBody, startRelay, submissionBody, type RelayUnderTest } from './relay-harness'

const owner = 'owner@installer.internal'
const mailFrom = '"Piedmont Shield Security" <quotes@installer.internal>'
const credentials = { user: 'relay', pass: 's3cret pass' }

let databaseUrl: string
let smtp: RunningSmtpServer
let store: RelayStore
let relay: RelayUnderTest

function smtpUrlWith(user: string, pass: string) {
  return `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${smtp.port}`
}

beforeAll(async () => {
  databaseUrl = await databaseOnSharedPostgres()
  smtp = await startSmtpServer({ auth: credentials })
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtpUrlWith(credentials.user, credentials.pass),
    OWNER_EMAIL: owner,
    MAIL_FROM: mailFrom,
  }
  store = await openRelayStore(loadRelayConfig(env))
  relay = await startRelay({ store, env })
})

afterAll(async () => {
  await relay?.close()
  await store?.close()
  await smtp?.stop()
})

describe('the relay with DATABASE_URL and SMTP_URL set', () => {
  it('picks PostgreSQL and SMTP from the configuration', () => {
    expect(store.kind).toBe('postgresql')
    expect(relay.mailer.kind).toBe('smtp')
  })

  it('stores the submission in PostgreSQL and delivers both messages as the browser flow sends them', async () => {
    const before = smtp.messages.length
    const submission = submissionBody({ phone: '', address: '', message: 'Line one.\nLine two: cameras for the barn.' })
    // One key for the three calls, as the browser sends them: the confirmation confirms that lead.
    const key = { 'Idempotency-Key': crypto.randomUUID() }
    expect((await relay.postJson(relayPaths.submissions, submission, key)).status).toBe(201)
    expect((await relay.postJson(relayPaths.confirmations, confirmationBody(), key)).status).toBe(200)
    const notification = notificationBody(owner, { from_phone: '', from_address: '', message: submission.message })
    expect((await relay.postJson(relayPaths.notifications, notification, key)).status).toBe(200)

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query('select name, email, phone, address, message from contact_submissions')
    await client.end()
    expect(rows).toEqual([{ name: 'Ann Visitor', email: 'ann.visitor@example.com', phone: '', address: '', message: submission.message }])

    const [confirmation, ownerMail] = (await smtp.waitForMessages(before + 2)).slice(before)
    expect(confirmation?.envelope.rcptTo).toEqual(['ann.visitor@example.com'])
    expect(confirmation?.from?.value).toEqual([{ name: 'Piedmont Shield Security', address: 'quotes@installer.internal' }])
    // No display name: the name is what a stranger typed (decision 0036).
    expect(confirmation?.to).toMatchObject({ value: [{ name: '', address: 'ann.visitor@example.com' }] })
    expect(confirmation?.subject).toBe(`We received your quote request — ${company.name}`)
    expect(confirmation?.replyTo).toMatchObject({ value: [{ name: company.name, address: owner }] })
    expect(confirmation?.headers.get('auto-submitted')).toBe('auto-generated')
    expect(confirmation?.text).toContain('Hello,')
    expect(confirmation?.text).not.toContain('Ann')
    expect(confirmation?.text).toContain(confirmationThankYou)
    expect(confirmation?.text).toContain(company.phone)
    expect(confirmation?.html).toContain(confirmationThankYou)
    expect(confirmation?.html).not.toContain('Ann')

    expect(ownerMail?.envelope.rcptTo).toEqual([owner])
    expect(ownerMail?.to).toMatchObject({ value: [{ address: owner }] })
    expect(ownerMail?.subject).toBe('New quote request from Ann Visitor')
    expect(ownerMail?.replyTo?.value).toEqual([{ name: 'Ann Visitor', address: 'ann.visitor@example.com' }])
    expect(ownerMail?.text).toContain('Name: Ann Visitor')
    expect(ownerMail?.text).toContain('Email: ann.visitor@example.com')
    expect(ownerMail?.text).toContain(`Phone: ${notProvided}`)
    expect(ownerMail?.text).toContain(`Address: ${notProvided}`)
    expect(ownerMail?.text).toContain('Line one.\nLine two: cameras for the barn.')
    expect(ownerMail?.html).toContain('Line one.<br>\nLine two: cameras for the barn.')
    expect(ownerMail?.html).toContain(notProvided)
  })

  it('answers 502 mail_failed when the SMTP server refuses the credentials', async () => {
    const wrong = await startRelay({
      store,
      env: { SMTP_URL: smtpUrlWith(credentials.user, 'wrong'), OWNER_EMAIL: owner },
    })
    try {
      const response = await wrong.postJson(relayPaths.notifications, notificationBody(owner))
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({
        error: { code: 'mail_failed', message: 'The e-mail could not be sent yet; it is queued and will be retried.' },
      })
      expect(JSON.stringify(wrong.logLines)).not.toContain('wrong@')
    } finally {
      await wrong.close()
    }
  })
})
