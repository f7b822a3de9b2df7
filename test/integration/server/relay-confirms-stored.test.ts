import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relayPaths } from '../../../src/quote/relay-api'
import { RelayConfigError, loadRelayConfig } from '../../../server/config'
import { createPgPool } from '../../../server/stores/pg-sql-client'
import type { RelayStore } from '../../../server/stores/relay-store'
import { databaseOnSharedPostgres } from '../../support/postgres'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { confirmationBody, startRelay, submissionBody, type RelayUnderTest } from './relay-harness'
import { openRelayStoreOn, openRelayStoreOnPool } from './relay-store-harness'
import { openEmbeddedDatabase } from '../../support/embedded-database'

/**
 * Issue 35: a confirmation is the one mail that goes to an address a stranger types. When the
 * relay keeps the leads, it confirms only the address of a submission it stored under the same
 * Idempotency-Key, so nobody can make the owner's domain mail an address without leaving a lead.
 */

const slowStoreMs = 1_200

let db: PGlite
let store: RelayStore
let smtp: RunningSmtpServer
let relay: RelayUnderTest
/** The same database behind a store whose inserts take `slowStoreMs` longer, as a busy database does. */
let slowRelay: RelayUnderTest
/** Leads go to Supabase; this relay only mails (VITE_QUOTE_STORE=supabase). */
let mailOnly: RelayUnderTest

function slowToStore(real: RelayStore): RelayStore {
  return {
    ...real,
    leads: {
      ...real.leads,
      saveSubmission: async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, slowStoreMs))
        return real.leads.saveSubmission(...args)
      },
    },
  }
}

beforeAll(async () => {
  db = await openEmbeddedDatabase()
  store = await openRelayStoreOn(db)
  smtp = await startSmtpServer()
  const env = { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '1000' }
  relay = await startRelay({ store, env })
  slowRelay = await startRelay({ store: slowToStore(store), env })
  mailOnly = await startRelay({ store, env: { ...env, VITE_QUOTE_STORE: 'supabase' } })
}, 60_000)

afterAll(async () => {
  await relay?.close()
  await slowRelay?.close()
  await mailOnly?.close()
  await db?.close()
  await smtp?.stop()
})

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@mail-host.net`

function post(on: RelayUnderTest, pathname: string, body: unknown, key: string) {
  return on.postJson(pathname, body, { 'Idempotency-Key': key })
}

async function outboxRows(key: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from mail_outbox where submission_key = $1', [key])
  return rows[0]?.count ?? -1
}

/**
 * A visitor's whole flow, after whatever a test sent before it: once its confirmation has
 * arrived, everything sent earlier has arrived too (one relay, one SMTP server, in order).
 */
async function realVisitorConfirmed(on: RelayUnderTest = relay): Promise<string> {
  const email = unique('real.visitor')
  const key = crypto.randomUUID()
  expect((await post(on, relayPaths.submissions, submissionBody({ email }), key)).status).toBe(201)
  expect((await post(on, relayPaths.confirmations, confirmationBody({ to_email: email }), key)).status).toBe(200)
  await waitForRecipient(email)
  return email
}

async function waitForRecipient(address: string) {
  const deadline = Date.now() + 10_000
  while (!smtp.messages.some((message) => message.envelope.rcptTo.includes(address))) {
    if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const mailedTo = (address: string) => smtp.messages.filter((message) => message.envelope.rcptTo.includes(address)).length

describe('when the relay keeps the leads, a confirmation goes only to the address of a submission stored under its key', () => {
  it('refuses a confirmation with no stored submission (422 not_stored), and nothing is sent or queued', async () => {
    const stranger = unique('stranger')
    const key = crypto.randomUUID()
    const started = Date.now()
    const response = await post(relay, relayPaths.confirmations, confirmationBody({ to_email: stranger }), key)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: { code: 'not_stored', message: expect.stringContaining('No quote request with this e-mail address is stored') },
    })
    // The embedded database has one writer, this relay: it knows at once that nothing is coming.
    expect(Date.now() - started).toBeLessThan(1_000)
    await realVisitorConfirmed()
    expect(mailedTo(stranger)).toBe(0)
    expect(await outboxRows(key)).toBe(0)
  })

  it('refuses a confirmation without an Idempotency-Key: it names no submission', async () => {
    const stranger = unique('keyless')
    const response = await relay.postJson(relayPaths.confirmations, confirmationBody({ to_email: stranger }))
    expect(response.status).toBe(422)
    await realVisitorConfirmed()
    expect(mailedTo(stranger)).toBe(0)
  })

  it('refuses a confirmation to another address than the stored one, and nothing is sent or queued', async () => {
    const key = crypto.randomUUID()
    expect((await post(relay, relayPaths.submissions, submissionBody({ email: unique('attacker') }), key)).status).toBe(201)
    const victim = unique('victim')
    const response = await post(relay, relayPaths.confirmations, confirmationBody({ to_email: victim }), key)
    expect(response.status).toBe(422)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_stored')
    await realVisitorConfirmed()
    expect(mailedTo(victim)).toBe(0)
    expect(await outboxRows(key)).toBe(0)
  })

  it('keeps the first stored address: a repeat of the submission with another address does not change whom it confirms', async () => {
    const key = crypto.randomUUID()
    const first = unique('first')
    const victim = unique('victim.repeat')
    expect((await post(relay, relayPaths.submissions, submissionBody({ email: first }), key)).status).toBe(201)
    // The same key again answers 201 and stores nothing: the row still holds the first address.
    expect((await post(relay, relayPaths.submissions, submissionBody({ email: victim }), key)).status).toBe(201)
    expect((await post(relay, relayPaths.confirmations, confirmationBody({ to_email: victim }), key)).status).toBe(422)
    expect((await post(relay, relayPaths.confirmations, confirmationBody({ to_email: first }), key)).status).toBe(200)
    await waitForRecipient(first)
    expect(mailedTo(victim)).toBe(0)
  })

  it('confirms the normal three-call flow, and a retry of it sends nothing more', async () => {
    const email = unique('ann.visitor')
    const key = crypto.randomUUID()
    expect((await post(relay, relayPaths.submissions, submissionBody({ email }), key)).status).toBe(201)
    expect((await post(relay, relayPaths.confirmations, confirmationBody({ to_email: email }), key)).status).toBe(200)
    const notification = { from_name: 'Ann Visitor', from_email: email, message: 'Four cameras, please.' }
    expect((await post(relay, relayPaths.notifications, notification, key)).status).toBe(200)
    await waitForRecipient(email)
    expect((await post(relay, relayPaths.confirmations, confirmationBody({ to_email: email }), key)).status).toBe(200)
    expect(mailedTo(email)).toBe(1)
  })

  it('compares addresses as the outbox does, without regard to letter case', async () => {
    const local = `Dana.Whitfield.${crypto.randomUUID().slice(0, 8)}`
    const key = crypto.randomUUID()
    expect((await post(relay, relayPaths.submissions, submissionBody({ email: `${local}@Mail-Host.NET` }), key)).status).toBe(201)
    const typed = `${local.toLowerCase()}@mail-host.net`
    expect((await post(relay, relayPaths.confirmations, confirmationBody({ to_email: typed }), key)).status).toBe(200)
    await waitForRecipient(typed)
  })

  it('confirms a visitor whose confirmation arrives while the submission is still being stored', async () => {
    const email = unique('early')
    const key = crypto.randomUUID()
    let storedAt = 0
    const submitting = post(slowRelay, relayPaths.submissions, submissionBody({ email }), key).then((response) => {
      storedAt = Date.now()
      return response.status
    })
    // The browser's head start ran out while the database was busy: the confirmation comes first.
    await new Promise((resolve) => setTimeout(resolve, 150))
    const confirmation = await post(slowRelay, relayPaths.confirmations, confirmationBody({ to_email: email }), key)
    const confirmedAt = Date.now()
    expect(await submitting).toBe(201)
    expect(confirmation.status).toBe(200)
    expect(confirmedAt).toBeGreaterThanOrEqual(storedAt - 50)
    await waitForRecipient(email)
  })

  it('waits for a slow submission only for its own key: a stranger sharing the moment is still refused', async () => {
    const email = unique('slow.visitor')
    const key = crypto.randomUUID()
    const submitting = post(slowRelay, relayPaths.submissions, submissionBody({ email }), key)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stranger = unique('stranger.slow')
    const refused = await post(slowRelay, relayPaths.confirmations, confirmationBody({ to_email: stranger }), key)
    expect(refused.status).toBe(422)
    expect((await submitting).status).toBe(201)
    await realVisitorConfirmed()
    expect(mailedTo(stranger)).toBe(0)
  })
})

describe('when the leads go to Supabase and the relay only mails (VITE_QUOTE_STORE=supabase)', () => {
  it('confirms without a stored submission, within the caps', async () => {
    const email = unique('supabase.visitor')
    const response = await post(mailOnly, relayPaths.confirmations, confirmationBody({ to_email: email }), crypto.randomUUID())
    expect(response.status).toBe(200)
    await waitForRecipient(email)
  })

  it('is read from the same variable the build reads, and a value the build refuses stops the relay', () => {
    expect(loadRelayConfig({}).leadsKeptHere).toBe(true)
    expect(loadRelayConfig({ VITE_QUOTE_STORE: 'relay' }).leadsKeptHere).toBe(true)
    expect(loadRelayConfig({ VITE_QUOTE_STORE: ' supabase ' }).leadsKeptHere).toBe(false)
    expect(() => loadRelayConfig({ VITE_QUOTE_STORE: 'Supabase' })).toThrow(RelayConfigError)
    expect(() => loadRelayConfig({ VITE_QUOTE_STORE: 'firebase' })).toThrow(/VITE_QUOTE_STORE: must be relay or supabase/)
  })
})

describe('two relays on one PostgreSQL, the submission on one and the confirmation on the other', () => {
  let databaseUrl: string
  const pools: pg.Pool[] = []
  const relays: RelayUnderTest[] = []

  beforeAll(async () => {
    databaseUrl = await databaseOnSharedPostgres()
  }, 60_000)

  afterAll(async () => {
    for (const one of relays) await one.close()
    for (const pool of pools) await pool.end()
  })

  async function relayOnSharedDatabase(slow: boolean) {
    const pool = createPgPool(databaseUrl)
    pools.push(pool)
    const shared = await openRelayStoreOnPool(pool)
    const one = await startRelay({ store: slow ? slowToStore(shared) : shared, env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '1000' } })
    relays.push(one)
    return one
  }

  it('confirms once the other relay has stored it, and refuses a stranger after waiting in vain', async () => {
    const [storing, confirming] = [await relayOnSharedDatabase(true), await relayOnSharedDatabase(false)]
    const email = unique('balanced')
    const key = crypto.randomUUID()
    const submitting = post(storing, relayPaths.submissions, submissionBody({ email }), key)
    await new Promise((resolve) => setTimeout(resolve, 150))
    const confirmation = await post(confirming, relayPaths.confirmations, confirmationBody({ to_email: email }), key)
    expect((await submitting).status).toBe(201)
    expect(confirmation.status).toBe(200)
    await waitForRecipient(email)

    const stranger = unique('stranger.pg')
    const started = Date.now()
    const refused = await post(confirming, relayPaths.confirmations, confirmationBody({ to_email: stranger }), crypto.randomUUID())
    expect(refused.status).toBe(422)
    // Answered within the deadline, however long it looked.
    expect(Date.now() - started).toBeLessThan(3_500)
    await realVisitorConfirmed(confirming)
    expect(mailedTo(stranger)).toBe(0)
  }, 30_000)
})
