import { describe, expect, it } from 'vitest'
import { confirmationThankYou, defaultConfirmationMessage } from '../../../src/core/quote/confirmation-email'
import { company } from '../../../src/content/company'
import {
  confirmationMessageFor,
  escapeHtml,
  renderConfirmationEmail,
  renderNotificationEmail,
  toHeaderText,
} from '../../../server/mail/quote-emails'

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(escapeHtml('José Núñez 🎥 (704) 555-0199')).toBe('José Núñez 🎥 (704) 555-0199')
  })
})

describe('toHeaderText', () => {
  it('turns CR, LF, tabs and Unicode line separators into single spaces', () => {
    expect(toHeaderText('Eve\r\nBcc: x@example.com\n\tX: y\u2028z')).toBe('Eve Bcc: x@example.com X: y z')
  })
})

describe('confirmationMessageFor', () => {
  it("keeps only the fixed thank-you or the core's default", () => {
    expect(confirmationMessageFor(confirmationThankYou)).toBe(confirmationThankYou)
    expect(confirmationMessageFor(defaultConfirmationMessage)).toBe(defaultConfirmationMessage)
    expect(confirmationMessageFor('Visit https://spam.example')).toBe(confirmationThankYou)
    expect(confirmationMessageFor('')).toBe(confirmationThankYou)
  })
})

describe('rendering', () => {
  it('never lets a confirmation carry caller text, even when called directly', () => {
    const mail = renderConfirmationEmail({ to_name: 'Ann', to_email: 'ann@example.com', message: 'Buy now!' })
    expect(mail.text).not.toContain('Buy now!')
    expect(mail.html).not.toContain('Buy now!')
    expect(mail.subject).toBe(`We received your quote request — ${company.name}`)
  })

  it('addresses the notification to the given owner with the visitor as Reply-To', () => {
    const mail = renderNotificationEmail({
      from_name: 'Ann\nVisitor',
      from_email: 'ann@example.com',
      from_phone: '',
      from_address: '',
      message: 'Hello',
      to_email: 'owner@example.com',
    })
    expect(mail.to).toEqual({ name: company.name, address: 'owner@example.com' })
    expect(mail.replyTo).toEqual({ name: 'Ann Visitor', address: 'ann@example.com' })
    expect(mail.subject).toBe('New quote request from Ann Visitor')
    expect(mail.text).toContain('Phone: Not provided')
  })
})
