import { siteUrl } from '../../../src/config/site-url'
import { emailjsTemplates, templateVariables } from '../../../scripts/owner-tools/emailjs-templates'
import { describe, expect, it } from 'vitest'
import { confirmationThankYou, defaultConfirmationMessage } from '../../../src/quote/domain/quote-wording'
import { company } from '../../../src/content/company'
import {
  confirmationMessageFor,
  escapeHtml,
  confirmationDate,
  renderConfirmationEmail,
  renderNotificationEmail,
  defangLinks,
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
    const mail = renderConfirmationEmail({ to_name: 'Ann', to_email: 'ann@example.com', message: 'Buy now!' }, 'owner@example.net')
    expect(mail.text).not.toContain('Buy now!')
    expect(mail.html).not.toContain('Buy now!')
    expect(mail.subject).toBe(`We received your quote request — ${company.name}`)
  })

  // The outside test's scams, each a valid name under the text rule: none may reach the visitor.
  it.each([
    ['URGENT call +1 (800) 555-0199 about your unpaid invoice', ['URGENT', '555-0199', 'invoice']],
    ['Send 0.05 BTC to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', ['BTC', 'bc1q']],
    ['Mary Smith', ['Mary', 'Smith']],
  ])('puts nothing of to_name %j in the confirmation: not the greeting, not the display name', (toName, words) => {
    const receivedAt = new Date('2026-11-28T15:00:00Z')
    const mail = renderConfirmationEmail(
      { to_name: toName, to_email: 'ann@example.com', message: confirmationThankYou },
      'o@example.net',
      receivedAt,
    )
    for (const word of words) {
      expect(mail.text).not.toContain(word)
      expect(mail.html).not.toContain(word)
      expect(mail.subject).not.toContain(word)
    }
    expect(mail.to).toEqual({ name: '', address: 'ann@example.com' })
    expect(mail.text).toContain('Hello,\n')
    expect(mail.text).toContain(confirmationThankYou)
    expect(mail.text).toContain(`We received your quote request on ${confirmationDate(receivedAt)}.`)
    expect(confirmationDate(receivedAt)).toBe('November 28, 2026')
    expect(mail.text).toContain(company.phone)
  })

  it('writes EmailJS templates whose confirmation prints nothing the visitor typed', () => {
    const { confirmation } = emailjsTemplates()
    // The recipient only: the site still sends to_name and message (the spec's parameters).
    expect(templateVariables(confirmation)).toEqual(['to_email'])
    expect(confirmation.toEmail).toBe('{{to_email}}')
    expect(confirmation.html).toContain(confirmationThankYou)
    expect(confirmation.html).not.toMatch(/\{\{\s*(to_name|message)/)
  })

  it('addresses the notification to the given owner with the visitor as Reply-To', () => {
    // As it could arrive on the wire, naming another recipient the relay must ignore.
    const fromTheWire = {
      from_name: 'Ann\nVisitor',
      from_email: 'ann@example.com',
      from_phone: '',
      from_address: '',
      message: 'Hello',
      to_email: 'someone.else@example.com',
    }
    const mail = renderNotificationEmail(fromTheWire, { ownerEmail: 'owner@example.com', leadId: 'lead-0001' })
    expect(mail.to).toEqual({ name: company.name, address: 'owner@example.com' })
    expect(mail.replyTo).toEqual({ name: 'Ann Visitor', address: 'ann@example.com' })
    expect(mail.subject).toBe('New quote request from Ann Visitor')
    expect(mail.text).toContain('Phone: Not provided')
    expect(mail.text).toContain('Lead id: lead-0001')
  })

  it('names the service of a service page, and the service and city of a city page', () => {
    const base = { from_name: 'Ann', from_email: 'ann@example.com', from_phone: '', from_address: '', message: 'Hi', to_email: '' }
    const servicePage = renderNotificationEmail(base, { ownerEmail: 'o@example.com', leadId: 'k', page: '/services/access-control' })
    expect(servicePage.text).toContain('Service: Access Control')
    expect(servicePage.text).not.toContain('City:')
    const area = renderNotificationEmail(base, { ownerEmail: 'o@example.com', leadId: 'k', page: '/nc/uptown-charlotte/video-doorbells' })
    expect(area.text).toContain('Service: Video Doorbells')
    expect(area.text).toContain('City: Uptown, Charlotte, NC')
    const home = renderNotificationEmail(base, { ownerEmail: 'o@example.com', leadId: 'k', page: '/' })
    expect(home.text).not.toContain('Service:')
    expect(home.text).toContain(`Page: ${siteUrl}/`)
  })

  it('defangs every link in the message and keeps the words around it', () => {
    expect(defangLinks('go to https://evil.example/x or www.evil.example today')).toBe(
      'go to hxxps://evil[.]example/x or www[.]evil[.]example today',
    )
    expect(defangLinks('Four cameras, 2.5 acres, e.g. the barn')).toBe('Four cameras, 2.5 acres, e.g. the barn')
  })
})
