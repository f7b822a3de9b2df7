import { describe, expect, it } from 'vitest'
import { defaultConfirmationMessage, toConfirmationEmail } from '../../../src/core/quote/confirmation-email'
import { contactSubmissionSchema, toContactSubmission } from '../../../src/core/quote/contact-submission'
import { toNotificationEmail } from '../../../src/core/quote/notification-email'
import { parseQuoteRequest, type QuoteRequest } from '../../../src/core/quote/quote-request'

const request: QuoteRequest = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(704) 555-0199',
  address: '12 Court Square, Lincolnton, NC',
  message: 'Cameras for the shop.',
}

describe('the payloads each step sends', () => {
  it('builds the contact_submissions row with the client time as ISO', () => {
    expect(toContactSubmission(request, new Date('2026-11-22T15:04:05.678Z'))).toEqual({
      ...request,
      created_at: '2026-11-22T15:04:05.678Z',
    })
  })

  it('stores an empty string for a missing phone or address', () => {
    const row = toContactSubmission({ ...request, phone: '', address: '' }, new Date(0))
    expect(row.phone).toBe('')
    expect(row.address).toBe('')
  })

  it('sends the visitor the fixed thank-you, defaulting when none is given', () => {
    const email = toConfirmationEmail(request)
    expect(email).toEqual({ to_name: 'Dana Whitfield', to_email: 'dana@example.com', message: expect.stringContaining('in touch shortly') })
    expect(toConfirmationEmail(request, '').message).toBe(defaultConfirmationMessage)
    expect(defaultConfirmationMessage).toBe('Thank you for your interest in our services.')
  })

  it('notifies only the owner, with Not provided for a missing phone or address', () => {
    expect(toNotificationEmail({ ...request, phone: '', address: '' }, 'owner@company.example')).toEqual({
      from_name: 'Dana Whitfield',
      from_email: 'dana@example.com',
      from_phone: 'Not provided',
      from_address: 'Not provided',
      message: 'Cameras for the shop.',
      to_email: 'owner@company.example',
    })
  })

  it('accepts the row it builds at the store boundary', () => {
    expect(contactSubmissionSchema.safeParse(toContactSubmission(request, new Date())).success).toBe(true)
  })
})

describe('validating a quote request', () => {
  it('trims every field', () => {
    const parsed = parseQuoteRequest({ ...request, name: '  Dana  ', email: ' dana@example.com ' })
    expect(parsed).toEqual({ ok: true, request: { ...request, name: 'Dana', email: 'dana@example.com' } })
  })

  it('names each missing field by its label', () => {
    const parsed = parseQuoteRequest({ name: ' ', email: '', phone: '', address: '', message: '' })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.issues.map((issue) => issue.message)).toEqual([
      'Full Name is required.',
      'Email Address is required.',
      'Phone Number is required.',
      'Address is required.',
      'How can we help? is required.',
    ])
  })

  it('refuses an address SMTP would refuse: a leading, trailing or doubled dot in the local part', () => {
    for (const email of ['v..w@evil.example', '.vw@mail.example.co', 'vw.@mail.example.co']) {
      const parsed = parseQuoteRequest({ ...request, email })
      expect(parsed.ok, email).toBe(false)
      if (!parsed.ok) expect(parsed.issues.map((issue) => issue.field)).toEqual(['email'])
    }
    expect(parseQuoteRequest({ ...request, email: 'v.w.x@mail.example.co' }).ok).toBe(true)
  })

  it('refuses text with a lone UTF-16 surrogate in any field, naming the field, and keeps real emoji', () => {
    for (const field of ['name', 'address', 'message'] as const) {
      const parsed = parseQuoteRequest({ ...request, [field]: `Dana \ud83d` })
      expect(parsed.ok, field).toBe(false)
      if (!parsed.ok) expect(parsed.issues).toEqual([{ field, message: expect.stringContaining('broken character') }])
    }
    expect(parseQuoteRequest({ ...request, message: 'Cameras please \ud83d\udcf7' }).ok).toBe(true)
  })

  it('rejects an e-mail the browser would reject and accepts one it would accept', () => {
    expect(parseQuoteRequest({ ...request, email: 'dana@' }).ok).toBe(false)
    expect(parseQuoteRequest({ ...request, email: 'dana example.com' }).ok).toBe(false)
    expect(parseQuoteRequest({ ...request, email: "o'neil+quotes@mail.example.co" }).ok).toBe(true)
  })

  it('rejects a field longer than its limit', () => {
    const parsed = parseQuoteRequest({ ...request, message: 'x'.repeat(2001) })
    expect(parsed).toMatchObject({ ok: false, issues: [{ field: 'message', message: 'How can we help? must be at most 2000 characters.' }] })
  })
})

describe('the boundary schemas the relay validates with', () => {
  it('name each missing or malformed field in words', () => {
    const result = contactSubmissionSchema.safeParse({ email: 'not-an-email', created_at: 'yesterday' })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(messages).toEqual([
      'name: name is required.',
      'email: Enter a valid email address, like jane@example.com.',
      'message: message is required.',
      'created_at: created_at must be an ISO 8601 time with an offset.',
    ])
  })
})
