import type { SendMailOptions } from 'nodemailer'
import type { QuoteMail } from './quote-emails'

/** What a send came to: the transport's message id, or why it failed. */
export type MailDelivery = { readonly ok: true; readonly messageId: string } | { readonly ok: false; readonly reason: string }

/** Delivers the relay's rendered messages. */
export interface RelayMailer {
  /** Which transport carries the mail, for the start-up log line. */
  readonly kind: 'smtp' | 'eml-file'
  /** `submissionKey` makes the Message-ID, so a resend after a crash is recognisably the same mail. */
  send(mail: QuoteMail, submissionKey: string): Promise<MailDelivery>
  close(): Promise<void>
}

/** `<key.kind@domain-of-MAIL_FROM>`: the same for every attempt at one mail. */
function messageIdFor(mail: QuoteMail, submissionKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'quote-relay.invalid'
  return `<${submissionKey}.${mail.kind}@${domain}>`
}

/**
 * Addresses go to nodemailer as objects, never as strings, so a display name is encoded rather
 * than parsed for further recipients.
 */
export function toNodemailerMessage(mail: QuoteMail, from: string, submissionKey: string): SendMailOptions {
  return {
    from,
    messageId: messageIdFor(mail, submissionKey, from),
    to: { name: mail.to.name, address: mail.to.address },
    ...(mail.replyTo ? { replyTo: { name: mail.replyTo.name, address: mail.replyTo.address } } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // RFC 3834: tells vacation responders not to answer an automatic message.
    headers: { 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

export function describeMailError(error: unknown): string {
  if (error instanceof Error) {
    const details = error as { code?: unknown; responseCode?: unknown }
    const code = typeof details.code === 'string' ? ` (${details.code})` : ''
    const status = typeof details.responseCode === 'number' ? ` [${details.responseCode}]` : ''
    return `${error.message}${code}${status}`
  }
  return String(error)
}
