import { company } from './company'
import type { IconName } from './icon-name'
import type { CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { homeCrumb, topLevelPage, type PageMeta } from './page-meta'

/** Slugs in listing order: the home CCTV study first, then ids 1 to 10. */
export const caseStudySlugs = [
  'home-cctv-night-vision',
  'city-wide-surveillance',
  'retail-loss-prevention',
  'k12-school-safety',
  'industrial-quality-control',
  'healthcare-facility-monitoring',
  'sports-arena-crowd-management',
  'financial-institution-security',
  'smart-parking-solutions',
  'logistics-inventory-tracking',
  'casino-surveillance',
] as const

export type CaseStudySlug = (typeof caseStudySlugs)[number]

export type CaseStudyId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11

export type CaseStudyPath = `/case-studies/${CaseStudySlug}`

type Four<T> = readonly [T, T, T, T]
type Six<T> = readonly [T, T, T, T, T, T]

export interface CaseStudyImage extends ContentImage {
  readonly src: `/images/case-studies/${CaseStudySlug}.svg`
  readonly alt: string
  readonly width: 1600
  readonly height: 700
}

/** One tile in 'Measurable Results'; the value is the published figure, verbatim. */
export interface CaseStudyStat {
  readonly value: string
  readonly label: string
}

export interface CaseStudyApplication {
  readonly title: string
  readonly description: string
}

/**
 * How big the project was, as each page states it. The listing and the detail page disagree for
 * two studies (K-12 campuses, retail locations); the published copy keeps both readings, so both are kept.
 */
export interface CaseStudyScope {
  readonly listing: string
  readonly detail: string
}

export interface CaseStudyResults {
  readonly stats: Four<CaseStudyStat>
  /** The extra results list under the stat tiles. */
  readonly highlights: readonly string[]
  /** '12-Month Follow-Up' list; present on some studies only. */
  readonly followUp?: readonly string[]
}

/** What a study's card on the index shows. */
export interface CaseStudyCard {
  readonly id: CaseStudyId
  readonly slug: CaseStudySlug
  readonly title: string
  /** Listing card text, two or three sentences; the card clamps it to three lines. */
  readonly description: string
  readonly image: CaseStudyImage
  readonly industry: string
  readonly icon: IconName
  readonly scope: CaseStudyScope
  /** The study's headline figure; also the first of its 'Measurable Results' tiles. */
  readonly headline: CaseStudyStat
}

export interface CaseStudy extends CaseStudyCard {
  readonly subtitle: string
  /** The kind of client, never its name: "A Southeastern regional bank". */
  readonly client: string
  /** What was put in, in three short lines for the facts beside the story. */
  readonly installed: readonly [string, string, string]
  /** For the detail page's meta description; 160 characters at most. */
  readonly metaDescription: string
  /** 'The Challenge', two or three paragraphs. */
  readonly challenge: readonly string[]
  /** 'The Solution': an intro sentence and five to seven bullets. */
  readonly solution: { readonly intro: string; readonly bullets: readonly string[] }
  /** 'Implementation Details', five or six bullets. */
  readonly implementation: readonly string[]
  readonly results: CaseStudyResults
  readonly applications: Six<CaseStudyApplication>
  /** 'Technology Considerations'. */
  readonly technology: Six<string>
}

export const caseStudyApplicationsHeading = 'Applications in Other Settings'

export interface CaseStudyDetailCopy {
  readonly backLinkText: string
  /** Labels of the facts row under the hero. */
  readonly glance: {
    readonly label: string
    readonly industryLabel: string
    readonly scopeLabel: string
    readonly clientLabel: string
    readonly installedLabel: string
    readonly partsLabel: string
  }
  readonly resultsIntro: string
  readonly backLinkHref: '/case-studies'
  readonly challengeHeading: string
  readonly solutionHeading: string
  readonly implementationHeading: string
  readonly resultsHeading: string
  readonly additionalResultsHeading: string
  readonly followUpHeading: string
  readonly applicationsHeading: string
  readonly technologyHeading: string
  readonly closing: CtaBannerCopy & { readonly secondary: { readonly kind: 'link'; readonly href: '/case-studies' } }
}

export const caseStudyDetailCopy = {
  backLinkText: 'Back to Case Studies',
  glance: {
    label: 'Project at a glance',
    industryLabel: 'Industry',
    scopeLabel: 'Project scope',
    clientLabel: 'Client',
    installedLabel: 'What we installed',
    partsLabel: 'In this case study',
  },
  resultsIntro: 'The numbers that mattered most to this client, measured after the system went live.',
  backLinkHref: '/case-studies',
  challengeHeading: 'The Challenge',
  solutionHeading: 'The Solution',
  implementationHeading: 'Implementation Details',
  resultsHeading: 'Measurable Results',
  additionalResultsHeading: 'Additional Outcomes',
  followUpHeading: '12-Month Follow-Up',
  applicationsHeading: caseStudyApplicationsHeading,
  technologyHeading: 'Technology Considerations',
  closing: {
    heading: 'Ready to See Results Like These at Your Property?',
    text:
      `Every project we take on starts with a free on-site assessment. Our specialists will walk your property, pinpoint the risks that matter most and design a system that fits your goals and budget, with financing available at no upfront cost. Prefer to talk first? Call ${company.phone}.`,
    quoteButton: 'Get a Free Consultation',
    secondary: { kind: 'link', text: 'View More Case Studies', href: '/case-studies' },
  },
} as const satisfies CaseStudyDetailCopy

export interface CaseStudyIndexCopy {
  readonly title: string
  readonly metaDescription: string
  readonly hero: {
    readonly eyebrow: string
    readonly heading: string
    readonly intro: string
    readonly buttonText: string
  }
  /** Names the list of cards for assistive technology. */
  readonly listLabel: string
  readonly readMoreText: string
  readonly closing: CtaBannerCopy
}

export const caseStudyIndex = {
  title: `Case Studies | ${company.name}`,
  metaDescription:
    'Security case studies: CCTV, access control and AI video analytics that cut crime, theft and losses for homes, cities, schools, hospitals and businesses.',
  hero: {
    eyebrow: 'Case Studies',
    heading: 'Real-World Security Success Stories',
    intro:
      'See how homeowners, city governments, schools, hospitals, manufacturers and retailers have used modern camera systems, access control and AI-enhanced video analytics to prevent crime, cut losses and run safer operations. Each story explains the problem, the system that solved it and the results that followed.',
    buttonText: 'Get a Free Security Consultation',
  },
  listLabel: 'Security case studies',
  readMoreText: 'Read More',
  closing: {
    heading: 'Ready to Create Your Own Success Story?',
    text:
      `Whether you protect a single home or dozens of locations, ${company.name} designs, installs and supports systems built around your goals. Tell us what you need to protect and we will recommend a system and give you a free, no-obligation quote.`,
    quoteButton: 'Get a Free Quote',
  },
} as const satisfies CaseStudyIndexCopy

function imageFor(slug: CaseStudySlug, alt: string): CaseStudyImage {
  return { src: `/images/case-studies/${slug}.svg`, alt, width: 1600, height: 700 }
}

/**
 * What the index's cards show. The rest of each study lives in its own module
 * (`case-study-pages/{slug}.ts`, loaded by case-study-loader.ts), so a study's page loads its own
 * copy and not the other ten's.
 */
export const caseStudyCardsBySlug = {
  'home-cctv-night-vision': {
    id: 11,
    slug: 'home-cctv-night-vision',
    title: 'Neighborhood Night-Vision CCTV Cuts Property Crime by 87%',
    description:
      'Homeowners in a 45-home suburban subdivision installed coordinated CCTV systems with infrared night vision and cloud backup. Property crimes fell 87%, package theft dropped 92%, and households saw 40% lower insurance premiums.',
    image: imageFor(
      'home-cctv-night-vision',
      'Illustration of a suburban street at night, with cameras on each home throwing infrared light over its driveway and front porch',
    ),
    industry: 'Residential',
    icon: 'Moon',
    scope: { listing: '45 homes', detail: '45 homes' },
    headline: { value: '87%', label: 'Reduction in property crimes' },
  },
  'city-wide-surveillance': {
    id: 1,
    slug: 'city-wide-surveillance',
    title: 'City-Wide Surveillance Network Cuts Violent Crime by 32%',
    description:
      'A mid-sized Southeastern city connected 2,500 cameras to a single real-time crime center. Violent crime fell 32%, property crime fell 27%, and average emergency response time dropped from 12 to 7.5 minutes.',
    image: imageFor(
      'city-wide-surveillance',
      'Illustration of a city skyline with camera icons on streetlights, linked by network lines to a central crime center video wall',
    ),
    industry: 'Municipal Government',
    icon: 'Building2',
    scope: { listing: '2,500 cameras', detail: '2,500 cameras' },
    headline: { value: '32%', label: 'Reduction in violent crime' },
  },
  'retail-loss-prevention': {
    id: 2,
    slug: 'retail-loss-prevention',
    title: 'Retail Chain Cuts Shrinkage from 3.1% to 1.2% with AI Loss Prevention',
    description:
      'A regional retail chain rolled out AI-assisted video loss prevention across 230 locations. Inventory shrinkage fell from 3.1% to 1.2% for $4.2M in savings, employee theft dropped 65%, and investigators identified 43 organized retail crime rings.',
    image: imageFor(
      'retail-loss-prevention',
      'Illustration of a store checkout lane watched by ceiling cameras, with an analytics dashboard showing a falling shrinkage chart',
    ),
    industry: 'Retail',
    icon: 'Store',
    scope: { listing: '230 locations', detail: '120+ locations' },
    headline: { value: '3.1% to 1.2%', label: 'Inventory shrinkage rate' },
  },
  'k12-school-safety': {
    id: 3,
    slug: 'k12-school-safety',
    title: 'K-12 District Modernizes Safety on Every Campus',
    description:
      'A Southeastern school district secured 12 campuses with integrated cameras, controlled entrances and one-button lockdown. The system protects 8,500 students, and parent satisfaction with school safety rose from 64% to 91%.',
    image: imageFor(
      'k12-school-safety',
      'Illustration of a school building with a secured front vestibule, a video intercom at the door and cameras covering the bus loop',
    ),
    industry: 'K-12 Education',
    icon: 'School',
    scope: { listing: '12 campuses', detail: '8 campuses' },
    headline: { value: '8', label: 'Campuses on one unified safety platform' },
  },
  'industrial-quality-control': {
    id: 4,
    slug: 'industrial-quality-control',
    title: 'Manufacturer Improves Defect Detection 28% with AI Vision',
    description:
      'A Southeastern manufacturer deployed 120 AI-enabled cameras on its production lines for real-time visual inspection. Defect detection improved 28%, false positives fell 63%, and the plant recorded $3.8M in first-year savings.',
    image: imageFor(
      'industrial-quality-control',
      'Illustration of a factory conveyor line under overhead inspection cameras, with a highlighted box marking a defective part',
    ),
    industry: 'Manufacturing',
    icon: 'Factory',
    scope: { listing: '120 cameras', detail: '120 cameras' },
    headline: { value: '28%', label: 'Improvement in defect detection' },
  },
  'healthcare-facility-monitoring': {
    id: 5,
    slug: 'healthcare-facility-monitoring',
    title: 'Health System Reduces Patient Falls 52% with Virtual Monitoring',
    description:
      'A regional health system deployed 1,450 cameras across its hospitals and clinics, combining virtual patient observation with secure access control. Patient falls dropped 52% and unauthorized access incidents fell 87%.',
    image: imageFor(
      'healthcare-facility-monitoring',
      'Illustration of a hospital corridor with a nurse at a virtual observation station viewing several patient room feeds',
    ),
    industry: 'Healthcare',
    icon: 'Hospital',
    scope: { listing: '1,450 cameras', detail: '1,450 cameras' },
    headline: { value: '52%', label: 'Reduction in patient falls' },
  },
  'sports-arena-crowd-management': {
    id: 6,
    slug: 'sports-arena-crowd-management',
    title: 'Stadium Speeds Fan Entry and Strengthens Game-Day Security',
    description:
      'A 55,000-seat stadium combined AI crowd analytics with upgraded entry screening to move fans through the gates faster and more safely. Average entry wait fell from 24 to 16 minutes, 17 banned individuals were stopped and 35 prohibited items were intercepted.',
    image: imageFor(
      'sports-arena-crowd-management',
      'Illustration of a stadium entry plaza with fans in queues, overhead cameras and a crowd-density heat map on a command-center screen',
    ),
    industry: 'Sports and Entertainment',
    icon: 'Trophy',
    scope: { listing: '55,000 seats', detail: '55,000 seats' },
    headline: { value: '24 to 16 min', label: 'Average fan entry wait time' },
  },
  'financial-institution-security': {
    id: 7,
    slug: 'financial-institution-security',
    title: 'Regional Bank Stops Robberies and Fraud Across 73 Branches',
    description:
      'A Southeastern regional bank standardized video surveillance and analytics at 73 branches and their ATMs. The program prevented 3 robberies, uncovered 28 check fraud cases and delivered a 240% ROI over 3 years.',
    image: imageFor(
      'financial-institution-security',
      'Illustration of a bank branch with cameras above the teller line and an ATM, connected to a central security operations screen',
    ),
    industry: 'Banking and Finance',
    icon: 'Landmark',
    scope: { listing: '73 branches', detail: '73 branches' },
    headline: { value: '73', label: 'Branches on one video platform' },
  },
  'smart-parking-solutions': {
    id: 8,
    slug: 'smart-parking-solutions',
    title: 'Smart Parking Cuts Time-to-Park 61% in a Downtown Garage',
    description:
      'A 1,200-space downtown garage added camera-based space detection, guidance signs and license plate recognition. Time-to-park fell 61%, revenue rose 22%, and theft and vandalism dropped 71%.',
    image: imageFor(
      'smart-parking-solutions',
      'Illustration of a parking garage level with green and red space indicators, a guidance sign showing open spaces and ceiling cameras',
    ),
    industry: 'Parking and Transportation',
    icon: 'Car',
    scope: { listing: '1,200-space garage', detail: '1,200-space garage' },
    headline: { value: '61%', label: 'Less time to park' },
  },
  'logistics-inventory-tracking': {
    id: 9,
    slug: 'logistics-inventory-tracking',
    title: 'Fulfillment Center Raises Picking Accuracy to 99.7% with Video Intelligence',
    description:
      'A fulfillment center deployed 360 cameras over 425,000 sq ft with order-linked video and safety analytics. Picking accuracy rose from 98.2% to 99.7%, labor costs fell 11%, and the operation saves $4.3M a year.',
    image: imageFor(
      'logistics-inventory-tracking',
      'Illustration of a warehouse with tall racking, a forklift, pack stations under overhead cameras and a dashboard tracking orders',
    ),
    industry: 'Logistics and Warehousing',
    icon: 'Warehouse',
    scope: { listing: '425,000 sq ft', detail: '425,000 sq ft' },
    headline: { value: '98.2% to 99.7%', label: 'Picking accuracy' },
  },
  'casino-surveillance': {
    id: 10,
    slug: 'casino-surveillance',
    title: 'Las Vegas Casino Prevents $3.8M in Losses with AI Surveillance',
    description:
      'A Las Vegas casino modernized its surveillance room with AI analytics across the gaming floor, cage and count rooms. The system identified 87 banned individuals and 23 suspected collusion cases, lifted table profit 6.2% and prevented $3.8M in losses.',
    image: imageFor(
      'casino-surveillance',
      'Illustration of a casino surveillance room with a wall of monitors showing card tables, chip trays and an analytics alert',
    ),
    industry: 'Gaming and Hospitality',
    icon: 'Dice5',
    scope: { listing: 'Las Vegas casino', detail: 'Las Vegas casino' },
    headline: { value: '87', label: 'Banned individuals identified' },
  },
} as const satisfies { readonly [S in CaseStudySlug]: CaseStudyCard & { readonly slug: S } }

/** The cards in listing order. */
export const caseStudyCards: readonly CaseStudyCard[] = caseStudySlugs.map((slug) => caseStudyCardsBySlug[slug])

export function isCaseStudySlug(value: string): value is CaseStudySlug {
  return (caseStudySlugs as readonly string[]).includes(value)
}

/** Document title of a detail page. */
export function caseStudyDocumentTitle(study: CaseStudy): string {
  return `${study.title} | ${company.name}`
}

export function caseStudyPath(slug: CaseStudySlug): CaseStudyPath {
  return `/case-studies/${slug}`
}

export const caseStudyIndexMeta: PageMeta = topLevelPage('/case-studies', caseStudyIndex.title, caseStudyIndex.metaDescription)

export function caseStudyMeta(study: CaseStudy): PageMeta {
  const path = caseStudyPath(study.slug)
  return {
    path,
    title: caseStudyDocumentTitle(study),
    description: study.metaDescription,
    breadcrumbs: [homeCrumb, { name: 'Case Studies', path: '/case-studies' }, { name: study.title, path }],
    topic: { kind: 'case-study', headline: study.title, image: study.image },
  }
}
