import { aboutYearsInBusiness, capitalised, company } from './company'
import type { IconName } from './icon-name'
import { findServiceArea, findServiceState, isFinancingState } from './regions'
import { findUsState } from './us-states'
import { serviceCards } from './services'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { homeCrumb, type PageMeta } from './page-meta'
import { financingTerms, ifInstallTimes, ifPartners, ifWarranty, offersFinancingIn, partnersReach } from './offers'

export interface WhyChooseItem {
  readonly icon: IconName
  readonly title: string
  readonly text: string
}

/** How a city slug is shown: title-cased words, plus 'area, city' for a known neighborhood. */
export interface CitySlugDisplay {
  readonly displayName: string
  readonly areaCity?: string
}

/** 'rock-hill' becomes 'Rock Hill'. */
export function titleCaseSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}

/**
 * Only known subdivisions get the 'area, city' form; splitting any hyphenated slug would turn
 * Rock Hill into 'Rock, Hill'.
 */
export function describeCitySlug(stateAbbr: string, citySlug: string): CitySlugDisplay {
  const displayName = titleCaseSlug(citySlug)
  const match = findServiceArea(stateAbbr, citySlug)
  if (match?.kind === 'subdivision') {
    return { displayName, areaCity: `${match.subdivision.name}, ${match.city.name}` }
  }
  return { displayName }
}

/** Lower-cases a service name for use mid-sentence, keeping acronyms such as CCTV and AI. */
export function serviceNameInSentence(serviceName: string): string {
  return serviceName.replace(/[A-Za-z]+/g, (word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
}

/**
 * The service as the thing a technician surveys, installs and services: the owner's `noun` for it
 * in owner/services.yaml (the spec's six have theirs); a name not on the list falls back to the
 * name in sentence case.
 */
export function serviceNounInSentence(serviceName: string): string {
  return serviceCards.find((service) => service.name === serviceName)?.noun ?? serviceNameInSentence(serviceName)
}

/** The banner is shown only for states where financing is offered. */
export function showsFinancingBanner(stateAbbr: string): boolean {
  return isFinancingState(stateAbbr)
}

/** Outside the owner's states the company installs nothing itself and points to a partner provider. */
export function isOutsideServiceArea(stateAbbr: string): boolean {
  return findServiceState(stateAbbr) === undefined
}

function place(city: string, state: string): string {
  return `${city}, ${state}`
}

export function cityPageTitle(serviceName: string, city: string, state: string): string {
  return `${serviceName} in ${place(city, state)} | ${company.name}`
}

export function cityPageMetaDescription(serviceName: string, city: string, state: string): string {
  const service = serviceNameInSentence(serviceName)
  if (isOutsideServiceArea(state)) {
    return ifPartners(
      () =>
        `Need ${service} in ${place(city, state)}? Request a free quote and ${company.name} will connect you with a partner provider near you.`,
      `Need ${service} in ${place(city, state)}? ${company.name} installs in ${company.serviceAreaInWords}; ask us whether we can help.`,
    )
  }
  return (
    `Professional ${service} in ${place(city, state)} for homes and businesses. Free quotes` +
    `${ifWarranty((terms) => `, clean installs and a ${terms}`) || ' and clean installs'} from ${company.name}.`
  )
}

export function cityPageHeading(serviceName: string, city: string, state: string): string {
  return `${serviceName} in ${place(city, state)}`
}

export function cityPageIntro(serviceName: string, city: string, state: string): string {
  const service = serviceNameInSentence(serviceName)
  if (isOutsideServiceArea(state)) {
    return ifPartners(
      (reach) =>
        `Looking for ${service} in ${place(city, state)}? ${company.name} installs in ${company.serviceAreaInWords}, ` +
        `and for homes and businesses elsewhere we work with partner providers ${reach}. ` +
        `Tell us about your property and we will connect you with one near you.`,
      `Looking for ${service} in ${place(city, state)}? ${company.name} installs in ${company.serviceAreaInWords}. ` +
        'Tell us about your property and we will tell you whether we can help.',
    )
  }
  // How long an install takes is the owner's promise (owner/offers.yaml), said only when they make it.
  return (
    `${company.name} provides ${service} for homeowners and businesses in ${place(city, state)}. ` +
    `We walk your property, recommend equipment that covers your entrances, driveways and blind spots, ` +
    `and install it ourselves.${ifInstallTimes((times) => ` ${times.answer}.`)}`
  )
}

export function whyChooseHeading(city: string, state: string): string {
  return isOutsideServiceArea(state) ? `Why Start With ${company.name}` : `Why ${city} Chooses ${company.name}`
}

const experienceItem: WhyChooseItem = {
  icon: 'Award',
  title: `Experienced since ${company.foundedYear}`,
  text:
    `${capitalised(aboutYearsInBusiness())} in business and ${company.combinedExperienceInWords} years of combined staff ` +
    'experience designing and installing security systems.',
}

/**
 * Six reasons inside the service area. Outside it the company installs nothing itself, so the
 * list speaks only for what it does there: advice and an introduction to a partner provider.
 */
export function whyChooseItems(serviceName: string, city: string, state: string): readonly WhyChooseItem[] {
  if (isOutsideServiceArea(state)) {
    const partnerItems: readonly WhyChooseItem[] = partnersReach
      ? [
          {
            icon: 'Handshake',
            title: `Partner providers ${partnersReach}`,
            text: `We connect you with a partner provider who serves ${city}, so you still get a professional install.`,
          },
        ]
      : []
    return [
      experienceItem,
      ...partnerItems,
      {
        icon: 'Lightbulb',
        title: 'Help choosing equipment',
        text: 'Not sure what you need? We explain camera resolution, storage and app options before you ' + 'talk to an installer.',
      },
      ...(partnersReach
        ? [
            {
              icon: 'MessageSquare',
              title: 'Tell us once',
              text: 'Describe your property in one request and we pass the details along, so you do not start over.',
            } as const,
          ]
        : []),
      {
        icon: 'DollarSign',
        title: 'Free, no-obligation quotes',
        text: 'Requesting a quote costs nothing, and we reply with the next steps for your area.',
      },
    ]
  }
  return [
    experienceItem,
    {
      icon: 'MapPin',
      title: `Local to ${place(city, state)}`,
      text: `Our own technicians survey, install and service ${serviceNounInSentence(serviceName)} in and around ${city}.`,
    },
    {
      icon: 'Camera',
      title: 'Clear video, day and night',
      text: 'Cameras in 1080p or 4K with night vision up to 100 feet, so faces and plates stay readable after dark.',
    },
    {
      icon: 'Smartphone',
      title: 'Your system on your phone',
      text: 'Watch live video, review recordings and get motion alerts from anywhere in one mobile app.',
    },
    ifWarranty(() => 'on')
      ? {
          icon: 'ShieldCheck',
          title: 'Warranty on every install',
          text: ifWarranty((terms) => `${capitalised(`a ${terms}`)}, with clean cable runs and a walkthrough before we leave.`),
        }
      : {
          icon: 'ShieldCheck',
          title: 'Clean, tested installs',
          text: 'Clean cable runs, every camera tested, and a walkthrough before we leave.',
        },
    {
      icon: 'DollarSign',
      title: offersFinancingIn(state) ? 'Free quotes, flexible payment' : 'Free, no-obligation quotes',
      text: `Every quote is free with no obligation${offersFinancingIn(state) ? `, and financing is available with ${financingTerms}` : ''}.`,
    },
  ]
}

export const cityPageQuoteButton = 'Get a Free Quote'

export const cityPageCallText = callCompany.text

/** The line above the heading: the neighborhood for a known subdivision, else the place. */
export function cityPageEyebrow(city: string, state: string, areaCity?: string): string {
  if (isOutsideServiceArea(state)) return ifPartners((reach) => `Partner providers ${reach}`, 'Outside our installation area')
  return `Serving ${areaCity ?? place(city, state)}`
}

export const financingBannerHeading = 'Special Financing Available'

export const outOfAreaHeading = 'Outside Our Installation Area? We Can Still Help.'

export function serviceSectionHeading(serviceName: string): string {
  return `About Our ${serviceName} Service`
}

export function serviceLinkText(serviceName: string): string {
  return `Learn More About ${serviceName}`
}

export const locationsHeading = 'Where We Install'

export const locationsLinkText = 'View All Service Areas'

export function locationsLinkIntro(state: string): string {
  return isOutsideServiceArea(state)
    ? `See the communities our own technicians serve across ${company.serviceAreaInWords}.`
    : `See every city and neighborhood we serve across ${company.serviceAreaInWords}.`
}

/** The page's closing call to action. */
export function cityPageClosing(serviceName: string, city: string, state: string): CtaBannerCopy {
  return {
    heading: `Ready to Protect Your ${city} Property?`,
    text: cityPageClosingText(serviceName, city, state),
    quoteButton: cityPageQuoteButton,
    secondary: callCompany,
  }
}

function cityPageClosingText(serviceName: string, city: string, state: string): string {
  const service = serviceNameInSentence(serviceName)
  if (isOutsideServiceArea(state)) {
    return (
      `Tell us about your property in ${place(city, state)} and the ${service} you have in mind. ` +
      ifPartners(
        () => 'We will connect you with a partner provider near you for a free, no-obligation quote.',
        'We will tell you whether we can help.',
      )
    )
  }
  return (
    `Tell us about your property in ${place(city, state)} and we will recommend the right ${service} ` +
    'setup, with a free, no-obligation quote.'
  )
}

export function financingBannerText(city: string, state: string): string {
  return `Homeowners and businesses in ${place(city, state)} can finance a complete system with ${financingTerms}.`
}

export function outOfAreaNote(city: string, state: string): string {
  const stateName = findUsState(state)?.name ?? state.toUpperCase()
  return ifPartners(
    (reach) =>
      `${company.name} installs in ${company.serviceAreaInWords}. If you are in ${city}, ` +
      `${stateName}, request a quote anyway: we will connect you with a trusted partner provider, as we do ` +
      `for customers ${reach}.`,
    `${company.name} installs in ${company.serviceAreaInWords}. If you are in ${city}, ${stateName}, ask us whether we can help.`,
  )
}

/** What a city page needs to describe itself: the service, and the place as the page names it. */
export interface CityPageMetaInput {
  readonly serviceName: string
  readonly serviceSummary: string
  readonly cityName: string
  readonly stateAbbr: string
  readonly stateName: string
  readonly path: string
  /** Whether the region dialogs name this town, so the build prerenders its pages and lists them in the sitemap. */
  readonly listed: boolean
}

export function cityPageMeta({ serviceName, serviceSummary, cityName, stateAbbr, stateName, path, listed }: CityPageMetaInput): PageMeta {
  return {
    ...(listed ? {} : { noindex: true }),
    path,
    title: cityPageTitle(serviceName, cityName, stateAbbr),
    description: cityPageMetaDescription(serviceName, cityName, stateAbbr),
    breadcrumbs: [homeCrumb, { name: 'Locations', path: '/locations' }, { name: `${serviceName} in ${place(cityName, stateAbbr)}`, path }],
    topic: { kind: 'service', serviceName, summary: serviceSummary, place: { city: cityName, state: stateName } },
  }
}
