import { describe, expect, it } from 'vitest'
import { describeCitySlug, showsFinancingBanner } from '../../../src/content/city-page'
import { heroSlides, testimonials, typingWords } from '../../../src/content/home'
import { allCityLinks, findServiceArea, financingStateAbbrs, serviceStates, slugifyCity } from '../../../src/content/regions'
import { findUsState, usStates } from '../../../src/content/us-states'

const cityLinkPattern = /^\/(nc|sc|ga)\/[a-z0-9-]+\/security-camera-installation$/

function stateByAbbr(abbr: string) {
  const state = serviceStates.find((entry) => entry.abbr === abbr)
  if (!state) throw new Error(`missing state ${abbr}`)
  return state
}

describe('service regions', () => {
  it('list 14 cities in North Carolina, 12 in South Carolina and 14 in North Georgia', () => {
    expect(stateByAbbr('NC').cities).toHaveLength(14)
    expect(stateByAbbr('SC').cities).toHaveLength(12)
    expect(stateByAbbr('GA').cities).toHaveLength(14)
    expect(stateByAbbr('GA').name).toBe('North Georgia')
  })

  it('give Charlotte its own link and four subdivisions in order', () => {
    const charlotte = stateByAbbr('NC').cities.find((city) => city.name === 'Charlotte')
    expect(charlotte?.link).toBe('/nc/charlotte/security-camera-installation')
    expect(charlotte?.subdivisions).toEqual([
      { name: 'Uptown', link: '/nc/uptown-charlotte/security-camera-installation' },
      { name: 'South Charlotte', link: '/nc/south-charlotte/security-camera-installation' },
      { name: 'University Area', link: '/nc/university-area-charlotte/security-camera-installation' },
      { name: 'Ballantyne', link: '/nc/ballantyne-charlotte/security-camera-installation' },
    ])
  })

  it('mark special financing only on Charlotte NC, Columbia SC and Atlanta (North) GA', () => {
    const marked = serviceStates.flatMap((state) =>
      state.cities.filter((city) => city.hasOffer).map((city) => `${city.name} ${state.abbr}`),
    )
    expect(marked).toEqual(['Charlotte NC', 'Columbia SC', 'Atlanta (North) GA'])
    const atlanta = stateByAbbr('GA').cities.find((city) => city.hasOffer)
    expect(atlanta?.link).toBe('/ga/north-atlanta/security-camera-installation')
  })

  it('link every city and subdivision to a camera installation page in its own state', () => {
    const links = allCityLinks()
    expect(links).toHaveLength(14 + 12 + 14 + 4)
    expect(new Set(links).size).toBe(links.length)
    for (const link of links) expect(link).toMatch(cityLinkPattern)
    for (const state of serviceStates) {
      for (const city of state.cities) expect(city.link.startsWith(`/${state.abbr.toLowerCase()}/`)).toBe(true)
    }
  })

  it('slugify town names to lower case with hyphens and no punctuation', () => {
    expect(slugifyCity('Rock Hill')).toBe('rock-hill')
    expect(slugifyCity("St. Mary's  Point")).toBe('st-marys-point')
    expect(slugifyCity('Atlanta (North)')).toBe('atlanta-north')
  })

  it('offer financing in exactly the three service states', () => {
    expect(financingStateAbbrs).toEqual(['nc', 'sc', 'ga'])
    expect(showsFinancingBanner('NC')).toBe(true)
    expect(showsFinancingBanner('ga')).toBe(true)
    expect(showsFinancingBanner('tn')).toBe(false)
  })

  it('name a known subdivision as area, city and leave ordinary hyphenated towns whole', () => {
    expect(findServiceArea('nc', 'ballantyne-charlotte')?.kind).toBe('subdivision')
    expect(describeCitySlug('nc', 'university-area-charlotte')).toEqual({
      displayName: 'University Area Charlotte',
      areaCity: 'University Area, Charlotte',
    })
    expect(describeCitySlug('sc', 'rock-hill')).toEqual({ displayName: 'Rock Hill' })
  })
})

describe('home page content', () => {
  it('has six hero slides, each with an image and a description', () => {
    expect(heroSlides).toHaveLength(6)
    heroSlides.forEach((slide, index) => {
      expect(slide.image).toEqual({ src: `/images/hero/slide-${index + 1}.svg`, width: 1600, height: 900 })
      expect(slide.alt.length).toBeGreaterThan(20)
    })
  })

  it('types the five headline words in order', () => {
    expect(typingWords).toEqual(['Home', 'Business', 'Family', 'Property', 'Peace of Mind'])
  })

  it('has six testimonials with unique ids and ratings from 1 to 5', () => {
    expect(testimonials).toHaveLength(6)
    expect(new Set(testimonials.map((item) => item.id)).size).toBe(6)
    for (const item of testimonials) {
      expect(item.rating).toBeGreaterThanOrEqual(1)
      expect(item.rating).toBeLessThanOrEqual(5)
      expect(item.town).toMatch(/, (NC|SC|GA)$/)
    }
  })
})

describe('US states', () => {
  it('lists the 50 states and the District of Columbia', () => {
    expect(usStates).toHaveLength(51)
    expect(new Set(usStates.map((state) => state.abbr)).size).toBe(51)
  })

  it('finds a state by abbreviation whatever its case', () => {
    expect(findUsState('nc')?.name).toBe('North Carolina')
    expect(findUsState('Dc')?.name).toBe('District of Columbia')
    expect(findUsState('zz')).toBeUndefined()
  })
})
