import { describe, expect, it } from 'vitest'
import { headerScrollThreshold, headerTone, isScrolledPast } from '../../../src/features/layout/header/header-scroll'

describe('the header scroll threshold', () => {
  it('is 10 px, as the spec sets it', () => {
    expect(headerScrollThreshold).toBe(10)
  })

  it('counts the page as scrolled only beyond 10 px', () => {
    expect([0, 5, 9.5, 10].map((y) => isScrolledPast(y))).toEqual([false, false, false, false])
    expect([10.5, 11, 400].map((y) => isScrolledPast(y))).toEqual([true, true, true])
  })

  it('treats the negative offsets of an elastic overscroll as the top', () => {
    expect(isScrolledPast(-40)).toBe(false)
  })
})

describe('the header tone', () => {
  it('is the see-through overlay only at the top with the menu closed', () => {
    expect(headerTone(false, false)).toBe('overlay')
    expect(headerTone(true, false)).toBe('solid')
    expect(headerTone(false, true)).toBe('solid')
    expect(headerTone(true, true)).toBe('solid')
  })
})
