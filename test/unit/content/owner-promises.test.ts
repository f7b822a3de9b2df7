import { describe, expect, it } from 'vitest'
import { cityFaqs, testimonialFromState } from '../../../src/content/city-page-related'
import { testimonials } from '../../../src/content/home'
import { ownerOffers } from '../../../src/content/offers'
import { serviceNames } from '../../../src/content/owner/owner-content-schema'
import { serviceCards } from '../../../src/content/services'
import { trustPoints } from '../../../src/content/trust'

describe('the city FAQ', () => {
  it('asks about each of the six services as a thing one installs and pays for', () => {
    const questions = serviceNames.map((name) =>
      cityFaqs(name, 'Charlotte', 'NC')
        .slice(0, 2)
        .map((item) => item.question),
    )
    expect(questions).toEqual([
      ['Do you install security cameras in Charlotte?', 'How much do security cameras cost in Charlotte?'],
      ['Do you install CCTV monitoring systems in Charlotte?', 'How much do CCTV monitoring systems cost in Charlotte?'],
      ['Do you install wireless security cameras in Charlotte?', 'How much do wireless security cameras cost in Charlotte?'],
      ['Do you install video doorbells in Charlotte?', 'How much do video doorbells cost in Charlotte?'],
      ['Do you install access control systems in Charlotte?', 'How much do access control systems cost in Charlotte?'],
      ['Do you install AI-enhanced security systems in Charlotte?', 'How much do AI-enhanced security systems cost in Charlotte?'],
    ])
  })

  it('names the six services the review schema allows, as the services pages name them', () => {
    expect([...serviceNames]).toEqual(serviceCards.map((card) => card.name))
  })

  it('mentions financing only in a state where the owner offers it', () => {
    expect(cityFaqs('Access Control', 'Charlotte', 'NC')[1]?.answer).toContain(
      `Financing is available with ${ownerOffers.financing?.terms}.`,
    )
    expect(cityFaqs('Access Control', 'Nashville', 'TN')[1]?.answer).not.toMatch(/financ/i)
  })
})

describe('the review a city page quotes', () => {
  const home = testimonials[0]

  it('comes from the city itself when a customer there wrote one', () => {
    expect(testimonialFromState('NC', 'Access Control', 'Concord')?.town).toBe('Concord, NC')
    expect(testimonialFromState('SC', 'Security Camera Installation', 'Columbia')?.town).toBe('Columbia, SC')
  })

  it('comes from the state otherwise, and is never the home page’s first review', () => {
    expect(home?.town).toBe('Gastonia, NC')
    for (const service of serviceNames) {
      for (const city of ['Gastonia', 'Charlotte', 'Hickory']) expect(testimonialFromState('NC', service, city)).not.toEqual(home)
    }
    expect(testimonialFromState('NC', 'Video Doorbells', 'Charlotte')?.town).toMatch(/, NC$/)
    expect(testimonialFromState('TN', 'Video Doorbells', 'Nashville')).toBeUndefined()
  })
})

describe('the trust strip', () => {
  it('states the owner’s own warranty, install times and financing from owner/offers.yaml', () => {
    expect(trustPoints.map((point) => `${point.title}: ${point.detail}`)).toEqual(
      expect.arrayContaining([
        `${ownerOffers.warranty?.title}: ${ownerOffers.warranty?.detail}`,
        `${ownerOffers.installTimes?.title}: ${ownerOffers.installTimes?.detail}`,
        `${ownerOffers.financing?.title}: ${ownerOffers.financing?.detail}`,
      ]),
    )
  })
})
