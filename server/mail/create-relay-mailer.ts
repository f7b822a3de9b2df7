import path from 'node:path'
import type { Logger } from 'pino'
import type { RelayConfig } from '../config'
import { createEmlFileMailer } from './eml-file-mailer'
import type { RelayMailer } from './relay-mailer'
import { createSmtpMailer } from './smtp-mailer'

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/outbox. */
export function createRelayMailer(config: RelayConfig, logger?: Logger): RelayMailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
  return createEmlFileMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger })
}
