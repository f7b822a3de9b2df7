import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { describeMailError, toNodemailerMessage, type MailDelivery, type RelayMailer } from './relay-mailer'
import type { QuoteMail } from './quote-emails'

export interface EmlFileMailerOptions {
  /** Usually `${DATA_DIR}/outbox`. */
  readonly outboxDir: string
  readonly from: string
  readonly logger?: Logger
}

/** ISO time with `:` and `.` made file-name safe on every platform. */
function fileTimestamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-')
}

/**
 * Development and offline stand-in for SMTP: builds the same RFC 5322 message nodemailer would
 * send and writes it to the outbox, where any mail client can open it.
 */
export function createEmlFileMailer(options: EmlFileMailerOptions): RelayMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    kind: 'eml-file',
    async send(mail: QuoteMail, submissionKey: string): Promise<MailDelivery> {
      try {
        const info = await transport.sendMail(toNodemailerMessage(mail, options.from, submissionKey))
        await mkdir(options.outboxDir, { recursive: true, mode: 0o700 })
        const fileName = `${fileTimestamp(new Date())}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`
        const file = path.join(options.outboxDir, fileName)
        await writeFile(file, info.message as Buffer, { flag: 'wx', mode: 0o600 })
        options.logger?.info({ file, to: mail.to.address, subject: mail.subject }, 'mail written to outbox')
        return { ok: true, messageId: info.messageId }
      } catch (error) {
        return { ok: false, reason: describeMailError(error) }
      }
    },
    async close() {
      transport.close()
    },
  }
}
