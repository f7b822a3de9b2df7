import { aboutYearsInBusiness, capitalised, company } from './company'
import type { IconName } from './icon-name'
import { findServiceArea, findServiceState, isFinancingState } from './regions'
import { findUsState } from './us-states'
import { serviceCards } from './services'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { homeCrumb, type PageMeta } from './page-meta'
import { financingTerms, installTimes, installTimesAnswer, offersFinancingIn, partnersReach, warrantyTerms } from './offers'
import { fillWords } from './owner/pages/fill-words'
import { ownerCityPagesCopy } from './owner/pages/owner-city-pages'

/** owner/pages/city-pages.yaml: one set of sentences for every city and service. */
const copy = ownerCityPagesCopy

/** A page's sentence with the owner's names and the page's own filled in, its first letter a capital. */
export function citySentence(sentence: string, page: Readonly<Record<string, string | undefined>> = {}): string {
  return capitalised(
    fillWords(sentence, {
      company: company.name,
      serviceArea: company.serviceAreaInWords,
      foundedYear: String(company.foundedYear),
      yearsInBusiness: aboutYearsInBusiness(),
      experienceYears: company.combinedExperienceInWords,
      partnersReach,
      installTimes: installTimesAnswer,
      warranty: warrantyTerms,
      financingTerms,
      ...page,
    }),
  )
}

/** The names a page about this service in this place fills in. */
function pageNames(serviceName: string, city: string, state: string): Record<string, string> {
  return {
    serviceName,
    service: serviceNameInSentence(serviceName),
    serviceNoun: serviceNounInSentence(serviceName),
    city,
    state,
    stateName: findUsState(state)?.name ?? state.toUpperCase(),
  }
}

/** The sentence for this place: inside the states served, or outside them with or without partner providers. */
function byPlace(sentences: { inArea: string; outside: string; outsideWithPartners: string }, state: string): string {
  if (!isOutsideServiceArea(state)) return sentences.inArea
  return partnersReach ? sentences.outsideWithPartners : sentences.outside
}

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
  return citySentence(copy.title, pageNames(serviceName, city, state))
}

export function cityPageMetaDescription(serviceName: string, city: string, state: string): string {
  const sentences = {
    ...copy.metaDescription,
    inArea: warrantyTerms ? copy.metaDescription.inAreaWithWarranty : copy.metaDescription.inArea,
  }
  return citySentence(byPlace(sentences, state), pageNames(serviceName, city, state))
}

export function cityPageHeading(serviceName: string, city: string, state: string): string {
  return citySentence(copy.heading, pageNames(serviceName, city, state))
}

export function cityPageIntro(serviceName: string, city: string, state: string): string {
  const names = pageNames(serviceName, city, state)
  const intro = citySentence(byPlace(copy.intro, state), names)
  // How long an install takes is the owner's promise (owner/offers.yaml), said only when they make it.
  if (isOutsideServiceArea(state) || !installTimes || !copy.intro.inAreaIfInstallTimes) return intro
  return `${intro} ${citySentence(copy.intro.inAreaIfInstallTimes, names)}`
}

export function whyChooseHeading(city: string, state: string): string {
  return citySentence(isOutsideServiceArea(state) ? copy.whyChoose.headingOutside : copy.whyChoose.heading, { city, state })
}

/** A reason to choose the company, in the owner's words for this page. */
function reason(icon: IconName, words: { title: string; text: string }, names: Record<string, string>): WhyChooseItem {
  return { icon, title: citySentence(words.title, names), text: citySentence(words.text, names) }
}

/**
 * Six reasons inside the service area. Outside it the company installs nothing itself, so the
 * list speaks only for what it does there: advice and an introduction to a partner provider.
 */
export function whyChooseItems(serviceName: string, city: string, state: string): readonly WhyChooseItem[] {
  const names = pageNames(serviceName, city, state)
  const why = copy.whyChoose
  const experience = reason('Award', why.experience, names)
  if (isOutsideServiceArea(state)) {
    return [
      experience,
      ...(partnersReach ? [reason('Handshake', why.partners, names)] : []),
      reason('Lightbulb', why.choosing, names),
      ...(partnersReach ? [reason('MessageSquare', why.tellUsOnce, names)] : []),
      reason('DollarSign', why.quotesOutside, names),
    ]
  }
  return [
    experience,
    reason('MapPin', why.local, names),
    reason('Camera', why.video, names),
    reason('Smartphone', why.app, names),
    reason('ShieldCheck', warrantyTerms ? why.warranty : why.noWarranty, names),
    reason('DollarSign', offersFinancingIn(state) ? why.quotesWithFinancing : why.quotes, names),
  ]
}

export const cityPageQuoteButton = 'Get a Free Quote'

export const cityPageCallText = callCompany.text

/** The line above the heading: the neighborhood for a known subdivision, else the place. */
export function cityPageEyebrow(city: string, state: string, areaCity?: string): string {
  return citySentence(byPlace(copy.eyebrow, state), { city, state, where: areaCity ?? place(city, state) })
}

export const financingBannerHeading = citySentence(copy.financingBanner.heading)

export const outOfAreaHeading = citySentence(copy.outOfArea.heading)

export function serviceSectionHeading(serviceName: string): string {
  return citySentence(copy.serviceSection.heading, { serviceName })
}

export function serviceLinkText(serviceName: string): string {
  return citySentence(copy.serviceSection.linkText, { serviceName })
}

export const locationsHeading = citySentence(copy.locations.heading)

export const locationsLinkText = citySentence(copy.locations.linkText)

export function locationsLinkIntro(state: string): string {
  return citySentence(isOutsideServiceArea(state) ? copy.locations.outside : copy.locations.inArea)
}

/** The page's closing call to action. */
export function cityPageClosing(serviceName: string, city: string, state: string): CtaBannerCopy {
  const names = pageNames(serviceName, city, state)
  return {
    heading: citySentence(copy.closing.heading, names),
    text: citySentence(byPlace(copy.closing, state), names),
    quoteButton: cityPageQuoteButton,
    secondary: callCompany,
  }
}

export function financingBannerText(city: string, state: string): string {
  return citySentence(copy.financingBanner.text, { city, state })
}

export function outOfAreaNote(city: string, state: string): string {
  return citySentence(partnersReach ? copy.outOfArea.textWithPartners : copy.outOfArea.text, pageNames('', city, state))
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
