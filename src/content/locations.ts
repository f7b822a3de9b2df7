import { capitalised, company, listInWords, ownerProfile } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { financingTerms, installTimes, installTimesAnswer, offersFinancingIn, partnersReach, warrantyTerms } from './offers'
import { fillWords } from './owner/pages/fill-words'
import { ownerLocationsCopy } from './owner/pages/owner-locations'

export interface LocationsStep {
  readonly icon: IconName
  readonly title: string
  readonly text: string
}

const copy = ownerLocationsCopy

/** The names owner/pages/locations.yaml may use, from the owner's other files. */
const names = {
  company: company.name,
  serviceArea: company.serviceAreaInWords,
  serviceAreaName: capitalised(company.serviceAreaName),
  serviceAreaShortName: company.serviceAreaShortName,
  town: company.headquarters.town,
  stateAbbr: company.headquarters.stateAbbr,
  partnersReach,
  installTimes: installTimesAnswer,
  warranty: warrantyTerms,
  financingTerms,
}

const say = (sentence: string, more: Record<string, string | number | undefined> = {}) => fillWords(sentence, { ...names, ...more })

export const locationsMeta = {
  eyebrow: copy.meta.eyebrow,
  title: say(copy.meta.title),
  description: say(partnersReach ? copy.meta.descriptionWithPartners : copy.meta.description),
} as const

export const locationsHero = {
  heading: say(copy.hero.heading),
  intro: [say(copy.hero.intro), ...(partnersReach && copy.hero.partners ? [say(copy.hero.partners)] : [])].join(' '),
  quoteButton: 'Get a Free Quote',
  callLinkText: `Call ${company.phone}`,
  callHref: company.phoneHref,
} as const

const citiesWithAreas = ownerProfile.serviceArea.states.flatMap((state) =>
  state.cities.flatMap((city) => (city.areas?.length ? [{ name: city.name, areas: city.areas }] : [])),
)

export const locationsRegionsSection = {
  heading: copy.regions.heading,
  intro: [
    say(copy.regions.intro),
    ...citiesWithAreas.map((city) => say(copy.regions.cityAreas, { city: city.name, areas: listInWords(city.areas) })),
  ].join(' '),
} as const

/** The steps' icons, in order: the words are the owner's, the pictures the layout's. */
const stepIcons: readonly IconName[] = ['MessageSquare', 'MapPin', 'Wrench', 'ShieldCheck', 'CheckCircle2', 'Phone']

export const howItWorks = {
  heading: copy.howItWorks.heading,
  steps: copy.howItWorks.steps.map((step, index) => ({
    icon: stepIcons[index] ?? 'ShieldCheck',
    title: say(step.title),
    // Install times and the warranty are the owner's promises (owner/offers.yaml), said only when they make them.
    text: say((installTimes && step.textIfInstallTimes) || (warrantyTerms && step.textIfWarranty) || step.text),
  })),
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
  heading: copy.coverage.heading,
  intro: say(copy.coverage.intro),
  cityCount: (count: number) => say(copy.coverage.cityCount, { count }),
  areas: ownerProfile.serviceArea.states.map((state) => ({ stateAbbr: state.abbr, name: state.name, text: state.description })),
  /** Only for an owner with partner providers: without them there is nothing to offer beyond the area. */
  outsideArea: partnersReach ? { heading: say(copy.coverage.outsideArea.heading), text: say(copy.coverage.outsideArea.text) } : undefined,
} as const satisfies { areas: readonly CoverageArea[] } & Record<string, unknown>

/** The financing note beside the city finder; none when the owner offers no financing. */
export const locationsFinancingNote =
  financingStateNames.length > 0
    ? ({
        heading: say(copy.financing.heading),
        text: [
          say(copy.financing.text, { financingStates: listInWords(financingStateNames) }),
          ...(financingCities.length ? [say(copy.financing.cities, { financingCities: listInWords(financingCities) })] : []),
        ].join(' '),
      } as const)
    : undefined

export const locationsCta = {
  heading: say(copy.cta.heading),
  text: say(partnersReach ? copy.cta.textWithPartners : copy.cta.text),
  quoteButton: 'Get a Free Quote',
  secondary: callCompany,
} as const satisfies CtaBannerCopy

/** The plain list of every city page, under the state and city dialogs. */
export const cityDirectoryCopy = {
  heading: say(copy.directory.heading),
  intro: say(copy.directory.intro),
  areasLabel: (city: string) => `Areas of ${city}`,
} as const

export const locationsPageMeta: PageMeta = topLevelPage('/locations', locationsMeta.title, locationsMeta.description)
