import { describe, expect, it } from 'vitest'
import { company } from '../../../src/content/company'
import { areaServedOf, structuredData } from '../../../src/head/structured-data'
import type { OwnerProfile } from '../../../src/content/owner-profile-schema'

/** A two-town installer in one state, as an owner wrote it in owner/profile.json. */
const twoTowns: OwnerProfile['serviceArea'] = {
  name: 'Lakeland and Winter Haven',
  shortName: 'Lakeland & Winter Haven',
  inSentences: 'Lakeland and Winter Haven, Florida',
  description: 'We install in Lakeland, Winter Haven and the towns between them.',
  states: [{ abbr: 'FL', name: 'Florida', description: 'Polk County.', cities: [{ name: 'Lakeland' }, { name: 'Winter Haven' }] }],
}

describe('the area in the structured data', () => {
  it('is the owner’s area in their words, with their description: a state never stands in for it', () => {
    const area = areaServedOf(twoTowns)
    expect(area).toEqual({
      '@type': 'Place',
      name: 'Lakeland and Winter Haven, Florida',
      description: 'We install in Lakeland, Winter Haven and the towns between them.',
    })
    expect(JSON.stringify(area)).not.toContain('"Florida"')
  })

  it('falls back to the area’s name where the owner gives no sentence form', () => {
    const { inSentences: _inSentences, ...named } = twoTowns
    expect(areaServedOf(named)).toMatchObject({ '@type': 'Place', name: 'Lakeland and Winter Haven' })
  })

  it('is what the business and every service page of the demo carry', () => {
    const blocks = structuredData({
      path: '/services/access-control',
      title: 'Access Control',
      description: 'Access control.',
      topic: { kind: 'service', serviceName: 'Access Control', summary: 'Doors.' },
    })
    const expected = { '@type': 'Place', name: company.serviceAreaInWords, description: company.serviceAreaDescription }
    for (const block of blocks) if ('areaServed' in block) expect(block.areaServed).toEqual(expected)
    expect(blocks.filter((block) => 'areaServed' in block)).toHaveLength(2)
  })
})
