import { describe, expect, it } from 'vitest'
import { aboutPage } from '../../../src/content/about'
import { company } from '../../../src/content/company'
import { iconNames } from '../../../src/content/icon-name'
import { privacyPolicy, quoteFormFieldLabels, termsOfService } from '../../../src/content/legal'
import { securityInsightsArticle } from '../../../src/content/security-insights'
import { solutionScenarios, solutionsPage } from '../../../src/content/solutions'
import { allText, countSentences } from '../../support/content-text'

const servicePaths = [
  '/services/security-camera-installation',
  '/services/cctv-monitoring-systems',
  '/services/wireless-security-cameras',
  '/services/video-doorbells',
  '/services/access-control',
  '/services/ai-enhanced-security',
]

describe('solutions page', () => {
  it('lists exactly 15 scenarios with unique slugs and titles', () => {
    expect(solutionScenarios).toHaveLength(15)
    expect(new Set(solutionScenarios.map((scenario) => scenario.slug)).size).toBe(15)
    expect(new Set(solutionScenarios.map((scenario) => scenario.title)).size).toBe(15)
    expect(solutionsPage.scenarios).toBe(solutionScenarios)
  })

  it('gives every scenario a known icon, three key features, a 2-3 sentence description and a real service page', () => {
    for (const scenario of solutionScenarios) {
      expect(iconNames).toContain(scenario.icon)
      expect(scenario.keyFeatures).toHaveLength(3)
      expect(countSentences(scenario.description)).toBeGreaterThanOrEqual(2)
      expect(countSentences(scenario.description)).toBeLessThanOrEqual(3)
      // On the demo's six services every scenario links to one.
      expect(servicePaths).toContain(scenario.service?.path)
    }
  })

  it('names the company in the title and links the teaser to the insights article', () => {
    expect(solutionsPage.title).toBe(`Security Solutions | ${company.name}`)
    expect(solutionsPage.insightsTeaser.linkText).toBe('Read Security Insights')
    expect(solutionsPage.insightsTeaser.href).toBe('/solutions/security-insights')
    expect(solutionsPage.cta.quoteButton).toBe('Get a Free Quote')
  })
})

describe('security insights article', () => {
  it('presents the five feature sections in the order the spec gives', () => {
    expect(securityInsightsArticle.sections.map((section) => section.id)).toEqual([
      'hd-cctv',
      'night-vision',
      'smart-motion-detection',
      'remote-access',
      'deterrence-and-property-value',
    ])
    for (const section of securityInsightsArticle.sections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(2)
      expect(section.paragraphs.length).toBeLessThanOrEqual(3)
    }
  })

  it('ends with a checklist of resolution, night vision, motion detection, storage and mobile app', () => {
    const items = securityInsightsArticle.checklist.items
    expect(items.map((item) => item.id)).toEqual(['resolution', 'night-vision', 'motion-detection', 'storage', 'mobile-app'])
    expect(items.find((item) => item.id === 'storage')?.title).toMatch(/cloud vs\.? local/i)
    for (const item of items) expect(item.explanation.length).toBeGreaterThan(40)
  })

  it('shows three teasers, each marked Coming soon', () => {
    const cards = securityInsightsArticle.teasers.cards
    expect(cards).toHaveLength(3)
    for (const card of cards) expect(card.status).toBe('Coming soon')
    expect(cards.map((card) => card.title).join(' ')).toMatch(/lighting[\s\S]*doorbell[\s\S]*access control/i)
  })

  it('links back to solutions and offers a quote, a consultation and a call to the company phone', () => {
    const { hero, contact, closing } = securityInsightsArticle
    expect(hero.backLinkText).toBe('Back to Solutions')
    expect(hero.backLinkHref).toBe('/solutions')
    expect(contact.buttonText).toBe('Contact Us for a Free Quote')
    expect(closing.quoteButton).toBe('Get a Free Consultation')
    expect(closing.secondary).toEqual({ kind: 'call', text: `Call ${company.phone}` })
  })
})

describe('about page', () => {
  it('states the founding year, experience and service area from the company record', () => {
    expect(aboutPage.title).toBe(`About Us | ${company.name}`)
    expect(aboutPage.stats.map((stat) => [stat.value, stat.label])).toEqual([
      ['2003', 'Founded'],
      ['20+', 'Years in business'],
      ['50+', 'Years of combined experience'],
      ['3', 'States served'],
    ])
    const story = aboutPage.story.paragraphs.join(' ')
    expect(story).toContain(String(company.foundedYear))
    expect(story).toContain(company.headquarters.town)
    for (const state of company.serviceArea) expect(story).toContain(state)
  })

  it('introduces four to six team members with matching initials and four to six values', () => {
    const members = aboutPage.team.members
    expect(members.length).toBeGreaterThanOrEqual(4)
    expect(members.length).toBeLessThanOrEqual(6)
    for (const member of members) {
      const initials = member.name
        .split(' ')
        .map((part) => part[0])
        .join('')
      expect(member.initials).toBe(initials)
    }
    expect(aboutPage.values.items.length).toBeGreaterThanOrEqual(4)
    expect(aboutPage.values.items.length).toBeLessThanOrEqual(6)
    for (const value of aboutPage.values.items) expect(iconNames).toContain(value.icon)
  })
})

describe('legal documents', () => {
  const privacyText = allText(privacyPolicy)

  it('names the theme key kept in local storage and says no cookies or trackers are used', () => {
    expect(privacyText).toContain('"theme"')
    expect(privacyText).toMatch(/local storage/i)
    expect(privacyText).toMatch(/no cookies/i)
  })

  it('lists all five quote form fields by their on-screen labels', () => {
    expect(quoteFormFieldLabels).toEqual(['Full Name', 'Email Address', 'Phone Number', 'Address', 'How can we help?'])
    for (const label of quoteFormFieldLabels) expect(privacyText).toContain(label)
  })

  it('tells visitors how to reach the company about their information', () => {
    expect(privacyText).toContain(company.email)
    expect(privacyText).toContain(company.phone)
    expect(privacyText).toMatch(/24 months/)
  })

  it('states that case study figures are not guarantees and North Carolina law governs', () => {
    const termsText = allText(termsOfService)
    expect(termsText).toMatch(/illustrative results from past projects/)
    expect(termsText).toMatch(/not guarantees/)
    expect(termsText).toMatch(/laws of the State of North Carolina/)
  })

  it('carries the same last-updated date on both documents', () => {
    expect(privacyPolicy.lastUpdated).toBe('2026-11-22')
    expect(termsOfService.lastUpdated).toBe('2026-11-22')
    expect([privacyPolicy.title, termsOfService.title]).toEqual(['Privacy Policy', 'Terms of Service'])
  })
})

describe('editorial copy', () => {
  const copy = allText([solutionsPage, securityInsightsArticle, aboutPage, privacyPolicy, termsOfService])

  it('contains no placeholder text', () => {
    expect(copy).not.toMatch(/lorem|ipsum|TODO|TBD|\[.*?\]/i)
  })

  it('uses Coming soon only on the three article teasers', () => {
    expect(copy.match(/coming soon/gi)).toHaveLength(3)
  })
})
