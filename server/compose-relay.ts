import path from 'node:path'
import type { Express } from 'express'
import type { Logger } from 'pino'
import { createRelayApp } from './app'
import { appPathsOf } from './app-paths'
import type { RelayConfig } from './config'
import { createSharedRateCounter } from './http/rate-limit'
import { siteInlineScriptHashes } from './http/security-headers'
import { createEmlFileMailer } from './mail/eml-file-mailer'
import { createSmtpMailer, smtpTimeouts } from './mail/smtp-mailer'
import { createMailOutbox, type MailOutbox } from './outbox/mail-outbox'
import type { RelayMailer } from './mail/relay-mailer'
import { openRelayStore } from './stores/open-relay-store'
import type { RelayStore } from './stores/relay-store'
import { openSentJournal } from './mail/sent-journal'
import { openRelayIdentity } from './mail/relay-identity'
import type { Notifier } from './notify/notifier'
import { findNotifierModule } from './notify/notifier-registry'

export interface Relay {
  readonly app: Express
  readonly store: RelayStore
  readonly mailer: RelayMailer
  /** Who tells the owner of each lead, in the order NOTIFIERS names them. */
  readonly notifiers: readonly Notifier[]
  readonly outbox: MailOutbox
  /** Stops the outbox (waiting for sends in flight), then closes the mailer and the store. */
  close(): Promise<void>
}

export interface ComposeRelayOptions {
  /** An already open store (tests); by default DATABASE_URL or the embedded one under DATA_DIR. */
  readonly store?: RelayStore
  readonly mailer?: RelayMailer
  /** Paths the client renders without prerendered HTML; the city-page rule by default. */
  readonly isAppPath?: (pathname: string) => boolean
}

/** A claim outlives the slowest send SMTP allows, so no second relay picks up a mail mid-send. */
const outboxLeaseMs = 4 * (smtpTimeouts.connectMs + smtpTimeouts.greetingMs + smtpTimeouts.socketMs)

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/outbox. */
function createRelayMailer(config: RelayConfig, logger: Logger): RelayMailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
  return createEmlFileMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger })
}

/**
 * The relay's composition root: the store the config names, the mailer, the outbox over both,
 * and the Express app that serves it all.
 */
export async function composeRelay(config: RelayConfig, logger: Logger, options: ComposeRelayOptions = {}): Promise<Relay> {
  const store = options.store ?? (await openRelayStore(config, logger))
  const mailer = options.mailer ?? createRelayMailer(config, logger)
  // In the database on either engine: shared by relays on one PostgreSQL, kept across restarts.
  const rateCounter = createSharedRateCounter(store.rateCounters)
  const notifiers = config.notifiers.map((choice) => {
    const module = findNotifierModule(choice.name)
    if (!module) throw new Error(`No notifier named "${choice.name}" (server/notify/notifier-registry.ts)`)
    return module.create(choice.settings, { ownerEmail: config.ownerEmail, mailer, logger })
  })
  // Claims under this relay's name that are still held were left by its previous process, which
  // crashed mid-send: freed now, so the visitor's retry is answered at once, not after the lease.
  // The outbox starts once they are free; the site is served meanwhile. A database that is down
  // now must not keep the relay from starting: those claims then wait out their lease.
  const holder = openRelayIdentity(config.dataDir)
  const claimsFreed = store.outbox.releaseClaimsOf(holder).then(
    (released) => {
      if (released > 0) logger.info({ released }, 'claims left by this relay before it stopped freed')
    },
    (error: unknown) => {
      logger.warn({ err: String(error) }, 'claims left by this relay before it stopped not freed: they wait for their lease')
    },
  )
  const outbox = createMailOutbox({
    outbox: store.outbox,
    mailer,
    notifiers,
    holder,
    journal: openSentJournal(config.dataDir),
    logger,
    retryBaseMs: config.mailRetrySeconds * 1000,
    maxAttempts: config.mailMaxAttempts,
    leaseMs: outboxLeaseMs,
    pollMs: Math.min(5_000, config.mailRetrySeconds * 1000),
  })
  const scriptHashes = await siteInlineScriptHashes(config.siteDir)
  const app = createRelayApp({
    store,
    outbox,
    rateCounter,
    config,
    logger,
    scriptHashes,
    isAppPath: options.isAppPath ?? appPathsOf(config.siteDir),
  })
  let closing = false
  void claimsFreed.then(() => {
    if (!closing) outbox.start()
  })
  return {
    app,
    store,
    mailer,
    notifiers,
    outbox,
    async close() {
      closing = true
      await claimsFreed
      await outbox.stop()
      // What the caller handed in, the caller closes.
      await Promise.allSettled([
        ...notifiers.map((notifier) => notifier.close()),
        options.mailer ? undefined : mailer.close(),
        options.store ? undefined : store.close(),
      ])
    },
  }
}
