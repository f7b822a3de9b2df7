import nodemailer from 'nodemailer'
import { describeMailError, isPermanentRefusal, toNodemailerMessage, type MailDelivery, type RelayMailer } from './relay-mailer'
import type { QuoteMail } from './quote-emails'

export interface SmtpMailerOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://user:pass@smtp.example.com */
  readonly url: string
  readonly from: string
}

/**
 * Time limits that keep a stuck SMTP server from holding a request open. The relay's shutdown
 * grace (server/main.ts) is longer than their sum, so a stopping relay finishes every send.
 */
export const smtpTimeouts = { connectMs: 5_000, greetingMs: 5_000, socketMs: 10_000 } as const

/** Sends through an SMTP server. */
export function createSmtpMailer(options: SmtpMailerOptions): RelayMailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    // Reuse a few open connections instead of a TCP and TLS handshake per mail.
    pool: true,
    maxConnections: 3,
    connectionTimeout: smtpTimeouts.connectMs,
    greetingTimeout: smtpTimeouts.greetingMs,
    socketTimeout: smtpTimeouts.socketMs,
  })
  return {
    kind: 'smtp',
    async send(mail: QuoteMail, submissionKey: string): Promise<MailDelivery> {
      try {
        const info = await transport.sendMail(toNodemailerMessage(mail, options.from, submissionKey))
        return { ok: true, messageId: info.messageId }
      } catch (error) {
        return { ok: false, reason: describeMailError(error), permanent: isPermanentRefusal(error) }
      }
    },
    async close() {
      transport.close()
    },
  }
}
