import path from 'node:path'
import type { Logger } from 'pino'
import { createEmlFileMailer } from './eml-file-mailer'
import type { RelayMailer } from './relay-mailer'
import { createSmtpMailer } from './smtp-mailer'

/** What of the relay's configuration says how mail leaves. */
export interface RelayMailSettings {
  readonly smtpUrl?: string
  readonly mailFrom: string
  readonly dataDir: string
}

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/outbox. */
export function createRelayMailer(config: RelayMailSettings, logger?: Logger): RelayMailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
  return createEmlFileMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger })
}
