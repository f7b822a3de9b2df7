import nodemailer from 'nodemailer'
import { describeMailError, toNodemailerMessage, type MailDelivery, type RelayMailer } from './relay-mailer'
import type { QuoteMail } from './quote-emails'

export interface SmtpMailerOptions {
  /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://user:pass@smtp.example.com */
  readonly url: string
  readonly from: string
}

/** Sends through an SMTP server; time limits keep a stuck server from holding requests open. */
export function createSmtpMailer(options: SmtpMailerOptions): RelayMailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    kind: 'smtp',
    async send(mail: QuoteMail): Promise<MailDelivery> {
      try {
        const info = await transport.sendMail(toNodemailerMessage(mail, options.from))
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
