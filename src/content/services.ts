import { capitalised, company } from './company'
import type { IconName } from './icon-name'
import type { CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { homeCrumb, type PageMeta } from './page-meta'

/** The six service pages, in the order the home grid, /services and /all-services show them. */
export const serviceSlugs = [
  'security-camera-installation',
  'cctv-monitoring-systems',
  'wireless-security-cameras',
  'video-doorbells',
  'access-control',
  'ai-enhanced-security',
] as const

export type ServiceSlug = (typeof serviceSlugs)[number]

export type ServicePath<S extends ServiceSlug = ServiceSlug> = `/services/${S}`

export type ServiceImage = ContentImage

/** What a service card needs: the home grid, /services, /all-services and the city pages show these. */
export interface ServiceCard<S extends ServiceSlug = ServiceSlug> {
  readonly slug: S
  readonly path: ServicePath<S>
  /** Short name for cards and links. */
  readonly name: string
  /** One or two sentences for service cards. */
  readonly summary: string
  readonly icon: IconName
  readonly image: ServiceImage
}

const serviceImage = (slug: ServiceSlug, alt: string): ServiceImage => ({
  src: `/images/services/${slug}.svg`,
  alt,
  width: 800,
  height: 600,
})

/**
 * The cards live apart from the service pages' copy (`service-pages/{slug}.ts`, loaded by
 * service-page-loader.ts), so the home page and the 290 city pages load a few hundred bytes of
 * service copy instead of all six pages', and a service's page loads its own.
 */
export const serviceCardsBySlug = {
  'security-camera-installation': {
    slug: 'security-camera-installation',
    path: '/services/security-camera-installation',
    name: 'Security Camera Installation',
    summary:
      'Professionally designed and installed camera systems for homes and businesses, with 1080p or 4K cameras, clean cabling and remote viewing from your phone.',
    icon: 'Camera',
    image: serviceImage(
      'security-camera-installation',
      'Technician on a ladder fitting a camera under the eave of a home, with the company van in the driveway',
    ),
  },

  'cctv-monitoring-systems': {
    slug: 'cctv-monitoring-systems',
    path: '/services/cctv-monitoring-systems',
    name: 'CCTV Monitoring Systems',
    summary:
      'Recorder-based CCTV systems with continuous recording, secure storage and live viewing from any device, scaled from one building to many sites.',
    icon: 'Cctv',
    image: serviceImage(
      'cctv-monitoring-systems',
      'Technician beside a rack of network video recorders, under a wall screen of four live camera feeds',
    ),
  },

  'wireless-security-cameras': {
    slug: 'wireless-security-cameras',
    path: '/services/wireless-security-cameras',
    name: 'Wireless Security Cameras',
    summary:
      'Flexible wireless and battery-powered cameras for places where running cable is impractical, professionally placed for strong signal and clear video.',
    icon: 'Wifi',
    image: serviceImage(
      'wireless-security-cameras',
      'Wireless camera on a backyard fence post, as a technician checks its view on a tablet',
    ),
  },

  'video-doorbells': {
    slug: 'video-doorbells',
    path: '/services/video-doorbells',
    name: 'Video Doorbells',
    summary: 'See, hear and speak to anyone at your door from your phone, with a 3 MP sensor, dual-band Wi-Fi and local recording.',
    icon: 'Bell',
    image: serviceImage(
      'video-doorbells',
      'Video doorbell beside a home’s front door, with a package on the step and a technician holding a tablet',
    ),
  },

  'access-control': {
    slug: 'access-control',
    path: '/services/access-control',
    name: 'Access Control',
    summary: 'Keycard, PIN, mobile and biometric entry systems that control who gets in, where and when, with a complete audit trail.',
    icon: 'KeyRound',
    image: serviceImage('access-control', 'Employee presenting a keycard to an access control reader beside an office door'),
  },

  'ai-enhanced-security': {
    slug: 'ai-enhanced-security',
    path: '/services/ai-enhanced-security',
    name: 'AI-Enhanced Security',
    summary:
      'Smart video analytics that tell people and vehicles apart from shadows and animals, cut false alarms and help you find footage in seconds.',
    icon: 'BrainCircuit',
    image: serviceImage(
      'ai-enhanced-security',
      'Camera on a garage outlining a car in the driveway as a vehicle and someone walking up as a person',
    ),
  },
} as const satisfies { readonly [S in ServiceSlug]: ServiceCard<S> }

/** Built from `serviceSlugs`, so the order can only be changed in one place. */
export const serviceCards: readonly ServiceCard[] = serviceSlugs.map((slug) => serviceCardsBySlug[slug])

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value)
}

export function findServiceCard(slug: string): ServiceCard | undefined {
  return isServiceSlug(slug) ? serviceCardsBySlug[slug] : undefined
}

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
  readonly items: readonly [ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature]
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

export interface ServicePage<S extends ServiceSlug = ServiceSlug> extends ServiceCard<S> {
  /** Document title. */
  readonly title: string
  /** Meta description, at most 160 characters. */
  readonly description: string
  readonly hero: ServiceHero
  readonly features: ServiceFeatureGrid
  readonly highlights: ServiceHighlights
  /** Only the camera installation and CCTV pages link to /locations. */
  readonly linksToLocations: boolean
  readonly locationsLinkText?: string
  readonly faqHeading: string
  readonly faqs: readonly [ServiceFaq, ServiceFaq, ServiceFaq]
  readonly closing: ServiceClosing
}

/** The service-area band shown beside the /locations link on the pages that have one. */
export interface ServiceLocationsCallout {
  readonly heading: string
  readonly text: string
}

export const serviceLocationsCallout = {
  heading: `Local Installers Across ${capitalised(company.serviceAreaName)}`,
  text: `Our own technicians install and service systems throughout ${company.serviceAreaInWords}. Find the cities and communities we serve near you.`,
} as const satisfies ServiceLocationsCallout

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
