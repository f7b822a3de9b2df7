import net from 'node:net'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { readLeadsFromSocket } from '../../../server/leads/lead-socket'
import { idempotencyKeyHeader, relayPaths } from '../../../src/quote/relay-api'
import { freePort } from '../../support/free-port'
import { startPostgres } from '../../support/postgres'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { confirmationBody, notificationBody, submissionBody } from './relay-harness'
import { seededDataDir } from '../../support/seeded-data-dir'
import { pgliteStartParams } from '../../../server/stores/pglite-files'
import { lockDataDir } from '../../../server/stores/data-dir-lock'
import { useCleanups } from '../../support/cleanups'

const owner = 'owner.desk@installer.internal'

const cleanups = useCleanups(afterEach)

async function tempDir(): Promise<string> {
  const dir = await seededDataDir('relay-faults-')
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

async function relay(env: Record<string, string>, port?: number): Promise<RelayProcess> {
  const started = await startRelayProcess({ OWNER_EMAIL: owner, LOG_LEVEL: 'warn', ...env }, { port })
  cleanups.push(() => started.stop())
  return started
}

async function smtpServer(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<RunningSmtpServer> {
  const server = await startSmtpServer(options)
  cleanups.push(() => server.stop())
  return server
}

/** Posts one body under an idempotency key; `status` is 0 when no answer came. */
async function post(baseUrl: string, pathname: string, body: unknown, key: string, timeoutMs = 30_000) {
  try {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
    return { status: response.status, retryAfter: response.headers.get('retry-after') }
  } catch {
    return { status: 0, retryAfter: null }
  }
}

async function embeddedRows(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { startParams: pgliteStartParams })
  try {
    return (await db.query<{ submission_key: string }>('select submission_key from contact_submissions')).rows
  } finally {
    await db.close()
  }
}

// A relay start has taken over a minute on a loaded two-core host: each test's limit leaves room for its starts.
// Which relays may hold a data directory, and when, is tested in relay-lock.test.ts.
describe('when the mail server fails, the outbox keeps the owner notification until it is delivered', () => {
  it('retries a mail refused for now (451) until MAIL_MAX_ATTEMPTS, marks one refused for good (550) dead at its first attempt and never retries it, and no log line names the visitor', async () => {
    const dataDir = await tempDir()
    const visitor = 'Refused.Visitor@mail-host.net'
    const refusals = new Map<string, number>()
    const smtp = await smtpServer({
      rejectRecipient: (address) => (refusals.set(address.toLowerCase(), (refusals.get(address.toLowerCase()) ?? 0) + 1), true),
      rejectRecipientCode: (address) => (address.toLowerCase() === owner ? 451 : 550),
    })
    const up = await relay({ DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1', MAIL_MAX_ATTEMPTS: '2', LOG_LEVEL: 'info' })
    const key = crypto.randomUUID()
    expect((await post(up.baseUrl, relayPaths.submissions, submissionBody({ email: visitor }), key)).status).toBe(201)
    expect((await post(up.baseUrl, relayPaths.confirmations, confirmationBody({ to_email: visitor }), key)).status).toBe(502)
    await expect
      .poll(() => up.output().includes('refused for good'), { timeout: 20_000, interval: 100, message: 'the 550 mail to be marked dead' })
      .toBe(true)
    // The 451 mail, sent after the 550 mail was marked, is retried a retry period later (no jitter,
    // same attempt count): a retry of the 550 mail, were one due, would have come by then.
    expect((await post(up.baseUrl, relayPaths.notifications, notificationBody(owner), key)).status).toBe(502)
    await expect
      .poll(() => up.output().includes('mail dead after its last attempt'), {
        timeout: 20_000,
        interval: 100,
        message: 'the 451 mail to be marked dead',
      })
      .toBe(true)
    expect(refusals.get(owner)).toBe(2)
    // The visitor pressing Submit again is told it failed, and nothing is tried again.
    expect((await post(up.baseUrl, relayPaths.confirmations, confirmationBody({ to_email: visitor }), key)).status).toBe(502)
    expect(refusals.get(visitor.toLowerCase())).toBe(1)
    expect(smtp.messages).toHaveLength(0)
    expect(up.output()).toContain('550')
    expect(up.output().toLowerCase()).not.toContain(visitor.toLowerCase())
    expect(up.output().toLowerCase()).not.toContain('refused.visitor')
  }, 120_000)

  it('finishes a send stalled mid-DATA before it stops on SIGTERM; restarted with SMTP down, answers 502, then delivers each mail once when SMTP comes back', async () => {
    const dataDir = await tempDir()
    const stalled = await smtpServer({ stallData: true })
    const first = await relay({ DATA_DIR: dataDir, SMTP_URL: stalled.url, MAIL_RETRY_SECONDS: '1' })
    const stalledKey = crypto.randomUUID()
    const pending = post(first.baseUrl, relayPaths.notifications, notificationBody(owner), stalledKey)
    await expect
      .poll(() => stalled.dataStarted() >= 1, { timeout: 20_000, interval: 100, message: 'the send to stall mid-DATA' })
      .toBe(true)
    first.kill('SIGTERM')
    const answer = await pending
    expect(answer.status).toBe(502)
    expect(await first.exited).toBe(0)

    const smtpPort = await freePort()
    const second = await relay({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_SECONDS: '1', LOG_LEVEL: 'info' })
    const key = crypto.randomUUID()
    expect((await post(second.baseUrl, relayPaths.notifications, notificationBody(owner), key)).status).toBe(502)

    const smtp = await smtpServer({ port: smtpPort })
    await smtp.waitForMessages(2, 20_000)
    // Both marked sent: no retry can follow.
    await expect
      .poll(() => second.output().split('"msg":"mail sent"').length - 1, {
        timeout: 20_000,
        interval: 100,
        message: 'both mails to be marked sent',
      })
      .toBe(2)
    expect(smtp.messages).toHaveLength(2)
    for (const message of smtp.messages) expect(message.envelope.rcptTo).toEqual([owner])
    // A repeat of either submission now answers as sent, and sends nothing more.
    expect((await post(second.baseUrl, relayPaths.notifications, notificationBody(owner), key)).status).toBe(200)
    expect((await post(second.baseUrl, relayPaths.notifications, notificationBody(owner), stalledKey)).status).toBe(200)
    expect(smtp.messages).toHaveLength(2)
    await second.stop()
  }, 180_000)
})

interface OnPostgres {
  readonly postgres: Awaited<ReturnType<typeof startPostgres>>
  readonly smtp: RunningSmtpServer
  readonly up: RelayProcess
}

/** Stopped after the file's last test, not after each (afterEach empties `cleanups`). */
const fileCleanups = useCleanups(afterAll)

let onPostgres: Promise<OnPostgres> | undefined

/**
 * A relay on a real PostgreSQL that has stored one lead. The freeze tests share it: each leaves it
 * thawed and serving as it found it, and a relay start costs seconds of CPU.
 */
function relayOnPostgres(): Promise<OnPostgres> {
  onPostgres ??= (async () => {
    const postgres = await startPostgres()
    fileCleanups.push(() => postgres.stop())
    const smtp = await startSmtpServer()
    fileCleanups.push(() => smtp.stop())
    const up = await startRelayProcess({ OWNER_EMAIL: owner, LOG_LEVEL: 'warn', DATABASE_URL: postgres.url, SMTP_URL: smtp.url })
    fileCleanups.push(() => up.stop())
    expect((await post(up.baseUrl, relayPaths.submissions, submissionBody(), crypto.randomUUID())).status).toBe(201)
    return { postgres, smtp, up }
  })()
  return onPostgres
}

/**
 * That relay with PostgreSQL frozen (SIGSTOP) while `work` runs, then thawed, and the relay shown
 * to store a lead again before the next test uses it.
 */
async function whilePostgresFrozen(work: (relayed: { up: RelayProcess; smtp: RunningSmtpServer }) => Promise<void>) {
  const { postgres, smtp, up } = await relayOnPostgres()
  await postgres.freeze()
  try {
    await work({ up, smtp })
  } finally {
    await postgres.thaw()
  }
  await expect
    .poll(async () => (await post(up.baseUrl, relayPaths.submissions, submissionBody(), crypto.randomUUID())).status, {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(201)
}

describe('when PostgreSQL freezes', () => {
  it('answers the store 503 with Retry-After within 5 s, and still mails the lead', async () => {
    await whilePostgresFrozen(async ({ up, smtp }) => {
      const started = Date.now()
      const stored = await post(up.baseUrl, relayPaths.submissions, submissionBody(), crypto.randomUUID(), 8_000)
      const storeMs = Date.now() - started
      expect(stored.status).toBe(503)
      expect(Number(stored.retryAfter)).toBeGreaterThan(0)
      expect(storeMs).toBeLessThan(5_000)
      // The answer comes within the deadline (sent, or not yet); the lead's mail goes out either way.
      const before = smtp.messages.length
      const notified = await timedPost(up.baseUrl, relayPaths.notifications, notificationBody(owner))
      expect([200, 502]).toContain(notified.status)
      expect(notified.ms).toBeLessThan(5_000)
      await smtp.waitForMessages(before + 1)
      expect(smtp.messages.at(-1)?.envelope.rcptTo).toEqual([owner])
    })
  }, 90_000)
})

/** Times a post from outside, as a visitor's browser waits for it. */
async function timedPost(baseUrl: string, pathname: string, body: unknown, key = crypto.randomUUID()) {
  const started = Date.now()
  const answer = await post(baseUrl, pathname, body, key, 30_000)
  return { ...answer, ms: Date.now() - started }
}

describe('every request answers within 5 s, whatever the database or the mail server does', () => {
  it('with PostgreSQL frozen (SIGSTOP): a burst of leads gets 503 with Retry-After, and both mails an answer, all in time', async () => {
    await whilePostgresFrozen(async ({ up }) => {
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) => timedPost(up.baseUrl, relayPaths.submissions, submissionBody({ message: `Frozen ${i}` }))),
        timedPost(up.baseUrl, relayPaths.notifications, notificationBody(owner)),
        timedPost(up.baseUrl, relayPaths.confirmations, confirmationBody({ to_email: `frozen.${Date.now()}@mail-host.net` })),
      ])
      for (const answer of answers) expect(answer.ms, JSON.stringify(answer)).toBeLessThan(5_000)
      // The confirmation needs its stored submission (decision 0040), which the frozen database cannot show.
      for (const stored of [...answers.slice(0, 8), answers[9]!]) {
        expect(stored.status).toBe(503)
        expect(Number(stored.retryAfter)).toBeGreaterThan(0)
      }
      expect([200, 502]).toContain(answers[8]?.status)
    })
  }, 90_000)

  it('with an SMTP server that accepts and never answers: the mail is queued and the visitor told so, in time', async () => {
    const silent = net.createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)))
    const { port } = silent.address() as net.AddressInfo
    const dataDir = await tempDir()
    const up = await relay({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '60' })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => timedPost(up.baseUrl, relayPaths.notifications, notificationBody(owner))),
    )
    for (const answer of answers) {
      expect(answer.ms, JSON.stringify(answer)).toBeLessThan(5_000)
      expect(answer.status).toBe(502)
    }
  }, 120_000)
})

describe('a relay on PostgreSQL killed with kill -9 in the middle of sending a mail', () => {
  it('once restarted, answers the visitor retrying that mail at once (not 409 in progress) and the owner gets it once', async () => {
    const postgres = await startPostgres()
    cleanups.push(() => postgres.stop())
    const dataDir = await tempDir()
    const stalled = await smtpServer({ stallData: true })
    const first = await relay({ DATABASE_URL: postgres.url, DATA_DIR: dataDir, SMTP_URL: stalled.url, MAIL_RETRY_SECONDS: '60' })
    const key = crypto.randomUUID()
    const pending = post(first.baseUrl, relayPaths.notifications, notificationBody(owner), key)
    await expect
      .poll(() => stalled.dataStarted() >= 1, { timeout: 20_000, interval: 100, message: 'the send to stall mid-DATA' })
      .toBe(true)
    first.kill('SIGKILL')
    await first.exited
    await pending

    const smtp = await smtpServer()
    const second = await relay({ DATABASE_URL: postgres.url, DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '60' })
    const retried = await timedPost(second.baseUrl, relayPaths.notifications, notificationBody(owner), key)
    // Without the restart freeing its own dead claim, this answered 409 until the 80 s lease ran out.
    expect(retried.status).toBe(200)
    await smtp.waitForMessages(1, 10_000)
    // A stop finishes every send under way (see the SIGTERM test above): after it, the count is final.
    await second.stop()
    expect(smtp.messages).toHaveLength(1)
  }, 180_000)
})

describe('a relay killed with kill -9 while requests are in flight', () => {
  it('after a restart and the visitors retrying with the same keys, stores every lead once and notifies the owner of each as one message', async () => {
    const dataDir = await tempDir()
    const smtp = await smtpServer()
    const port = await freePort()
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' }
    const first = await relay(env, port)

    const leads = Array.from({ length: 30 }, () => crypto.randomUUID())
    const answers: string[] = []
    const visit = async (baseUrl: string, key: string) => {
      const stored = await post(baseUrl, relayPaths.submissions, submissionBody({ message: `Lead ${key}` }), key, 10_000)
      let notified = await post(baseUrl, relayPaths.notifications, notificationBody(owner, { message: `Lead ${key}` }), key, 10_000)
      // 409: the restarted relay's outbox is sending this very mail; ask again a moment later.
      for (let tries = 0; notified.status === 409 && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        notified = await post(baseUrl, relayPaths.notifications, notificationBody(owner, { message: `Lead ${key}` }), key, 10_000)
      }
      answers.push(`${stored.status}/${notified.status}`)
      return stored.status === 201 && notified.status === 200
    }
    const inFlight = leads.map((key) => visit(first.baseUrl, key))
    await expect.poll(() => smtp.messages.length >= 5, { timeout: 20_000, interval: 100, message: 'some leads to be notified' }).toBe(true)
    first.kill('SIGKILL')
    const done = await Promise.all(inFlight)
    await first.exited
    // The dead holder's lock is taken at once, not after a stale lock's 15 s.
    await (await lockDataDir(dataDir, { waitMs: 0 })).release()

    const second = await relay(env, port)
    // Every visitor whose submission did not finish presses Submit again: same submission id.
    for (const [index, key] of leads.entries()) {
      if (!done[index]) expect(await visit(second.baseUrl, key), answers.join(' ')).toBe(true)
    }
    await expect
      .poll(() => new Set(smtp.messages.map((message) => message.text)).size >= leads.length, {
        timeout: 30_000,
        interval: 100,
        message: 'every notification',
      })
      .toBe(true)
    // Once every notification is marked sent the outbox has nothing left to send again, so any
    // second delivery of a mail has happened by then and is counted below.
    await expect
      .poll(async () => (await readLeadsFromSocket(dataDir, { limit: 1_000 })).every((lead) => lead.notification === 'sent'), {
        timeout: 30_000,
        interval: 100,
        message: 'every notification marked sent',
      })
      .toBe(true)
    await second.stop()

    const rows = await embeddedRows(dataDir)
    expect(rows.map((row) => row.submission_key).sort()).toEqual([...leads].sort())
    // SMTP has no way to say "already have it": a mail the server took in the instant before
    // kill -9, whose sent mark the dead relay never wrote, goes out again after the restart.
    // It goes out as the same message (one Message-ID), which mail systems show once.
    for (const key of leads) {
      const deliveries = smtp.messages.filter((message) => message.text?.includes(`Lead ${key}`))
      expect(deliveries.length, `notifications for ${key}`).toBeGreaterThanOrEqual(1)
      expect(new Set(deliveries.map((message) => message.messageId)).size, `Message-IDs for ${key}`).toBe(1)
    }
    expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(leads.length)
  }, 180_000)
})
