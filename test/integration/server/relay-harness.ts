import { rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { confirmationThankYou } from '../../../src/quote/domain/quote-wording'
import { composeRelay } from '../../../server/compose-relay'
import { loadRelayConfig, type RelayConfig, type RelayEnv } from '../../../server/config'
import type { MailOutbox } from '../../../server/outbox/mail-outbox'
import type { RelayMailer } from '../../../server/mail/relay-mailer'
import type { RelayStore } from '../../../server/stores/relay-store'
import { relayPaths } from '../../../src/quote/relay-api'
import type { RunningSmtpServer } from '../../support/smtp'
import { withTestMailboxes } from '../../support/test-mailboxes'
import { seededDataDir } from '../../support/seeded-data-dir'

export interface RelayUnderTest {
  readonly baseUrl: string
  readonly config: RelayConfig
  readonly mailer: RelayMailer
  readonly outbox: MailOutbox
  /** Every log line the relay wrote, parsed. */
  readonly logLines: Record<string, unknown>[]
  /** A POST of a body as given, with only the headers given. */
  post(pathname: string, body: string | Blob, headers: Record<string, string>): Promise<Response>
  postJson(pathname: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  /**
   * A confirmation as the browser sends it, after its submission: a lead with the body's
   * `to_email` is stored first under the same key (the header's, or a fresh one), straight into
   * the store, so it costs no request of the per-address limit.
   */
  confirm(body: ReturnType<typeof confirmationBody>, headers?: Record<string, string>): Promise<Response>
  close(): Promise<void>
}

export interface StartRelayOptions {
  /** The test's own store; the relay uses it and leaves closing it to the test. */
  readonly store: RelayStore
  /** Overrides of the relay's environment; DATA_DIR defaults to a fresh temp directory. */
  readonly env?: RelayEnv
  /** Defaults to the mailer the config selects (SMTP_URL or the .eml outbox). */
  readonly mailer?: RelayMailer
  /** Settings no environment variable may carry, e.g. a rate limit for a load test. */
  readonly configOverrides?: Partial<RelayConfig>
  readonly isAppPath?: (pathname: string) => boolean
}

/** Builds the real app with real dependencies and serves it on an ephemeral loopback port. */
export async function startRelay(options: StartRelayOptions): Promise<RelayUnderTest> {
  const ownDataDir = options.env?.DATA_DIR ? undefined : await seededDataDir('relay-data-')
  const config: RelayConfig = {
    ...loadRelayConfig({
      SITE_DIR: path.join(os.tmpdir(), 'relay-no-site-here'),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      // Every test's visitor is loopback, one source: the per-source share is tested on its own
      // (relay-abuse.test.ts, which sets it back to its default with an empty value).
      ...withTestMailboxes({ CONFIRMATIONS_PER_SOURCE_PER_HOUR: '100000', ...options.env }),
    }),
    ...options.configOverrides,
  }
  const logLines: Record<string, unknown>[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) })
  const relay = await composeRelay(config, logger, {
    store: options.store,
    mailer: options.mailer,
    isAppPath: options.isAppPath ?? (() => false),
  })
  const server = relay.app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  const post = (pathname: string, body: string | Blob, headers: Record<string, string>) =>
    fetch(`${baseUrl}${pathname}`, { method: 'POST', headers, body })
  const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    post(pathname, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers })
  return {
    baseUrl,
    config,
    mailer: relay.mailer,
    outbox: relay.outbox,
    logLines,
    post,
    postJson,
    async confirm(body, headers = {}) {
      const key = headers['Idempotency-Key'] ?? crypto.randomUUID()
      const { created_at, ...lead } = submissionBody({ email: body.to_email })
      await options.store.leads.saveSubmission({ ...lead, created_at }, key)
      return postJson(relayPaths.confirmations, body, { ...headers, 'Idempotency-Key': key })
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await relay.close()
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true })
    },
  }
}

const submittedAt = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString()

/** A valid body for each endpoint, in the shapes the browser adapters send. */
export function submissionBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ann Visitor',
    email: 'ann.visitor@example.com',
    phone: '(704) 555-0199',
    address: '12 Main Street, Lincolnton, NC',
    message: 'We would like four cameras around the house and a video doorbell.',
    // Near now: the relay keeps a visitor's time only within a day of its own clock.
    created_at: submittedAt,
    ...overrides,
  }
}

export function confirmationBody(overrides: Record<string, unknown> = {}) {
  return {
    to_name: 'Ann Visitor',
    to_email: 'ann.visitor@example.com',
    message: confirmationThankYou,
    ...overrides,
  }
}

export function notificationBody(ownerEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    from_name: 'Ann Visitor',
    from_email: 'ann.visitor@example.com',
    from_phone: '(704) 555-0199',
    from_address: '12 Main Street, Lincolnton, NC',
    message: 'We would like four cameras around the house and a video doorbell.',
    to_email: ownerEmail,
    ...overrides,
  }
}

/**
 * Shows that a relay has finished with everything asked of it before: one more confirmation goes
 * through it, and the test waits for that mail to arrive. A test that must show nothing else was
 * sent counts the messages after this, instead of sleeping and hoping the relay was done.
 * Returns the barrier's recipient, so the test can see it is the last message.
 */
export async function sendBarrierMail(relay: Pick<RelayUnderTest, 'confirm'>, smtp: RunningSmtpServer): Promise<string> {
  const before = smtp.messages.length
  const recipient = `barrier.${crypto.randomUUID().slice(0, 8)}@example.com`
  const response = await relay.confirm(confirmationBody({ to_email: recipient }))
  if (response.status !== 200) throw new Error(`the barrier mail was answered ${response.status}`)
  await smtp.waitForMessages(before + 1)
  return recipient
}
