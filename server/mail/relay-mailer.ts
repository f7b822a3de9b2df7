import type { SendMailOptions } from 'nodemailer'
import type { QuoteMail } from './quote-emails'

/**
 * What a send came to: the transport's message id, or why it failed; `permanent` when the mail
 * server refused it for good (a 5xx reply to the recipient or the message), so a retry cannot help.
 */
export type MailDelivery =
  { readonly ok: true; readonly messageId: string } | { readonly ok: false; readonly reason: string; readonly permanent?: boolean }

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

/** Anything shaped like an address, with or without angle brackets. */
const addressLike = /<?[^\s<>@"',;:()[\]]+@[^\s<>@"',;:()[\]]+>?/g

/**
 * Mail servers quote the recipient in their refusals ("550 5.1.1 <dana@example.com>: unknown
 * user"); the reason is logged and kept, and addresses are not logged (docs/relay-api.md).
 */
export function redactAddresses(text: string): string {
  return text.replace(addressLike, '<address>')
}

export function describeMailError(error: unknown): string {
  if (error instanceof Error) {
    const details = error as { code?: unknown; responseCode?: unknown }
    const code = typeof details.code === 'string' ? ` (${details.code})` : ''
    const status = typeof details.responseCode === 'number' ? ` [${details.responseCode}]` : ''
    return redactAddresses(`${error.message}${code}${status}`)
  }
  return redactAddresses(String(error))
}

/**
 * A 5xx reply to the envelope or the message (RFC 5321 4.2.1: do not repeat it as is): the
 * recipient does not exist, the message is refused. A 5xx to AUTH is the relay's own settings,
 * which the owner fixes and restarts, so those mails keep waiting for their retries.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && (code === 'EENVELOPE' || code === 'EMESSAGE')
}
