import {
  confirmationThankYou,
  defaultConfirmationMessage,
  type ConfirmationEmail,
} from '../../src/core/quote/confirmation-email'
import { notProvided, type NotificationEmail } from '../../src/core/quote/notification-email'
import { company } from '../../src/content/company'

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

/** Escapes, then keeps the visitor's line breaks visible in HTML. */
function htmlParagraph(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n')
}

/**
 * Collapses line breaks and other control characters to single spaces, so a value placed in a
 * header (a display name, a subject) can never start a new header line.
 */
export function toHeaderText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ').trim()
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

export function notificationSubject(visitorName: string): string {
  return `New quote request from ${toHeaderText(visitorName)}`
}

const signatureText = [company.name, `${company.phone} | ${company.email}`, company.siteUrl].join('\n')

function layoutHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
<p style="margin-top:32px;font-size:13px;color:#52606d">${escapeHtml(company.name)}<br>
<a href="${escapeHtml(company.phoneHref)}">${escapeHtml(company.phone)}</a> | <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a><br>
<a href="${escapeHtml(company.siteUrl)}">${escapeHtml(company.siteUrl)}</a></p>
</div>
</body>
</html>
`
}

export function renderConfirmationEmail(email: ConfirmationEmail): QuoteMail {
  const name = toHeaderText(email.to_name)
  const message = confirmationMessageFor(email.message)
  const subject = confirmationSubject()
  const spamNote = `If our reply does not arrive soon, please check your spam folder, or call us at ${company.phone}.`
  const text = [`Hello ${name},`, message, spamNote, signatureText].join('\n\n') + '\n'
  const html = layoutHtml(
    subject,
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>${htmlParagraph(message)}</p>`,
      `<p><strong>${escapeHtml(spamNote)}</strong></p>`,
    ].join('\n'),
  )
  return { kind: 'confirmation', to: { name, address: email.to_email }, subject, text, html }
}

export function renderNotificationEmail(email: NotificationEmail): QuoteMail {
  const name = toHeaderText(email.from_name)
  const fields: readonly (readonly [string, string])[] = [
    ['Name', name],
    ['Email', email.from_email],
    ['Phone', email.from_phone || notProvided],
    ['Address', email.from_address || notProvided],
  ]
  const subject = notificationSubject(email.from_name)
  const replyNote = `Reply to this e-mail to answer ${name} directly.`
  const text =
    [
      'A new quote request arrived through the website.',
      fields.map(([label, value]) => `${label}: ${toHeaderText(value)}`).join('\n'),
      `Message:\n${email.message}`,
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
      `<p style="white-space:pre-wrap">${htmlParagraph(email.message)}</p>`,
      `<p>${escapeHtml(replyNote)}</p>`,
    ].join('\n'),
  )
  return {
    kind: 'notification',
    to: { name: company.name, address: email.to_email },
    replyTo: { name, address: email.from_email },
    subject,
    text,
    html,
  }
}
