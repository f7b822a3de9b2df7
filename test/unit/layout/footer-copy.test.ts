import { describe, expect, it } from 'vitest'
import { company } from '../../../src/content/company'
import { footerCopy, footerLinkGroups } from '../../../src/content/navigation'

describe('the footer copy', () => {
  it('links the four pages the spec lists', () => {
    const paths = footerLinkGroups.flatMap((group) => group.links.map((link) => link.to))
    expect([...paths].sort()).toEqual(['/about', '/privacy-policy', '/services', '/terms-of-service'])
  })

  it('writes the copyright for the year it is given', () => {
    expect(footerCopy.copyright(2031)).toBe(`© 2031 ${company.name}. All rights reserved.`)
  })

  it('names the whole service area and the headquarters town', () => {
    expect(footerCopy.serviceArea).toBe('Serving North Carolina, South Carolina and North Georgia')
    expect(footerCopy.headquarters).toContain(company.headquarters.town)
    expect(footerCopy.emailHref).toBe(`mailto:${company.email}`)
  })
})
