import { testimonials, type Testimonial } from './home'
import { findServiceState } from './regions'
import { findUsState } from './us-states'
import { serviceCards, type ServiceSlug } from './services'
import { financingEverywhere, installTimes, offersFinancingIn, warrantyTerms } from './offers'
import { citySentence } from './city-page'
import { ownerCityPagesCopy } from './owner/pages/owner-city-pages'

/** owner/pages/city-pages.yaml: the related links' and questions' words. */
const copy = ownerCityPagesCopy

/**
 * What a city page links to and quotes beyond its own service: the same city's other services,
 * the same service in the state's other cities, a customer's words from the same state and a few
 * questions about the service there. Everything comes from the site's own data; nothing here is a
 * local fact the company has not stated.
 */
export interface RelatedLink {
  readonly label: string
  readonly href: string
}

export interface QuestionAndAnswer {
  readonly question: string
  readonly answer: string
}

/** How many of the state's other cities a page links to. */
export const sameStateCityLimit = 8

export const cityRelatedCopy = {
  otherServicesHeading: (city: string) => citySentence(copy.related.otherServicesHeading, { city }),
  otherServicesIntro: (city: string) => citySentence(copy.related.otherServicesIntro, { city }),
  otherCitiesHeading: (serviceName: string, stateName: string) => citySentence(copy.related.otherCitiesHeading, { serviceName, stateName }),
  allAreasLinkText: citySentence(copy.related.allAreasLinkText),
  /** The customer's own town, as the review gives it: a state never stands in for it. */
  testimonialHeading: (testimonial: Pick<Testimonial, 'town'>) => citySentence(copy.related.testimonialHeading, { town: testimonial.town }),
  faqHeading: (serviceName: string, city: string) => citySentence(copy.related.faqHeading, { serviceName, city }),
} as const

export function otherServiceLinks(stateAbbr: string, citySlug: string, serviceSlug: ServiceSlug): RelatedLink[] {
  return serviceCards
    .filter((service) => service.slug !== serviceSlug)
    .map((service) => ({ label: service.name, href: `/${stateAbbr.toLowerCase()}/${citySlug}/${service.slug}` }))
}

/** The same service in the state's other cities, in the order the site lists them. */
export function sameStateCityLinks(stateAbbr: string, citySlug: string, serviceSlug: ServiceSlug): RelatedLink[] {
  const state = findServiceState(stateAbbr)
  if (!state) return []
  const prefix = `/${stateAbbr.toLowerCase()}/`
  return state.cities
    .map((city) => ({ label: city.name, slug: city.link.slice(prefix.length).split('/')[0] ?? '' }))
    .filter((city) => city.slug !== citySlug)
    .slice(0, sameStateCityLimit)
    .map((city) => ({ label: city.label, href: `${prefix}${city.slug}/${serviceSlug}` }))
}

/**
 * A review from the same city if there is one, else from the same state, preferring one about
 * this service; none outside the service area. Never the home page's first review, which a
 * visitor has most likely read already.
 */
export function testimonialFromState(stateAbbr: string, serviceName: string, cityName?: string): Testimonial | undefined {
  const candidates = testimonials.slice(1)
  const fromState = candidates.filter((testimonial) => testimonial.town.endsWith(`, ${stateAbbr.toUpperCase()}`))
  const fromCity = cityName
    ? fromState.filter((testimonial) => testimonial.town.toLowerCase() === `${cityName}, ${stateAbbr}`.toLowerCase())
    : []
  const best = (reviews: readonly Testimonial[]) => reviews.find((testimonial) => testimonial.service === serviceName) ?? reviews[0]
  return best(fromCity) ?? best(fromState)
}

/** The service as a thing one installs or buys (its `noun`), so a question about it reads as a sentence. */
function serviceNounPhrase(serviceName: string): string {
  return serviceCards.find((service) => service.name === serviceName)?.noun ?? serviceName.toLowerCase()
}

/**
 * Questions about this service in this city, answered only with what the company states: financing
 * only where the owner offers it (the city's state, or every state when none is given).
 */
export function cityFaqs(serviceName: string, city: string, stateAbbr?: string): QuestionAndAnswer[] {
  const state = stateAbbr?.toUpperCase()
  const stateName = state ? (findUsState(state)?.name ?? state) : undefined
  const names = { serviceName, serviceNoun: serviceNounPhrase(serviceName), city, state, stateName }
  const financing = stateAbbr === undefined ? financingEverywhere : offersFinancingIn(stateAbbr)
  const faq = (words: { question: string; answer: string }, more = '') => ({
    question: citySentence(words.question, names),
    answer: [citySentence(words.answer, names), ...(more ? [citySentence(more, names)] : [])].join(' '),
  })
  const faqs = copy.faqs
  return [
    faq(faqs.install),
    faq(faqs.cost, financing ? faqs.cost.withFinancing : ''),
    // Install times and the warranty are the owner's offers: no question about one they do not make.
    ...(installTimes ? [faq(faqs.installTime)] : []),
    ...(warrantyTerms ? [faq(faqs.warranty)] : []),
  ]
}
