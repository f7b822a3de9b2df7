import { z } from 'zod'
import { confirmationThankYou, defaultConfirmationMessage, notProvided } from '../../src/quote/domain/quote-wording'
import type { RelayConfirmation, RelayNotification } from '../../src/quote/relay-api'
import { company } from '../../src/content/company'
import { siteUrl } from '../../src/config/site-url'
import { mailLogoUrl } from './mail-logo'
import { pageTopic } from '../../src/content/page-topic'
import type { StoredMail } from '../stores/outbox-store'

export interface MailAddress {
  readonly name: string
  readonly address: string
}

export type QuoteMailKind = 'confirmation' | 'notification'

/** A finished message, ready for any transport: every visitor value is already made safe. */
export interface QuoteMail {
  readonly kind: QuoteMailKind
  readonly to: MailAddress
  readonly replyTo?: MailAddress
  readonly subject: string
  readonly text: string
  readonly html: string
}

const mailAddress = z.object({ name: z.string(), address: z.string() })
const storedMailShape = z.object({
  to: mailAddress,
  replyTo: mailAddress.optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
})

/**
 * A mail read back from the outbox, checked before it is sent: a row written by another version
 * of the relay, or by hand, is refused with a reason rather than sent half-formed.
 */
export function storedQuoteMail(stored: StoredMail): QuoteMail {
  const { kind } = stored
  const parsed = storedMailShape.safeParse(stored)
  if (!parsed.success) throw new Error(`The outbox holds a ${kind} mail this relay cannot read.`)
  const { to, replyTo, subject, text, html } = parsed.data
  // A confirmation recorded before decision 0036 may still name its recipient: never show it.
  const recipient = kind === 'confirmation' ? { name: '', address: to.address } : to
  return { kind, to: recipient, ...(replyTo ? { replyTo } : {}), subject, text, html }
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}

/**
 * Makes every link in a stranger's text unclickable and visibly so (`hxxps://evil[.]example`),
 * the way security teams share indicators: the owner still reads where it pointed.
 */
export function defangLinks(value: string): string {
  return value
    .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, (_match, scheme: string) => `${scheme.replace(/t/gi, 'x')}://`)
    .replace(/\b((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi, (domain: string) => domain.replace(/\./g, '[.]'))
}

/** Escapes, then keeps the visitor's line breaks visible in HTML. */
function htmlParagraph(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n')
}

/**
 * Collapses line breaks and other control characters to single spaces, so a value placed in a
 * header (a display name, a subject) can never start a new header line.
 */
export function toHeaderText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  )
}

/**
 * The only words a confirmation may carry: the fixed thank-you, or the core's default. Any other
 * text a caller sends is dropped, so the relay cannot be used to mail arbitrary messages.
 */
export function confirmationMessageFor(requested: string): string {
  const trimmed = requested.trim()
  return trimmed === defaultConfirmationMessage ? defaultConfirmationMessage : confirmationThankYou
}

export function confirmationSubject(): string {
  return `We received your quote request — ${company.name}`
}

const mailLogo = mailLogoUrl(company.logoPath, siteUrl)

const signatureText = [company.name, `${company.phone} | ${company.email}`, siteUrl].join('\n')

/** The frame both e-mails share: the relay's, and the EmailJS templates written from the profile. */
export function layoutHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:4px solid ${company.brandColor};padding:24px">
${mailLogo ? `<img src="${escapeHtml(mailLogo)}" alt="${escapeHtml(company.name)}" height="48" style="height:48px;width:auto;margin-bottom:16px">\n` : ''}${body}
<p style="margin-top:32px;font-size:13px;color:#52606d">${escapeHtml(company.name)}<br>
<a href="${escapeHtml(company.phoneHref)}">${escapeHtml(company.phone)}</a> | <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a><br>
<a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a></p>
</div>
</body>
</html>
`
}

/** The confirmation as the relay's wire contract carries it. */
export type ConfirmationFields = Pick<RelayConfirmation, 'to_name' | 'to_email' | 'message'>

/** The lead as the relay's wire contract carries it; the recipient is never the visitor's to choose. */
export type NotificationFields = Pick<RelayNotification, 'from_name' | 'from_email' | 'from_phone' | 'from_address' | 'message'>

/** The day a request arrived, as the owner's own calendar names it ("November 28, 2026"). */
export function confirmationDate(receivedAt: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: company.timeZone }).format(receivedAt)
}

/** The greeting every confirmation opens with: nobody's name, since a name is what a stranger typed. */
export const confirmationGreeting = 'Hello,'

export const confirmationSpamNote = `If our reply does not arrive soon, please check your spam folder, or call us at ${company.phone}.`

/**
 * The visitor's confirmation carries no text the visitor chose (decision 0036): no name in the
 * greeting or in the To: display name, only the fixed thank-you, the owner's words and the date.
 * A stranger who types someone else's address can therefore only send that person a thank-you
 * from the business, never a message of the stranger's. `to_name` stays on the wire (the spec's
 * parameters) and is checked there, but nothing of it reaches the mail. `ownerEmail` is the
 * Reply-To, so a visitor who answers reaches a person.
 */
export function renderConfirmationEmail(email: ConfirmationFields, ownerEmail: string, receivedAt: Date = new Date()): QuoteMail {
  const message = confirmationMessageFor(email.message)
  const subject = confirmationSubject()
  // Dated, so the visitor can match it to the request they sent.
  const received = `We received your quote request on ${confirmationDate(receivedAt)}.`
  const text = [confirmationGreeting, message, received, confirmationSpamNote, signatureText].join('\n\n') + '\n'
  const html = layoutHtml(
    subject,
    [
      `<p>${escapeHtml(confirmationGreeting)}</p>`,
      `<p>${htmlParagraph(message)}</p>`,
      `<p>${escapeHtml(received)}</p>`,
      `<p><strong>${escapeHtml(confirmationSpamNote)}</strong></p>`,
    ].join('\n'),
  )
  return {
    kind: 'confirmation',
    // The address alone: a display name here would be the stranger's words in the visitor's inbox.
    to: { name: '', address: email.to_email },
    replyTo: { name: company.name, address: ownerEmail },
    subject,
    text,
    html,
  }
}

export interface NotificationDetails {
  /** The relay's OWNER_EMAIL: the only recipient, whatever the request said. */
  readonly ownerEmail: string
  /** The submission's id, shared by the stored row and both mails. */
  readonly leadId: string
  /** The path the visitor asked from, when the browser sent it. */
  readonly page?: string
}

export function renderNotificationEmail(email: NotificationFields, details: NotificationDetails): QuoteMail {
  const name = toHeaderText(email.from_name)
  const topic = pageTopic(details.page)
  const fields: readonly (readonly [string, string])[] = [
    ['Name', name],
    ['Email', email.from_email],
    ['Phone', email.from_phone || notProvided],
    ['Address', defangLinks(email.from_address || notProvided)],
    ...(topic.service ? [['Service', topic.service] as const] : []),
    ...(topic.place ? [['City', topic.place] as const] : []),
    ['Page', details.page ? `${siteUrl}${details.page}` : notProvided],
    ['Lead id', details.leadId],
  ]
  const message = defangLinks(email.message)
  const subject = `New quote request from ${name}`
  const replyNote = `Reply to this e-mail to answer ${name} directly.`
  const text =
    [
      'A new quote request arrived through the website.',
      fields.map(([label, value]) => `${label}: ${toHeaderText(value)}`).join('\n'),
      `Message:\n${message}`,
      replyNote,
    ].join('\n\n') + '\n'
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n')
  const html = layoutHtml(
    subject,
    [
      '<p>A new quote request arrived through the website.</p>',
      `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>`,
      '<h2 style="font-size:16px;margin-top:24px">Message</h2>',
      `<p style="white-space:pre-wrap">${htmlParagraph(message)}</p>`,
      `<p>${escapeHtml(replyNote)}</p>`,
    ].join('\n'),
  )
  return {
    kind: 'notification',
    to: { name: company.name, address: details.ownerEmail },
    replyTo: { name, address: email.from_email },
    subject,
    text,
    html,
  }
}
