import { describe, expect, it } from 'vitest'
import { headerLinks, isNavLinkActive } from '../../../src/content/navigation'

const activeLabels = (pathname: string) => headerLinks.filter((link) => isNavLinkActive(link, pathname)).map((link) => link.label)

describe('which header link is the current page', () => {
  it('marks only Home on the home page', () => {
    expect(activeLabels('/')).toEqual(['Home'])
  })

  it('marks Services on the overview and on every service page below it', () => {
    expect(activeLabels('/services')).toEqual(['Services'])
    expect(activeLabels('/services/access-control')).toEqual(['Services'])
    expect(activeLabels('/services/video-doorbells')).toEqual(['Services'])
    expect(activeLabels('/services/ai-enhanced-security/')).toEqual(['Services'])
  })

  it('marks Solutions on the solutions page and the insights article', () => {
    expect(activeLabels('/solutions')).toEqual(['Solutions'])
    expect(activeLabels('/solutions/security-insights')).toEqual(['Solutions'])
  })

  it('matches prefixes only at a path-segment boundary', () => {
    expect(activeLabels('/all-services')).toEqual([])
    expect(activeLabels('/services-and-more')).toEqual([])
    expect(activeLabels('/services-extra')).toEqual([])
    expect(activeLabels('/solutionsx')).toEqual([])
  })

  it('matches the other links exactly, so a case study does not light up Case Studies', () => {
    expect(activeLabels('/case-studies')).toEqual(['Case Studies'])
    expect(activeLabels('/case-studies/casino-surveillance')).toEqual([])
    expect(activeLabels('/about')).toEqual(['About'])
    expect(activeLabels('/about/')).toEqual(['About'])
    expect(activeLabels('/locations')).toEqual(['Locations'])
    expect(activeLabels('/products')).toEqual(['Products'])
  })

  it('marks nothing on pages outside the header, such as the legal pages or a city page', () => {
    for (const path of ['/privacy-policy', '/terms-of-service', '/nc/charlotte/access-control', '/this-does-not-exist']) {
      expect(activeLabels(path), path).toEqual([])
    }
  })

  it('links the seven pages the spec lists, in order, with Solutions holding its two sub-pages', () => {
    expect(headerLinks.map((link) => link.to)).toEqual([
      '/',
      '/services',
      '/solutions',
      '/locations',
      '/products',
      '/case-studies',
      '/about',
    ])
    const solutions = headerLinks.find((link) => link.to === '/solutions')
    expect(solutions && 'children' in solutions ? solutions.children.map((child) => [child.label, child.to]) : []).toEqual([
      ['All Solutions', '/solutions'],
      ['Security Insights', '/solutions/security-insights'],
    ])
  })
})
