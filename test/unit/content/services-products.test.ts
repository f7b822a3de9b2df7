import { describe, expect, it } from 'vitest'
import { allServicesPage } from '../../../src/content/all-services'
import { company } from '../../../src/content/company'
import { iconNames } from '../../../src/content/icon-name'
import { productsPage } from '../../../src/content/products'
import { loadServicePage, loadServicePages } from '../../../src/content/service-page-loader'
import { serviceCards, serviceSlugs } from '../../../src/content/services'
import type { BuiltInServiceSlug } from '../../../src/content/built-in-services'
import { servicesOverviewPage } from '../../../src/content/services-overview'
import { specProductTitles } from '../../support/spec-products'

const services = await loadServicePages()

const expectedServiceOrder = [
  'security-camera-installation',
  'cctv-monitoring-systems',
  'wireless-security-cameras',
  'video-doorbells',
  'access-control',
  'ai-enhanced-security',
]

/** Every string a page renders, lower-cased, so a claim can be found wherever the copy puts it. */
const pageText = (value: unknown): string => JSON.stringify(value).toLowerCase()

const installClaims = [
  'residential installs usually one day',
  'commercial installs 1 to 3 days',
  'night vision up to 100 feet',
  '1080p or 4k',
]
const claimsByService: Record<BuiltInServiceSlug, readonly string[]> = {
  'security-camera-installation': installClaims,
  'cctv-monitoring-systems': installClaims,
  'wireless-security-cameras': ['night vision up to 100 feet', '1080p or 4k'],
  'video-doorbells': ['microsd up to 128 gb', '3 mp sensor', 'dual-band wi-fi'],
  'access-control': [],
  'ai-enhanced-security': ['ai accuracy up to 99%'],
}

const allCopy = [services, servicesOverviewPage, allServicesPage, productsPage]

describe('service pages', () => {
  it('lists the six services in the spec order with unique slugs', () => {
    expect(serviceSlugs).toEqual(expectedServiceOrder)
    expect(services.map((service) => service.slug)).toEqual(expectedServiceOrder)
    expect(new Set(services.map((service) => service.slug)).size).toBe(6)
  })

  it('gives each service its own path, image and a title naming the company', () => {
    for (const service of services) {
      expect(service.path).toBe(`/services/${service.slug}`)
      expect(service.image).toEqual({
        src: `/images/services/${service.slug}.svg`,
        alt: expect.any(String),
        width: 800,
        height: 600,
      })
      expect(service.image.alt.length).toBeGreaterThan(10)
      expect(service.title).toBe(`${service.name} | ${company.name}`)
    }
  })

  it('keeps every meta description within 160 characters', () => {
    const descriptions = [
      ...services.map((service) => service.description),
      servicesOverviewPage.description,
      allServicesPage.description,
      productsPage.description,
    ]
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThan(50)
      expect(description.length).toBeLessThanOrEqual(160)
    }
  })

  it('links to the locations page only from camera installation and CCTV', () => {
    const linking = services.filter((service) => service.linksToLocations).map((service) => service.slug)
    expect(linking).toEqual(['security-camera-installation', 'cctv-monitoring-systems'])
    for (const service of services) {
      expect(service.locationsLinkText !== undefined).toBe(service.linksToLocations)
    }
  })

  it('states the minimum 1-year parts and labor warranty on all six pages', () => {
    for (const service of services) {
      expect(pageText(service)).toContain('minimum 1-year parts and labor warranty')
    }
  })

  it.each(services.map((service) => [service.slug, service] as const))('states the spec claims that belong to %s', (slug, service) => {
    for (const claim of claimsByService[slug as BuiltInServiceSlug]) {
      expect(pageText(service)).toContain(claim)
    }
  })

  it('offers a quote or consultation button and a call link with the company phone', () => {
    for (const service of services) {
      expect(['Get a Free Quote', 'Schedule a Free Consultation']).toContain(service.hero.primaryButtonText)
      expect(service.hero.callLinkText).toContain(company.phone)
    }
  })

  it('has six features, three to five highlights and three FAQ entries per page', () => {
    for (const service of services) {
      expect(service.features.items).toHaveLength(6)
      if (!service.highlights) throw new Error(`${service.slug} has no highlights`)
      expect(service.highlights.items.length).toBeGreaterThanOrEqual(3)
      expect(service.highlights.items.length).toBeLessThanOrEqual(5)
      expect(service.faqs).toHaveLength(3)
    }
  })

  it('uses only known icon names', () => {
    const known: readonly string[] = iconNames
    const icons = [
      ...services.flatMap((service) => [service.icon, ...service.features.items.map((item) => item.icon)]),
      ...servicesOverviewPage.benefits.items.map((item) => item.icon),
    ]
    for (const icon of icons) expect(known).toContain(icon)
  })

  it('finds a service by slug and returns nothing for an unknown slug', async () => {
    expect((await loadServicePage('video-doorbells'))?.name).toBe('Video Doorbells')
    expect(await loadServicePage('not-a-service')).toBeUndefined()
  })

  it('loads, for every slug, the page of that slug, which says what its card says', async () => {
    for (const card of serviceCards) {
      const page = await loadServicePage(card.slug)
      expect(page?.slug).toBe(card.slug)
      expect(
        page && {
          slug: page.slug,
          path: page.path,
          name: page.name,
          noun: page.noun,
          summary: page.summary,
          icon: page.icon,
          image: page.image,
          drawing: page.drawing,
        },
      ).toEqual(card)
    }
  })
})

describe('services overview page', () => {
  it('has exactly five FAQ entries under the spec heading', () => {
    expect(servicesOverviewPage.faq.heading).toBe('Frequently Asked Questions')
    expect(servicesOverviewPage.faq.items).toHaveLength(5)
    for (const entry of servicesOverviewPage.faq.items) {
      expect(entry.question.endsWith('?')).toBe(true)
      expect(entry.answer.length).toBeGreaterThan(40)
    }
  })

  it('offers a consultation button and takes its service cards from the service pages', () => {
    expect(servicesOverviewPage.hero.buttonText).toBe('Schedule a Free Consultation')
    expect(servicesOverviewPage.servicesList.cards).toBe(serviceCards)
    expect(servicesOverviewPage.title).toBe(`Security Services | ${company.name}`)
  })

  it('names the free quote, financing, founding year, experience and warranty among its benefits', () => {
    const benefits = pageText(servicesOverviewPage.benefits)
    expect(servicesOverviewPage.benefits.items.length).toBeGreaterThanOrEqual(4)
    expect(servicesOverviewPage.benefits.items.length).toBeLessThanOrEqual(6)
    expect(benefits).toContain('free quote')
    expect(benefits).toContain('no upfront cost and nominal monthly payments')
    expect(benefits).toContain('2003')
    expect(benefits).toContain('over 50 years of combined staff experience')
    expect(benefits).toContain('minimum 1-year parts and labor warranty')
  })
})

describe('all-services page', () => {
  it('shows a section per service in the service order, each linking to its page', () => {
    expect(allServicesPage.sections.map((section) => section.slug)).toEqual(expectedServiceOrder)
    for (const section of allServicesPage.sections) {
      expect(section.path).toBe(`/services/${section.slug}`)
      expect(section.learnMoreText).toBe('Learn More')
      expect(section.paragraphs).toHaveLength(2)
      expect(section.bullets).toHaveLength(4)
    }
  })

  it('offers a consultation button and a call link to the company phone', () => {
    expect(allServicesPage.hero.consultationButtonText).toBe('Schedule a Free Consultation')
    expect(allServicesPage.hero.callLinkText).toContain(company.phone)
  })
})

describe('products page', () => {
  it('shows the eight product sections in the spec order, each with four bullets and a quote button', () => {
    expect(productsPage.sections.map((section) => section.title)).toEqual(specProductTitles)
    for (const section of productsPage.sections) {
      expect(section.features).toHaveLength(4)
      expect(section.buttonText).toBe('Get a Free Quote')
      expect(section.image).toEqual({
        src: `/images/products/${section.slug}.svg`,
        alt: expect.any(String),
        width: 800,
        height: 600,
      })
    }
  })

  it('marks only the PRO-X Series as a new product line', () => {
    const badged = productsPage.sections.filter((section) => section.badge !== undefined)
    expect(badged.map((section) => [section.title, section.badge])).toEqual([['PRO-X Series', 'NEW PRODUCT LINE']])
  })

  it('carries the spec hero badge, banner, recorder channels and closing heading', () => {
    expect(productsPage.hero.badge).toBe('Premium Products')
    expect(productsPage.hero.buttonText).toBe('Get a Free Quote')
    expect(productsPage.banner.heading).toBe('Complete Security Ecosystem')
    const recorders = productsPage.sections.find((section) => section.slug === 'video-recorders')
    expect(pageText(recorders)).toContain('4 to 32 channels')
    expect(productsPage.closing.heading).toBe('Ready to Enhance Your Security?')
    expect(productsPage.title).toBe(`Security Products | ${company.name}`)
  })
})

describe('copy hygiene', () => {
  it('contains no placeholder text', () => {
    for (const copy of allCopy) {
      expect(pageText(copy)).not.toMatch(/lorem|ipsum|todo|tbd|coming soon|placeholder/)
    }
  })
})
