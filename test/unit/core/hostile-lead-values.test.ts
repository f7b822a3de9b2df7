import { describe, expect, it } from 'vitest'
import { parseQuoteRequest } from '../../../src/quote/domain/quote-request'
import { acceptedLeadValues, hostileLeadValues } from '../../support/hostile-lead-values'

const request = {
  name: 'Ann Visitor',
  email: 'ann@mail-host.net',
  phone: '(704) 555-0199',
  address: '1 Main St',
  message: 'Four cameras, please.',
}

describe('the core refuses every value in the shared table of hostile lead values', () => {
  it.each(hostileLeadValues.map((entry) => [entry.why, entry] as const))('%s', (_why, { field, value }) => {
    const parsed = parseQuoteRequest({ ...request, [field]: value })
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.issues.map((issue) => issue.field)).toContain(field)
  })

  it('and takes the valid request they are all variations of', () => {
    expect(parseQuoteRequest(request).ok).toBe(true)
  })
})

describe('the core takes every value in the shared table of what real people type', () => {
  it.each(acceptedLeadValues.map((entry) => [entry.why, entry] as const))('%s', (_why, { field, value }) => {
    expect(parseQuoteRequest({ ...request, [field]: value })).toMatchObject({ ok: true })
  })
})

describe('the visitor reads what is wrong in the words of the other field errors', () => {
  const messageFor = (field: string, value: string) => {
    const parsed = parseQuoteRequest({ ...request, [field]: value })
    return parsed.ok ? undefined : parsed.issues.find((issue) => issue.field === field)?.message
  }

  it('names invisible and reordering characters', () => {
    expect(messageFor('name', 'Ann\u200fVisitor')).toBe(
      'Full Name must not contain invisible or text-direction characters. Please retype it.',
    )
  })

  it('names stacked accent marks', () => {
    expect(messageFor('message', `Z${'\u0300'.repeat(90)}`)).toBe('How can we help? has too many accent marks on one letter.')
  })

  it('calls a domain in any width a web address', () => {
    expect(messageFor('name', 'ｅｖｉｌ．ｃｏｍ')).toBe('Full Name must not contain links, web addresses or markup.')
  })

  it('calls a replacement character a broken character', () => {
    expect(messageFor('name', 'Ann\ufffd')).toBe('Full Name contains a broken character. Please retype it.')
  })
})
