import { company } from './company'
import type { IconName } from './icon-name'
import type { BuiltInServiceSlug } from './built-in-services'
import {
  offersTheBuiltInServices,
  serviceCatalog,
  serviceCards,
  serviceNounsInWords,
  type ServiceCard,
  type ServiceImage,
  type ServicePath,
  type ServiceSlug,
} from './services'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { financingTerms, ifFinancingEverywhere, ifInstallTimes, ifWarranty } from './offers'

export interface AllServicesHero {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly consultationButtonText: 'Schedule a Free Consultation'
  readonly callLinkText: string
  /** Names the in-page list of links to the six sections. */
  readonly jumpLinksLabel: string
}

/** The copy that is particular to /all-services; name, link, icon and image come from services.ts. */
export interface AllServicesSectionCopy {
  readonly heading: string
  readonly paragraphs: readonly string[]
  /** Four for the built-in services; the feature titles, up to four, for the owner's own. */
  readonly bullets: readonly string[]
}

export interface AllServicesSection extends AllServicesSectionCopy {
  readonly slug: ServiceSlug
  readonly path: ServicePath
  readonly name: string
  readonly icon: IconName
  readonly image: ServiceImage
  readonly learnMoreText: 'Learn More'
  /** Read after 'Learn More' by screen readers only, so six identical links tell apart. */
  readonly learnMoreContext: string
}

export interface AllServicesClosing extends CtaBannerCopy {
  readonly quoteButton: 'Schedule a Free Consultation'
}

export interface AllServicesPage {
  readonly path: '/all-services'
  readonly title: string
  readonly description: string
  readonly hero: AllServicesHero
  readonly sections: readonly AllServicesSection[]
  readonly closing: AllServicesClosing
}

const sectionCopy = {
  'security-camera-installation': {
    heading: 'Security Camera Installation',
    paragraphs: [
      'The right cameras in the right places are the foundation of any security system. We survey your property, identify entry points and blind spots, and design camera coverage that captures faces, vehicles and activity clearly.',
      `Our technicians handle mounting, concealed cabling, recorder setup and the mobile app.${ifInstallTimes((times) => ` Residential installs ${times.homes}, commercial installs ${times.businesses}.`)}${ifWarranty((terms) => ` Every job is backed by a ${terms}.`)}`,
    ],
    bullets: [
      'Cameras in 1080p or 4K resolution',
      'Infrared night vision up to 100 feet',
      'Concealed, weather-sealed cabling',
      'Mobile app setup and hands-on training',
    ],
  },
  'cctv-monitoring-systems': {
    heading: 'CCTV Monitoring Systems',
    paragraphs: [
      'A CCTV system records every camera continuously to a secure recorder on your property, so there is always footage to review, even when the internet is down.',
      'We size recorders and storage to the retention you need and set up live viewing on monitors, computers and phones, for a single building or many locations managed from one screen.',
    ],
    bullets: [
      '24/7 continuous recording',
      'Retention sized from weeks to months',
      'Live and remote viewing with user permissions',
      'Multi-site management from one interface',
    ],
  },
  'wireless-security-cameras': {
    heading: 'Wireless Security Cameras',
    paragraphs: [
      'Wireless cameras bring coverage to detached garages, gates, barns, rental units and homes where running cable is difficult or unwelcome.',
      'We test signal strength at every mounting point, extend your network where needed and choose plug-in, battery or solar power for each spot, so your cameras stay online.',
    ],
    bullets: [
      'Battery, solar and plug-in options',
      'Signal survey and Wi-Fi extension',
      'Cloud and local clip storage',
      'Instant person and motion alerts',
    ],
  },
  'video-doorbells': {
    heading: 'Video Doorbells',
    paragraphs: [
      'Your front door is where most visitors, deliveries and many break-ins begin. A video doorbell lets you see and speak with whoever is there, from anywhere.',
      'We check your existing wiring, mount the doorbell at the right height and angle, connect it to your network and set up alerts and family access in the app.',
    ],
    bullets: [
      '3 MP sensor with a head-to-toe view',
      'Dual-band Wi-Fi connectivity',
      'Local recording on microSD up to 128 GB',
      'Two-way talk from your phone',
    ],
  },
  'access-control': {
    heading: 'Access Control',
    paragraphs: [
      'Keys get lost, copied and never returned. Access control replaces them with credentials you can issue, schedule and revoke in seconds.',
      'We assess each door, install readers, controllers and locking hardware, and program users and schedules, with every entry recorded in a searchable audit trail.',
    ],
    bullets: [
      'Keycards, fobs, PIN and mobile credentials',
      'Biometric readers for sensitive areas',
      'Door schedules and access levels',
      'Entry logs linked to camera video',
    ],
  },
  'ai-enhanced-security': {
    heading: 'AI-Enhanced Security',
    paragraphs: [
      'AI video analytics recognize people and vehicles and ignore shadows, animals and swaying trees, so alerts mean something again.',
      'Smart search finds the footage you need in seconds, and active deterrence can warn intruders off before an incident begins. Analytics can often be added to compatible cameras you already own.',
    ],
    bullets: [
      'Person and vehicle detection with AI accuracy up to 99%',
      'Line crossing and intrusion zones',
      'Smart search by object, color and time',
      'License plate recognition at entrances',
    ],
  },
} as const satisfies { readonly [S in BuiltInServiceSlug]: AllServicesSectionCopy }

/** A built-in service's section, or one made of the owner's own words for the service. */
function sectionCopyOf(service: ServiceCard): AllServicesSectionCopy {
  const words = serviceCatalog.findEntry(service.slug)?.page
  if (words) {
    return {
      heading: service.name,
      paragraphs: [service.summary, words.hero.intro],
      bullets: words.features.items.slice(0, 4).map((feature) => feature.title),
    }
  }
  const builtIn = sectionCopy[service.drawing]
  // A renamed built-in service keeps its words under its new name.
  return service.name === builtIn.heading ? builtIn : { ...builtIn, heading: service.name }
}

export const allServicesPage = {
  path: '/all-services',
  title: `All Security Services | ${company.name}`,
  description: offersTheBuiltInServices
    ? 'Explore every security service we offer: camera installation, CCTV, wireless cameras, video doorbells, access control and AI-enhanced security.'
    : `Explore every security service we offer: ${serviceNounsInWords}.`,
  hero: {
    eyebrow: 'All Services',
    heading: 'Complete Security Services, From Design to Support',
    intro: `${company.name} designs, installs and supports security systems for homes and businesses across ${company.serviceAreaInWords}. Whatever you need to protect, one local team handles it from the first visit onward.`,
    consultationButtonText: 'Schedule a Free Consultation',
    callLinkText: `Call ${company.phone}`,
    jumpLinksLabel: 'Jump to a service',
  },
  sections: serviceCards.map((service): AllServicesSection => ({
    slug: service.slug,
    path: service.path,
    name: service.name,
    icon: service.icon,
    image: service.image,
    ...sectionCopyOf(service),
    learnMoreText: 'Learn More',
    learnMoreContext: `about ${service.name}`,
  })),
  closing: {
    heading: 'Ready to Secure Your Home or Business?',
    text: `Schedule a free consultation and we will recommend the right combination of services for your property, with a clear quote${ifFinancingEverywhere(` and financing with ${financingTerms}`)}. Prefer to talk now? Call ${company.phone}.`,
    quoteButton: 'Schedule a Free Consultation',
    secondary: callCompany,
  },
} as const satisfies AllServicesPage

export const allServicesMeta: PageMeta = topLevelPage(allServicesPage.path, allServicesPage.title, allServicesPage.description)
