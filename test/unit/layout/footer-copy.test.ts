import { describe, expect, it } from 'vitest'
import { company, ownerProfile } from '../../../src/content/company'
import { footerCopy, footerLinkGroups } from '../../../src/content/navigation'

describe('the footer copy', () => {
  it('links the four pages the spec lists', () => {
    const paths = footerLinkGroups.flatMap((group) => group.links.map((link) => link.to))
    expect([...paths].sort()).toEqual(['/about', '/privacy-policy', '/services', '/terms-of-service'])
  })

  it('writes the copyright for the year it is given', () => {
    expect(footerCopy.copyright(2031)).toBe(`© 2031 ${company.legalName}. All rights reserved.`)
  })

  it('names the whole service area and the headquarters town', () => {
    expect(footerCopy.serviceArea).toBe(`Serving ${company.serviceAreaInWords}`)
    expect(footerCopy.headquarters).toContain(company.headquarters.town)
    expect(footerCopy.emailHref).toBe(`mailto:${company.email}`)
  })

  it('states the street address, the opening hours and every license from the owner profile', () => {
    expect(footerCopy.addressLines).toEqual([
      ownerProfile.address.street,
      `${ownerProfile.address.town}, ${ownerProfile.address.stateAbbr} ${ownerProfile.address.postalCode}`,
    ])
    expect(footerCopy.hours).toEqual(['Mon–Fri 8 am–6 pm', 'Sat 9 am–1 pm'])
    expect(footerCopy.licenses).toHaveLength(ownerProfile.licenses.length)
    for (const license of ownerProfile.licenses) expect(footerCopy.licenses.join('\n')).toContain(license.number)
  })

  it('shows a rating only when the profile gives one, with its source and count', () => {
    expect(footerCopy.rating).toBe(
      `${ownerProfile.rating?.value} out of 5 from ${ownerProfile.rating?.count} ${ownerProfile.rating?.source} reviews`,
    )
  })
})
