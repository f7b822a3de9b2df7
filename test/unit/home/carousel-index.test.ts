import { describe, expect, it } from 'vitest'
import { nextIndex, pairAt, pairCount, pairPositions, prevIndex } from '../../../src/features/home/carousel-index'

describe('slider index arithmetic', () => {
  it('moves forward one slide and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 6)).toBe(1)
    expect(nextIndex(4, 6)).toBe(5)
    expect(nextIndex(5, 6)).toBe(0)
  })

  it('moves back one slide and wraps from the first slide to the last', () => {
    expect(prevIndex(5, 6)).toBe(4)
    expect(prevIndex(1, 6)).toBe(0)
    expect(prevIndex(0, 6)).toBe(5)
  })

  it('comes back to the start after as many steps as there are slides, either way', () => {
    let forward = 0
    let backward = 0
    for (let step = 0; step < 6; step++) {
      forward = nextIndex(forward, 6)
      backward = prevIndex(backward, 6)
    }
    expect(forward).toBe(0)
    expect(backward).toBe(0)
  })

  it('stays on the only slide when there is one, and returns 0 when there are none', () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(prevIndex(0, 1)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
    expect(prevIndex(0, 0)).toBe(0)
  })
})

describe('testimonial pairs', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f']
  const five = ['a', 'b', 'c', 'd', 'e']

  it('fill three pages from six reviews and three from five', () => {
    expect(pairCount(6)).toBe(3)
    expect(pairCount(5)).toBe(3)
    expect(pairCount(2)).toBe(1)
    expect(pairCount(1)).toBe(1)
    expect(pairCount(0)).toBe(0)
  })

  it('show the reviews two at a time in order', () => {
    expect(pairAt(six, 0)).toEqual(['a', 'b'])
    expect(pairAt(six, 1)).toEqual(['c', 'd'])
    expect(pairAt(six, 2)).toEqual(['e', 'f'])
  })

  it('pair an odd final review with the first one', () => {
    expect(pairAt(five, 2)).toEqual(['e', 'a'])
    expect(pairPositions(5, 2)).toEqual([4, 0])
  })

  it('wrap the page number at both ends', () => {
    const pages = pairCount(six.length)
    expect(pairAt(six, nextIndex(pages - 1, pages))).toEqual(['a', 'b'])
    expect(pairAt(six, prevIndex(0, pages))).toEqual(['e', 'f'])
    expect(pairAt(six, 3)).toEqual(['a', 'b'])
    expect(pairAt(six, -1)).toEqual(['e', 'f'])
  })

  it('show a lone review by itself and nothing for an empty list', () => {
    expect(pairAt(['a'], 0)).toEqual(['a'])
    expect(pairAt([], 0)).toEqual([])
  })
})
