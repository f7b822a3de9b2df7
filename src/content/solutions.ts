import { company } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { financingTerms, ifFinancingEverywhere } from './offers'
import { findServiceCard } from './services'

const serviceAreaText = company.serviceAreaInWords

export type SolutionServiceSlug =
  | 'security-camera-installation'
  | 'cctv-monitoring-systems'
  | 'wireless-security-cameras'
  | 'video-doorbells'
  | 'access-control'
  | 'ai-enhanced-security'

export type SolutionServicePath = `/services/${SolutionServiceSlug}`

export type SolutionAudience = 'Residential' | 'Community' | 'Business' | 'Agricultural' | 'Institutional'

/** The service page a scenario card points to, with the visible link text. */
export interface SolutionServiceLink {
  readonly slug: SolutionServiceSlug
  readonly path: SolutionServicePath
  readonly label: string
}

export interface SolutionScenario {
  readonly slug: string
  readonly title: string
  readonly icon: IconName
  readonly audience: SolutionAudience
  /** Two or three sentences. */
  readonly description: string
  readonly keyFeatures: readonly [string, string, string]
  /** Absent when the owner does not offer the service (owner/services.yaml). */
  readonly service?: SolutionServiceLink
}

export interface SolutionsPage {
  readonly title: string
  readonly metaDescription: string
  readonly hero: {
    readonly eyebrow: string
    readonly heading: string
    readonly intro: string
    readonly quoteButtonText: string
    readonly callLinkText: string
  }
  readonly scenariosHeading: string
  readonly scenariosIntro: string
  readonly scenarios: readonly SolutionScenario[]
  /** Small print on each card: the audience badge's hidden prefix and the key-features label. */
  readonly cardLabels: { readonly audience: string; readonly keyFeatures: string }
  /** The card's link reads "<prefix> <service label>", so its name says which service it opens. */
  readonly serviceLinkText: (service: SolutionServiceLink) => string
  readonly insightsTeaser: {
    readonly heading: string
    readonly text: string
    readonly linkText: string
    readonly href: '/solutions/security-insights'
  }
  readonly cta: CtaBannerCopy
}

/** The link under its current name, or none where the owner's services leave it out: no link to a missing page. */
const serviceLink = <Slug extends SolutionServiceSlug>(slug: Slug, label: string): SolutionServiceLink | undefined => {
  const card = findServiceCard(slug)
  return card ? { slug, path: `/services/${slug}`, label: card.name === label ? label : card.name } : undefined
}

const serviceLinks = {
  cameraInstallation: serviceLink('security-camera-installation', 'Security Camera Installation'),
  cctvMonitoring: serviceLink('cctv-monitoring-systems', 'CCTV Monitoring Systems'),
  wirelessCameras: serviceLink('wireless-security-cameras', 'Wireless Security Cameras'),
  videoDoorbells: serviceLink('video-doorbells', 'Video Doorbells'),
  accessControl: serviceLink('access-control', 'Access Control'),
  aiSecurity: serviceLink('ai-enhanced-security', 'AI-Enhanced Security'),
} as const satisfies Record<string, SolutionServiceLink | undefined>

export const solutionScenarios = [
  {
    slug: 'single-family-homes',
    title: 'Single-Family Homes',
    icon: 'Home',
    audience: 'Residential',
    description:
      'Cover the front door, driveway, backyard and side gates with cameras placed where intruders actually approach. Recordings stay on a local recorder or in the cloud, and alerts reach your phone the moment someone steps onto the porch.',
    keyFeatures: [
      'Camera layout planned around entry points and blind spots',
      'Night vision for driveways, yards and side entrances',
      'Live view and playback from the mobile app',
    ],
    service: serviceLinks.cameraInstallation,
  },
  {
    slug: 'vacation-and-second-homes',
    title: 'Vacation & Second Homes',
    icon: 'Waves',
    audience: 'Residential',
    description:
      'A lake house or mountain cabin sits empty for weeks at a time, so problems go unnoticed unless you can see them from home. A video doorbell and a few well-placed cameras let you check on the property, confirm deliveries and see who arrives for rentals or repairs.',
    keyFeatures: [
      'Video doorbell with two-way talk for guests and contractors',
      'Motion alerts while the property is unoccupied',
      'Remote check-ins from anywhere with a phone connection',
    ],
    service: serviceLinks.videoDoorbells,
  },
  {
    slug: 'apartments-and-hoas',
    title: 'Apartments & HOAs',
    icon: 'Building2',
    audience: 'Community',
    description:
      'Shared entrances, mailrooms, pools and amenity spaces need access that residents find easy and outsiders find difficult. Key fobs or mobile credentials replace copied keys, and cameras at gates and common areas give the board a clear record when questions come up.',
    keyFeatures: [
      'Fob or mobile access for gates, lobbies and amenities',
      'Credentials removed instantly when a resident moves out',
      'Cameras on mailrooms, pools and parking entrances',
    ],
    service: serviceLinks.accessControl,
  },
  {
    slug: 'retail-stores',
    title: 'Retail Stores',
    icon: 'Store',
    audience: 'Business',
    description:
      'Shrink happens at the register, the stockroom door and the back dock as often as on the sales floor. A recorded camera system covering each of those points helps you resolve disputes, review incidents quickly and show shoppers that the store is watched.',
    keyFeatures: [
      'Overview cameras at registers, entrances and stockrooms',
      'High-resolution recording that shows faces and transactions',
      'Multi-store viewing from a single app',
    ],
    service: serviceLinks.cctvMonitoring,
  },
  {
    slug: 'restaurants-and-bars',
    title: 'Restaurants & Bars',
    icon: 'Users',
    audience: 'Business',
    description:
      'Owners need eyes on the kitchen, the cash drawer, the dining room and the back door, often while they are away from the building. Cameras sized for busy, low-light rooms give you a reliable record of slip-and-fall claims, deliveries and after-hours activity.',
    keyFeatures: [
      'Coverage for dining rooms, bars, kitchens and back doors',
      'Clear images in dim dining and bar lighting',
      'Quick clip export for insurance or incident reports',
    ],
    service: serviceLinks.cameraInstallation,
  },
  {
    slug: 'offices',
    title: 'Offices',
    icon: 'Briefcase',
    audience: 'Business',
    description:
      'Control who enters the suite, the server closet and the records room without handing out more keys. Access logs show who opened which door and when, and credentials can be changed the same day an employee leaves.',
    keyFeatures: [
      'Card, fob or mobile credential entry',
      'Door schedules that lock and unlock on business hours',
      'Entry logs for sensitive rooms and after-hours visits',
    ],
    service: serviceLinks.accessControl,
  },
  {
    slug: 'warehouses-and-distribution',
    title: 'Warehouses & Distribution',
    icon: 'Warehouse',
    audience: 'Business',
    description:
      'Large buildings, open yards and busy loading docks are more than any person can watch live. AI-assisted cameras separate people and vehicles from wind, shadows and animals, so your team hears about the movement that matters and can search hours of footage in seconds.',
    keyFeatures: [
      'Person and vehicle detection on docks and perimeter fences',
      'After-hours alerts for restricted areas',
      'Fast search of recordings by time, zone or object type',
    ],
    service: serviceLinks.aiSecurity,
  },
  {
    slug: 'construction-sites',
    title: 'Construction Sites',
    icon: 'Wrench',
    audience: 'Business',
    description:
      'Tools, copper and heavy equipment left on an open site are tempting targets at night and on weekends. Wireless cameras go up quickly, move with the project from phase to phase and let superintendents check progress and security from the office.',
    keyFeatures: [
      'Wireless cameras that relocate as the build progresses',
      'Night coverage of equipment yards and material storage',
      'Remote viewing for project managers and owners',
    ],
    service: serviceLinks.wirelessCameras,
  },
  {
    slug: 'farms-and-rural-properties',
    title: 'Farms & Rural Properties',
    icon: 'Tractor',
    audience: 'Agricultural',
    description:
      'Barns, equipment sheds, fuel tanks and long gravel drives are often far from the house and hard to wire. Wireless cameras cover outbuildings and gates without trenching, and motion alerts tell you when a vehicle comes up the lane.',
    keyFeatures: [
      'Wireless coverage for barns, sheds and gates',
      'Vehicle alerts on driveways and field entrances',
      'Night vision for livestock areas and fuel storage',
    ],
    service: serviceLinks.wirelessCameras,
  },
  {
    slug: 'schools-and-campuses',
    title: 'Schools & Campuses',
    icon: 'School',
    audience: 'Institutional',
    description:
      'Schools need a single controlled point of entry during the day and clear sight lines across hallways, parking lots and bus loops. Access control and cameras work together so front-office staff can verify visitors before the door unlocks.',
    keyFeatures: [
      'Secured vestibules with visitor verification at the front office',
      'Classroom and exterior door lockdown from one place',
      'Cameras covering entrances, hallways and bus loops',
    ],
    service: serviceLinks.accessControl,
  },
  {
    slug: 'churches-and-places-of-worship',
    title: 'Churches & Places of Worship',
    icon: 'Church',
    audience: 'Institutional',
    description:
      'A welcoming building still needs protection for its people, its offices and its parking lot. Discreet cameras at entrances, nurseries and parking areas give volunteers and staff a dependable record without changing how the congregation feels on a Sunday morning.',
    keyFeatures: [
      'Discreet cameras at entrances, nurseries and offices',
      'Parking lot coverage during services and events',
      'Phone access for the safety team and church staff',
    ],
    service: serviceLinks.cameraInstallation,
  },
  {
    slug: 'healthcare-clinics',
    title: 'Healthcare Clinics',
    icon: 'Stethoscope',
    audience: 'Institutional',
    description:
      'Medical and dental offices keep medications, patient records and expensive equipment behind doors that only certain staff should open. Access control limits those rooms by role and schedule, while cameras cover waiting rooms and entrances and stay out of exam areas.',
    keyFeatures: [
      'Role-based access to pharmacy, records and supply rooms',
      'Camera placement that respects patient privacy',
      'Entry logs for after-hours and restricted areas',
    ],
    service: serviceLinks.accessControl,
  },
  {
    slug: 'auto-dealerships',
    title: 'Auto Dealerships',
    icon: 'Car',
    audience: 'Business',
    description:
      'Hundreds of vehicles parked on an open lot overnight are exposed to catalytic converter theft, break-ins and vandalism. AI-enhanced cameras watch the lot after closing and flag people and vehicles where none should be, instead of every passing headlight.',
    keyFeatures: [
      'After-hours person and vehicle detection across the lot',
      'Long-range night vision for rows of inventory',
      'Service-drive and key-room coverage',
    ],
    service: serviceLinks.aiSecurity,
  },
  {
    slug: 'hotels-and-inns',
    title: 'Hotels & Inns',
    icon: 'Hotel',
    audience: 'Business',
    description:
      'Guests expect to feel safe in lobbies, hallways, pools and parking areas at any hour. A monitored camera system gives the front desk a live view of public spaces and gives managers recorded footage for guest complaints and insurance claims.',
    keyFeatures: [
      'Live views of lobbies, hallways and entrances at the front desk',
      'Coverage for pools, parking and loading areas',
      'Continuous recording with easy incident review',
    ],
    service: serviceLinks.cctvMonitoring,
  },
  {
    slug: 'parking-lots-and-garages',
    title: 'Parking Lots & Garages',
    icon: 'Scan',
    audience: 'Business',
    description:
      'Parking areas are wide, poorly lit and usually unattended, which makes them a common place for break-ins and disputes. AI-enhanced cameras recognize vehicles and people, record entries and exits and alert staff to loitering after hours.',
    keyFeatures: [
      'Vehicle and license plate capture at entrances and exits',
      'Loitering alerts for stairwells and far corners',
      'Wide-area night coverage for open lots',
    ],
    service: serviceLinks.aiSecurity,
  },
] as const satisfies readonly SolutionScenario[]

export const solutionsPage = {
  title: `Security Solutions | ${company.name}`,
  metaDescription: `Security camera, access control and video doorbell solutions for homes, businesses, farms, schools and churches across ${serviceAreaText}. Free quotes from ${company.name}.`,
  hero: {
    eyebrow: 'Solutions',
    heading: 'Security Solutions Built Around the Property You Protect',
    intro:
      'A lake cabin, a restaurant and a school campus each have different risks, schedules and people to keep safe. We design every system around the way your property is actually used, then install it, train you on it and stand behind it.',
    quoteButtonText: 'Get a Free Quote',
    callLinkText: `Call ${company.phone}`,
  },
  scenariosHeading: 'Find the Solution That Fits',
  scenariosIntro: 'Below are the settings we design for most often. Each card lists what we focus on and links to the service behind it.',
  scenarios: solutionScenarios,
  cardLabels: { audience: 'Audience:', keyFeatures: 'Key features' },
  serviceLinkText: (service) => `Explore ${service.label}`,
  insightsTeaser: {
    heading: 'Thinking About Cameras for Your Home?',
    text: 'Our security insights article explains what modern home camera systems do well, from HD recording and night vision to smart alerts, and gives you a five-point checklist for choosing one.',
    linkText: 'Read Security Insights',
    href: '/solutions/security-insights',
  },
  cta: {
    heading: "Don't See Your Property Type?",
    text: `We also design systems for properties that are not listed here. Tell us what you need to protect and we will walk the site with you, recommend a system and give you a written quote${ifFinancingEverywhere(`, with financing available at ${financingTerms}`)}.`,
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
} as const satisfies SolutionsPage

export const solutionsMeta: PageMeta = topLevelPage('/solutions', solutionsPage.title, solutionsPage.metaDescription)
