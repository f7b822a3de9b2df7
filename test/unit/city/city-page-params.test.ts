import { describe, expect, it } from 'vitest'
import {
  cityPageEyebrow,
  cityPageHeading,
  cityPageTitle,
  describeCitySlug,
  showsFinancingBanner,
  titleCaseSlug,
} from '../../../src/content/city-page'
import { company } from '../../../src/content/company'
import { allCityLinks } from '../../../src/content/regions'
import { serviceSlugs } from '../../../src/content/services'
import { usStates } from '../../../src/content/us-states'
import { isCitySlug, parseCityPage } from '../../../src/features/city/city-page-params'

const charlotte = { state: 'nc', city: 'charlotte', service: 'security-camera-installation' }

describe('city page params', () => {
  it('accepts every US state and DC by abbreviation, in either case', () => {
    expect(usStates).toHaveLength(51)
    for (const { abbr } of usStates) {
      expect(parseCityPage({ ...charlotte, state: abbr.toLowerCase() })?.stateAbbr).toBe(abbr)
      expect(parseCityPage({ ...charlotte, state: abbr })?.stateAbbr).toBe(abbr)
    }
    expect(parseCityPage({ ...charlotte, state: 'dc' })?.stateName).toBe('District of Columbia')
  })

  it('rejects anything that is not a state abbreviation', () => {
    for (const state of ['zz', 'xx', 'n', 'ncc', 'north-carolina', '', ' nc', 'nc ', 'n1']) {
      expect(parseCityPage({ ...charlotte, state })).toBeUndefined()
    }
  })

  it('accepts each of the six service slugs and nothing else', () => {
    for (const service of serviceSlugs) {
      expect(parseCityPage({ ...charlotte, service })?.service.slug).toBe(service)
    }
    for (const service of ['not-a-service', 'Security-Camera-Installation', 'services', '', 'access']) {
      expect(parseCityPage({ ...charlotte, service })).toBeUndefined()
    }
  })

  it('accepts city slugs of lower-case letters, digits and single inner hyphens', () => {
    for (const city of ['charlotte', 'rock-hill', 'x', 'district-9', 'university-area-charlotte']) {
      expect(isCitySlug(city)).toBe(true)
      expect(parseCityPage({ ...charlotte, city })).toBeDefined()
    }
    for (const city of ['', 'Charlotte', 'rock hill', 'rock_hill', '-charlotte', 'charlotte-', 'rock--hill', 'café', 'a/b']) {
      expect(isCitySlug(city)).toBe(false)
      expect(parseCityPage({ ...charlotte, city })).toBeUndefined()
    }
  })

  it('builds the canonical path in lower case whatever case the state was typed in', () => {
    expect(parseCityPage({ ...charlotte, state: 'NC' })?.path).toBe('/nc/charlotte/security-camera-installation')
    expect(parseCityPage({ state: 'Tx', city: 'austin', service: 'video-doorbells' })?.path).toBe('/tx/austin/video-doorbells')
  })

  it('shows the financing banner only in nc, sc and ga', () => {
    expect(parseCityPage(charlotte)?.showsFinancing).toBe(true)
    expect(parseCityPage({ ...charlotte, state: 'SC', city: 'columbia' })?.showsFinancing).toBe(true)
    expect(parseCityPage({ ...charlotte, state: 'ga', city: 'north-atlanta' })?.showsFinancing).toBe(true)
    for (const state of ['tx', 'va', 'tn', 'fl', 'dc']) {
      expect(parseCityPage({ ...charlotte, state })?.showsFinancing).toBe(false)
      expect(showsFinancingBanner(state)).toBe(false)
    }
  })

  it('marks the towns and areas the regions dialogs name as listed, and any other town as not', () => {
    expect(parseCityPage(charlotte)?.listed).toBe(true)
    expect(parseCityPage({ ...charlotte, city: 'uptown-charlotte' })?.listed).toBe(true)
    expect(parseCityPage({ ...charlotte, state: 'NC' })?.listed).toBe(true)
    expect(parseCityPage({ ...charlotte, city: 'nowhere-town' })?.listed).toBe(false)
    // Charlotte is listed in North Carolina only.
    expect(parseCityPage({ ...charlotte, state: 'sc' })?.listed).toBe(false)
  })

  it('parses every city link of the regions dialogs into a page', () => {
    for (const link of allCityLinks()) {
      const [, state = '', city = '', service = ''] = link.split('/')
      const page = parseCityPage({ state, city, service })
      expect(page?.path).toBe(link)
      expect(page?.showsFinancing).toBe(true)
    }
  })
})

describe('how a city slug is shown', () => {
  it('title-cases the slug and turns hyphens into spaces', () => {
    expect(titleCaseSlug('charlotte')).toBe('Charlotte')
    expect(titleCaseSlug('rock-hill')).toBe('Rock Hill')
    expect(titleCaseSlug('fort-mill')).toBe('Fort Mill')
    expect(parseCityPage({ state: 'tx', city: 'san-antonio', service: 'access-control' })?.cityName).toBe('San Antonio')
  })

  it("also shows a known Charlotte neighborhood as 'area, city'", () => {
    const uptown = parseCityPage({ ...charlotte, city: 'uptown-charlotte' })
    expect(uptown?.cityName).toBe('Uptown Charlotte')
    expect(uptown?.areaCity).toBe('Uptown, Charlotte')
    expect(parseCityPage({ ...charlotte, city: 'ballantyne-charlotte' })?.areaCity).toBe('Ballantyne, Charlotte')
    expect(cityPageEyebrow('Uptown Charlotte', 'NC', 'Uptown, Charlotte')).toBe('Serving Uptown, Charlotte')
  })

  it('keeps a hyphenated town that is not a neighborhood as one name', () => {
    expect(describeCitySlug('sc', 'rock-hill')).toEqual({ displayName: 'Rock Hill' })
    expect(parseCityPage({ ...charlotte, state: 'sc', city: 'rock-hill' })?.areaCity).toBeUndefined()
    expect(parseCityPage({ ...charlotte, state: 'tx', city: 'uptown-charlotte' })?.areaCity).toBeUndefined()
  })

  it('titles the page as service in city, STATE | company name', () => {
    expect(cityPageTitle('Security Camera Installation', 'Charlotte', 'NC')).toBe(
      `Security Camera Installation in Charlotte, NC | ${company.name}`,
    )
    const austin = parseCityPage({ state: 'tx', city: 'austin', service: 'video-doorbells' })
    expect(austin && cityPageTitle(austin.service.name, austin.cityName, austin.stateAbbr)).toBe(
      `Video Doorbells in Austin, TX | ${company.name}`,
    )
    expect(cityPageHeading('Access Control', 'Columbia', 'SC')).toBe('Access Control in Columbia, SC')
  })

  it('says partner providers instead of local service outside the service area', () => {
    expect(cityPageEyebrow('Austin', 'TX')).toBe('Partner providers nationwide')
    expect(cityPageEyebrow('Charlotte', 'NC')).toBe('Serving Charlotte, NC')
  })
})
