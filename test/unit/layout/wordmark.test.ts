import { describe, expect, it } from 'vitest'
import { splitWordmark } from '../../../src/features/layout/header/wordmark'
import { company } from '../../../src/content/company'

describe('the two-line logo name', () => {
  it('puts the last word of the company name on the second line', () => {
    expect(splitWordmark('Piedmont Shield Security')).toEqual({ primary: 'Piedmont Shield', secondary: 'Security' })
  })

  it('keeps a one-word name on one line', () => {
    expect(splitWordmark('Guardian')).toEqual({ primary: 'Guardian', secondary: '' })
  })

  it('ignores stray spaces', () => {
    expect(splitWordmark('  Blue   Ridge  Alarm ')).toEqual({ primary: 'Blue Ridge', secondary: 'Alarm' })
  })

  it('loses no word of the real company name', () => {
    const { primary, secondary } = splitWordmark(company.name)
    expect(`${primary} ${secondary}`).toBe(company.name)
  })
})
