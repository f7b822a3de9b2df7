import { company, listInWords } from './company'
import type { IconName } from './icon-name'
import type { CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { homeCrumb, type PageMeta } from './page-meta'
import { ownerServices } from './owner/owner-services'
import { builtInServiceSlugs, isBuiltInServiceSlug, type BuiltInServiceSlug } from './built-in-services'
import type { OwnerService } from './owner/owner-services-schema'
import { builtInServiceSummary } from './owner/pages/service-summaries'

/**
 * The services the site offers are the owner's (owner/services.yaml, decision 0028): pages,
 * city pages, the sitemap, navigation and every list follow that file's order. Without it the
 * site offers the six built-in services below, in this order.
 */
export const defaultServiceSlugs = builtInServiceSlugs

/** Any service's slug: one of the built-in six or one of the owner's own. */
export type ServiceSlug = string

export type ServicePath<S extends string = ServiceSlug> = `/services/${S}`

export type ServiceImage = ContentImage

/** What a service card needs: the home grid, /services, /all-services and the city pages show these. */
export interface ServiceCard<S extends string = ServiceSlug> {
  readonly slug: S
  readonly path: ServicePath<S>
  /** Short name for cards and links. */
  readonly name: string
  /** The service as a thing one installs or buys, read inside sentences: "security cameras". */
  readonly noun: string
  /** One or two sentences for service cards. */
  readonly summary: string
  readonly icon: IconName
  readonly image: ServiceImage
  /** The built-in service whose drawing and live view this one shows (itself for the six). */
  readonly drawing: BuiltInServiceSlug
}

const serviceImage = (slug: BuiltInServiceSlug, alt: string): ServiceImage => ({
  src: `/images/services/${slug}.svg`,
  alt,
  width: 800,
  height: 600,
})

/**
 * The built-in services' cards. Each summary is the owner's words, the `summary` of the service's
 * page file (service-summaries.ts loads only that part); names, icons and drawings stay here. The
 * cards live apart from the service pages' copy (`service-pages/{slug}.ts`, loaded by
 * service-page-loader.ts), so the home page and the 290 city pages load a few hundred bytes of
 * service copy instead of all six pages', and a service's page loads its own.
 */
export const serviceCardsBySlug = {
  'security-camera-installation': {
    slug: 'security-camera-installation',
    path: '/services/security-camera-installation',
    drawing: 'security-camera-installation',
    noun: 'security cameras',
    name: 'Security Camera Installation',
    summary: builtInServiceSummary('security-camera-installation'),
    icon: 'Camera',
    image: serviceImage(
      'security-camera-installation',
      'Technician on a ladder fitting a camera under the eave of a home, with the company van in the driveway',
    ),
  },

  'cctv-monitoring-systems': {
    slug: 'cctv-monitoring-systems',
    path: '/services/cctv-monitoring-systems',
    drawing: 'cctv-monitoring-systems',
    noun: 'CCTV monitoring systems',
    name: 'CCTV Monitoring Systems',
    summary: builtInServiceSummary('cctv-monitoring-systems'),
    icon: 'Cctv',
    image: serviceImage(
      'cctv-monitoring-systems',
      'Technician beside a rack of network video recorders, under a wall screen of four live camera feeds',
    ),
  },

  'wireless-security-cameras': {
    slug: 'wireless-security-cameras',
    path: '/services/wireless-security-cameras',
    drawing: 'wireless-security-cameras',
    noun: 'wireless security cameras',
    name: 'Wireless Security Cameras',
    summary: builtInServiceSummary('wireless-security-cameras'),
    icon: 'Wifi',
    image: serviceImage(
      'wireless-security-cameras',
      'Wireless camera on a backyard fence post, as a technician checks its view on a tablet',
    ),
  },

  'video-doorbells': {
    slug: 'video-doorbells',
    path: '/services/video-doorbells',
    drawing: 'video-doorbells',
    noun: 'video doorbells',
    name: 'Video Doorbells',
    summary: builtInServiceSummary('video-doorbells'),
    icon: 'Bell',
    image: serviceImage(
      'video-doorbells',
      'Video doorbell beside a home’s front door, with a package on the step and a technician holding a tablet',
    ),
  },

  'access-control': {
    slug: 'access-control',
    path: '/services/access-control',
    drawing: 'access-control',
    noun: 'access control systems',
    name: 'Access Control',
    summary: builtInServiceSummary('access-control'),
    icon: 'KeyRound',
    image: serviceImage('access-control', 'Employee presenting a keycard to an access control reader beside an office door'),
  },

  'ai-enhanced-security': {
    slug: 'ai-enhanced-security',
    path: '/services/ai-enhanced-security',
    drawing: 'ai-enhanced-security',
    noun: 'AI-enhanced security systems',
    name: 'AI-Enhanced Security',
    summary: builtInServiceSummary('ai-enhanced-security'),
    icon: 'BrainCircuit',
    image: serviceImage(
      'ai-enhanced-security',
      'Camera on a garage outlining a car in the driveway as a vehicle and someone walking up as a person',
    ),
  },
} as const satisfies { readonly [S in BuiltInServiceSlug]: ServiceCard<S> }

/** The owner's entry as a card: a built-in service keeps its own words for every field left out. */
function serviceCardOf(entry: OwnerService): ServiceCard {
  const builtIn = isBuiltInServiceSlug(entry.slug) ? serviceCardsBySlug[entry.slug] : undefined
  const drawing = entry.drawing ?? builtIn?.drawing ?? 'security-camera-installation'
  const field = <K extends 'name' | 'noun' | 'summary' | 'icon'>(key: K): NonNullable<OwnerService[K]> | ServiceCard[K] => {
    const value = entry[key] ?? builtIn?.[key]
    // servicesFileSchema requires every field of a service of the owner's own.
    if (value === undefined) throw new Error(`owner/services.yaml: ${entry.slug} has no ${key}`)
    return value
  }
  return {
    slug: entry.slug,
    path: `/services/${entry.slug}`,
    name: field('name'),
    noun: field('noun'),
    summary: field('summary'),
    icon: field('icon'),
    image: builtIn?.image ?? serviceCardsBySlug[drawing].image,
    drawing,
  }
}

/** The services a list of owner entries offers, and how a route finds one by its slug. */
export interface ServiceCatalog {
  readonly cards: readonly ServiceCard[]
  readonly slugs: readonly ServiceSlug[]
  readonly entries: readonly OwnerService[]
  find(slug: string): ServiceCard | undefined
  findEntry(slug: string): OwnerService | undefined
}

export function createServiceCatalog(entries: readonly OwnerService[] = defaultServiceSlugs.map((slug) => ({ slug }))): ServiceCatalog {
  const cards = entries.map(serviceCardOf)
  const bySlug = new Map(cards.map((card) => [card.slug, card]))
  const entryBySlug = new Map(entries.map((entry) => [entry.slug, entry]))
  return {
    cards,
    slugs: cards.map((card) => card.slug),
    entries,
    find: (slug) => bySlug.get(slug),
    findEntry: (slug) => entryBySlug.get(slug),
  }
}

/** The site's services: owner/services.yaml, or the six built-in ones without it. */
export const serviceCatalog: ServiceCatalog = createServiceCatalog(ownerServices)

/** In the order the home grid, /services and /all-services show them. */
export const serviceCards: readonly ServiceCard[] = serviceCatalog.cards

export const serviceSlugs: readonly ServiceSlug[] = serviceCatalog.slugs

/** Whether the site offers a service at this slug: routes validate their parameter with this. */
export function isServiceSlug(value: string): boolean {
  return serviceCatalog.find(value) !== undefined
}

export function findServiceCard(slug: string): ServiceCard | undefined {
  return serviceCatalog.find(slug)
}

/** Whether the site offers exactly the six built-in services, so the spec's sentences naming them all hold. */
export const offersTheBuiltInServices: boolean =
  serviceSlugs.length === defaultServiceSlugs.length &&
  serviceCards.every((card, index) => card.slug === defaultServiceSlugs[index] && card.name === serviceCardsBySlug[card.drawing].name)

/** "security cameras, video doorbells and access control systems": the services inside a sentence. */
export const serviceNounsInWords: string = listInWords(serviceCards.map((card) => card.noun))

/** The quote button opens the quote dialog; the consultation button opens the consultation form. */
export type ServiceButtonText = 'Get a Free Quote' | 'Schedule a Free Consultation'

export interface ServiceHero {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly primaryButtonText: ServiceButtonText
  readonly callLinkText: string
}

export interface ServiceFeature {
  readonly icon: IconName
  readonly title: string
  readonly description: string
}

export interface ServiceFeatureGrid {
  readonly heading: string
  readonly intro: string
  /** Six for the built-in services; one to six for the owner's own. */
  readonly items: readonly ServiceFeature[]
}

/** A 'process' section renders its items as numbered steps; 'why-choose-us' as reasons. */
export interface ServiceHighlights {
  readonly kind: 'why-choose-us' | 'process'
  readonly heading: string
  readonly intro: string
  readonly items: readonly ServiceHighlightItem[]
}

export interface ServiceHighlightItem {
  readonly title: string
  readonly description: string
}

export interface ServiceFaq {
  readonly question: string
  readonly answer: string
}

export interface ServiceClosing extends CtaBannerCopy {
  readonly quoteButton: ServiceButtonText
}

export interface ServicePage<S extends string = ServiceSlug> extends ServiceCard<S> {
  /** Document title. */
  readonly title: string
  /** Meta description, at most 160 characters. */
  readonly description: string
  readonly hero: ServiceHero
  readonly features: ServiceFeatureGrid
  /** Absent where the owner's own service lists no steps. */
  readonly highlights?: ServiceHighlights
  /** Only the camera installation and CCTV pages link to /locations. */
  readonly linksToLocations: boolean
  readonly locationsLinkText?: string
  /** The band beside the /locations link, in the owner's words (owner/pages/service-<slug>.yaml). */
  readonly locationsCallout?: ServiceLocationsCallout
  readonly faqHeading: string
  readonly faqs: readonly ServiceFaq[]
  readonly closing: ServiceClosing
}

/** The service-area band shown beside the /locations link on the pages that have one. */
export interface ServiceLocationsCallout {
  readonly heading: string
  readonly text: string
}

/** Words every service page shares. */
export const servicePageCopy = {
  callLinkText: `Call ${company.phone}`,
  locationsLinkText: 'See Our Service Areas',
  faqHeading: 'Frequently Asked Questions',
} as const

export const serviceTitle = (name: string): string => `${name} | ${company.name}`

export function servicePageMeta(service: ServicePage): PageMeta {
  return {
    path: service.path,
    title: service.title,
    description: service.description,
    breadcrumbs: [homeCrumb, { name: 'Services', path: '/services' }, { name: service.name, path: service.path }],
    topic: { kind: 'service', serviceName: service.name, summary: service.summary },
  }
}
