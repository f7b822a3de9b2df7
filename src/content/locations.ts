import { company } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'

export interface LocationsStep {
  readonly icon: IconName
  readonly title: string
  readonly text: string
}

export const locationsMeta = {
  eyebrow: 'Service Locations',
  title: `Service Locations in NC, SC & North Georgia | ${company.name}`,
  description:
    `${company.name} installs security cameras, CCTV, video doorbells and access control across North ` +
    'Carolina, South Carolina and North Georgia. Find your city or ask about partner providers nationwide.',
} as const

export const locationsHero = {
  heading: 'Security Installation Across the Carolinas and North Georgia',
  intro:
    `From our headquarters in ${company.headquarters.town}, ${company.headquarters.stateAbbr}, our ` +
    'installers serve homes and businesses throughout North Carolina, South Carolina and North Georgia. ' +
    'Outside that area, we can connect you with partner providers nationwide.',
  quoteButton: 'Get a Free Quote',
  callLinkText: `Call ${company.phone}`,
  callHref: company.phoneHref,
} as const

export const locationsRegionsSection = {
  heading: 'Find Your City',
  intro:
    'Choose your state to see the cities we serve. Charlotte has separate pages for Uptown, South ' +
    'Charlotte, the University Area and Ballantyne.',
} as const

export const howItWorks = {
  heading: 'How Service Works in Your Area',
  steps: [
    {
      icon: 'MessageSquare',
      title: 'Tell us about your property',
      text:
        'Request a free quote or call us. Let us know what you want to protect: doors, driveways, a ' +
        'storefront, a warehouse yard or a whole campus.',
    },
    {
      icon: 'MapPin',
      title: 'We visit and plan the system',
      text:
        'A technician from our team walks the site, checks lighting, sight lines and Wi-Fi coverage, and ' +
        'recommends cameras, recorders and access control that fit the property and the budget.',
    },
    {
      icon: 'Wrench',
      title: 'We install and show you how it works',
      text:
        'Most residential installs take a single day and commercial projects one to three days. Before we ' +
        'leave, we set up the app on your phone and walk you through playback and alerts.',
    },
    {
      icon: 'ShieldCheck',
      title: 'We stay with you after the install',
      text:
        'Every installation carries a minimum 1-year parts and labor warranty, and the same local team ' +
        'answers your service calls.',
    },
  ],
} as const satisfies { heading: string; steps: readonly LocationsStep[] }

export interface CoverageArea {
  /** Matches a service state in regions.ts, whose city list the page counts. */
  readonly stateAbbr: 'NC' | 'SC' | 'GA'
  readonly name: string
  readonly text: string
}

export const coverage = {
  heading: 'Where We Work',
  intro:
    `From our base in ${company.headquarters.town}, our installers cover the communities below. Every ` +
    'city in the finder above has its own page with local details.',
  cityCount: (count: number) => `${count} cities with local service pages`,
  areas: [
    {
      stateAbbr: 'NC',
      name: 'North Carolina',
      text:
        'Charlotte and its suburbs, the Lake Norman towns, Gaston and Lincoln counties, Cabarrus and ' +
        'Union counties, and west to Hickory and Shelby.',
    },
    {
      stateAbbr: 'SC',
      name: 'South Carolina',
      text:
        'The York County communities along the state line, Lancaster and Chester, the Greenville and ' +
        'Spartanburg upstate, and Columbia in the Midlands.',
    },
    {
      stateAbbr: 'GA',
      name: 'North Georgia',
      text:
        'The northern Atlanta suburbs from Marietta to Alpharetta, the Highway 400 corridor to Gainesville ' +
        'and Dahlonega, the I-575 corridor up to Blue Ridge, and northwest Georgia out to Rome and Dalton.',
    },
  ] satisfies readonly CoverageArea[],
  outsideArea: {
    heading: 'Outside Our Service Area?',
    text:
      'If your home or business is beyond North Carolina, South Carolina and North Georgia, request a ' +
      'quote anyway. We will connect you with a trusted partner provider, wherever you are in the country.',
  },
} as const

export const locationsFinancingNote = {
  heading: 'Special Financing Available',
  text:
    'Customers in North Carolina, South Carolina and North Georgia can finance a new system with no ' +
    'upfront cost and nominal monthly payments. In the city lists, look for the financing marker ' +
    'beside Charlotte, Columbia and Atlanta (North).',
} as const

export const locationsCta = {
  heading: 'Ready to Protect Your Home or Business?',
  text:
    'Tell us where you are and what you want to protect. We will reply with a free, no-obligation quote ' +
    'or point you to a partner provider near you.',
  quoteButton: 'Get a Free Quote',
  secondary: callCompany,
} as const satisfies CtaBannerCopy

/** The plain list of every city page, under the state and city dialogs. */
export const cityDirectoryCopy = {
  heading: 'Every City We Serve',
  intro: 'Each city has its own page with our services there. Pick yours from the list.',
  areasLabel: (city: string) => `Areas of ${city}`,
} as const

export const locationsPageMeta: PageMeta = topLevelPage('/locations', locationsMeta.title, locationsMeta.description)
