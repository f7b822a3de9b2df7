import { describe, expect, it } from 'vitest'
import { confirmationTemplateParams } from '../../../src/quote/adapters/emailjs-confirmation-notifier'
import { notificationTemplateParams } from '../../../src/quote/adapters/emailjs-owner-notifier'
import { contactSubmissionRow } from '../../../src/quote/adapters/supabase-quote-store'
import { relayBodies, relayConfirmationBody, relayNotificationBody, relaySubmissionBody } from '../../../src/quote/relay-api'
import { defaultConfirmationMessage } from '../../../src/quote/domain/quote-wording'
import { parseQuoteRequest, type QuoteRequest } from '../../../src/quote/domain/quote-request'

const request: QuoteRequest = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(704) 555-0199',
  address: '12 Court Square, Lincolnton, NC',
  message: 'Cameras for the shop.',
}

const context = {
  submissionId: '6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f40',
  submittedAt: new Date('2026-11-22T15:04:05.678Z'),
  page: '/services',
}

describe('what each adapter sends for the same request, in its own names', () => {
  it('builds the contact_submissions row with the client time as ISO, for Supabase and the relay alike', () => {
    const row = { ...request, created_at: '2026-11-22T15:04:05.678Z' }
    expect(contactSubmissionRow(request, context)).toEqual(row)
    expect(relayBodies.submission(request, context)).toEqual({ ...row, page: '/services' })
  })

  it('stores an empty string for a missing phone or address', () => {
    const row = contactSubmissionRow({ ...request, phone: '', address: '' }, context)
    expect(row.phone).toBe('')
    expect(row.address).toBe('')
  })

  it('sends the visitor the fixed thank-you, and the relay falls back to the default when none is given', () => {
    const email = { to_name: 'Dana Whitfield', to_email: 'dana@example.com', message: expect.stringContaining('in touch shortly') }
    expect(confirmationTemplateParams(request)).toEqual(email)
    expect(relayBodies.confirmation(request)).toEqual(email)
    expect(relayConfirmationBody.parse({ to_name: 'Dana', to_email: 'dana@example.com' }).message).toBe(defaultConfirmationMessage)
    expect(defaultConfirmationMessage).toBe('Thank you for your interest in our services.')
  })

  it('notifies only the owner, with Not provided for a missing phone or address', () => {
    const visitor = { ...request, phone: '', address: '' }
    const fields = {
      from_name: 'Dana Whitfield',
      from_email: 'dana@example.com',
      from_phone: 'Not provided',
      from_address: 'Not provided',
      message: 'Cameras for the shop.',
    }
    expect(notificationTemplateParams(visitor, 'owner@company.example', undefined)).toEqual({
      ...fields,
      to_email: 'owner@company.example',
      service: 'Not provided',
      city: 'Not provided',
      page: 'Not provided',
    })
    // The relay chooses its own recipient: none is sent.
    expect(relayBodies.notification(visitor, context)).toEqual({ ...fields, page: '/services' })
  })

  it('leaves out a page the relay would refuse rather than risk the lead', () => {
    expect(relayBodies.submission(request, { ...context, page: 'https://elsewhere.example/' })).not.toHaveProperty('page')
  })

  it('sends bodies the relay accepts', () => {
    expect(relaySubmissionBody.safeParse(relayBodies.submission(request, context)).success).toBe(true)
    expect(relayConfirmationBody.safeParse(relayBodies.confirmation(request)).success).toBe(true)
    expect(relayNotificationBody.safeParse(relayBodies.notification(request, context)).success).toBe(true)
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
    expect(parsed).toMatchObject({
      ok: false,
      issues: [{ field: 'message', message: 'How can we help? must be at most 2000 characters.' }],
    })
  })
})

describe('the wire contract the relay validates with', () => {
  it('name each missing or malformed field in words', () => {
    const result = relaySubmissionBody.safeParse({ email: 'not-an-email', created_at: 'yesterday' })
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
