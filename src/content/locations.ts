import { capitalised, company, listInWords, ownerProfile } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { financingTerms, ifInstallTimes, ifPartners, ifWarranty, offersFinancingIn, partnersReach } from './offers'

export interface LocationsStep {
  readonly icon: IconName
  readonly title: string
  readonly text: string
}

export const locationsMeta = {
  eyebrow: 'Service Locations',
  title: `Service Locations in ${company.serviceAreaShortName} | ${company.name}`,
  description:
    `${company.name} installs security cameras, CCTV, video doorbells and access control across ` +
    `${company.serviceAreaInWords}. Find your city${ifPartners((reach) => ` or ask about partner providers ${reach}`)}.`,
} as const

export const locationsHero = {
  heading: `Security Installation Across ${capitalised(company.serviceAreaName)}`,
  intro:
    `From our headquarters in ${company.headquarters.town}, ${company.headquarters.stateAbbr}, our ` +
    `installers serve homes and businesses throughout ${company.serviceAreaInWords}.` +
    ifPartners((reach) => ` Outside that area, we can connect you with partner providers ${reach}.`),
  quoteButton: 'Get a Free Quote',
  callLinkText: `Call ${company.phone}`,
  callHref: company.phoneHref,
} as const

const citiesWithAreas = ownerProfile.serviceArea.states.flatMap((state) =>
  state.cities.flatMap((city) => (city.areas?.length ? [{ name: city.name, areas: city.areas }] : [])),
)

export const locationsRegionsSection = {
  heading: 'Find Your City',
  intro: [
    'Choose your state to see the cities we serve.',
    ...citiesWithAreas.map((city) => `${city.name} has separate pages for ${listInWords(city.areas)}.`),
  ].join(' '),
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
      // The install times are the owner's promise (owner/offers.yaml), said only when they make it.
      text: `${ifInstallTimes((times) => `${times.answer}. `)}Before we leave, we set up the app on your phone and walk you through playback and alerts.`,
    },
    {
      icon: 'ShieldCheck',
      title: 'We stay with you after the install',
      text: `${ifWarranty((terms) => `Every installation carries a ${terms}, and the same`) || 'The same'} local team answers your service calls.`,
    },
  ],
} as const satisfies { heading: string; steps: readonly LocationsStep[] }

export interface CoverageArea {
  /** Matches a service state in regions.ts, whose city list the page counts. */
  readonly stateAbbr: string
  readonly name: string
  readonly text: string
}

const financingStateNames = ownerProfile.serviceArea.states.filter((state) => offersFinancingIn(state.abbr)).map((state) => state.name)

const financingCities = ownerProfile.serviceArea.states.flatMap((state) =>
  state.cities.filter((city) => city.financingOffer).map((city) => city.name),
)

export const coverage = {
  heading: 'Where We Work',
  intro:
    `From our base in ${company.headquarters.town}, our installers cover the communities below. Every ` +
    'city in the finder above has its own page with local details.',
  cityCount: (count: number) => `${count} cities with local service pages`,
  areas: ownerProfile.serviceArea.states.map((state) => ({ stateAbbr: state.abbr, name: state.name, text: state.description })),
  /** Only for an owner with partner providers: without them there is nothing to offer beyond the area. */
  outsideArea: partnersReach
    ? {
        heading: 'Outside Our Service Area?',
        text:
          `If your home or business is beyond ${company.serviceAreaInWords}, request a ` +
          `quote anyway. We will connect you with a trusted partner provider ${partnersReach}.`,
      }
    : undefined,
} as const satisfies { areas: readonly CoverageArea[] } & Record<string, unknown>

/** The financing note beside the city finder; none when the owner offers no financing. */
export const locationsFinancingNote =
  financingStateNames.length > 0
    ? ({
        heading: 'Special Financing Available',
        text:
          `Customers in ${listInWords(financingStateNames)} can finance a new system with ${financingTerms}.` +
          (financingCities.length ? ` In the city lists, look for the financing marker beside ${listInWords(financingCities)}.` : ''),
      } as const)
    : undefined

export const locationsCta = {
  heading: 'Ready to Protect Your Home or Business?',
  text:
    'Tell us where you are and what you want to protect. We will reply with a free, no-obligation quote' +
    `${ifPartners(() => ' or point you to a partner provider near you')}.`,
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
