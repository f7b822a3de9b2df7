import { describe, expect, it } from 'vitest'
import { parseQuoteRequest } from '../../../src/core/quote/quote-request'
import { hostileLeadValues } from '../../support/hostile-lead-values'

const request = { name: 'Ann Visitor', email: 'ann@mail-host.net', phone: '(704) 555-0199', address: '1 Main St', message: 'Four cameras, please.' }

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
