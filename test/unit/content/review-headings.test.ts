import { describe, expect, it } from 'vitest'
import { cityRelatedCopy, testimonialFromState } from '../../../src/content/city-page-related'
import type { Testimonial } from '../../../src/content/home'

const lakeland: Testimonial = {
  id: 'lakeland-doorbell',
  quote: 'Two cameras and a doorbell, done in an afternoon.',
  name: 'Jo L.',
  town: 'Lakeland, FL',
  rating: 5,
  service: 'Video Doorbells',
}

describe('the heading over a city page’s review', () => {
  it('names the customer’s own town, never a state standing in for it', () => {
    expect(cityRelatedCopy.testimonialHeading(lakeland)).toBe('From a Customer in Lakeland, FL')
    expect(cityRelatedCopy.testimonialHeading(lakeland)).not.toMatch(/Florida/)
  })

  it('names the town of the review the page actually quotes', () => {
    const quoted = testimonialFromState('NC', 'Video Doorbells', 'Charlotte')
    if (!quoted) throw new Error('the demo has no North Carolina review')
    expect(cityRelatedCopy.testimonialHeading(quoted)).toBe(`From a Customer in ${quoted.town}`)
    expect(cityRelatedCopy.testimonialHeading(quoted)).not.toContain('North Carolina')
  })
})
