import { listInWords, ownerProfile } from './company'
import { ownerOffers } from './owner/owner-offers'

/**
 * Every promise the site makes (warranty, install times, financing, partner providers), in the
 * owner's words from owner/offers.yaml, validated by the build. Copy quotes these instead of
 * typing a promise itself. Each offer is optional: a sentence about an offer the owner did not
 * make is left out (the `if…` helpers), never filled with the demo's words.
 */
export { ownerOffers }

type Offers = typeof ownerOffers
type Warranty = NonNullable<Offers['warranty']>
type InstallTimes = NonNullable<Offers['installTimes']>

/** The owner's warranty, or nothing when they give none. */
export const warranty: Warranty | undefined = ownerOffers.warranty
/** "minimum 1-year parts and labor warranty", read after "a" or "the"; empty without a warranty (use `ifWarranty`). */
export const warrantyTerms = warranty?.terms ?? ''
/** What the owner does when an installed part fails, as a full sentence; only when they say so. */
export const warrantyRemedy = warranty?.remedy ?? ''

/** The text about the warranty, or nothing when the owner gives none. */
export function ifWarranty(text: (terms: string, offer: Warranty) => string): string {
  return warranty ? text(warranty.terms, warranty) : ''
}

/** The owner's install times, or nothing when they promise none. */
export const installTimes: InstallTimes | undefined = ownerOffers.installTimes
/** "usually one day", read after "residential installs"; empty without install times (use `ifInstallTimes`). */
export const homeInstallTime = installTimes?.homes ?? ''
/** "1 to 3 days", read after "commercial installs"; empty without install times. */
export const businessInstallTime = installTimes?.businesses ?? ''
/** "Residential installs usually take one day. Commercial installs take 1 to 3 days": an FAQ answer, each page adding what the time depends on. */
export const installTimesAnswer = installTimes?.answer ?? ''

/** The text naming install times, or nothing when the owner promises none. */
export function ifInstallTimes(text: (times: InstallTimes) => string): string {
  return installTimes ? text(installTimes) : ''
}

const financing = ownerOffers.financing
/** "no upfront cost and nominal monthly payments", read after "financing with". */
export const financingTerms = financing?.terms ?? ''
/** The states (two-letter codes) where financing is offered; none without financing. */
export const financingStates: readonly string[] = financing?.states ?? []

/** Financing is mentioned on a page about a state only when the owner offers it there. */
export function offersFinancingIn(stateAbbr: string): boolean {
  return financingStates.some((abbr) => abbr.toLowerCase() === stateAbbr.trim().toLowerCase())
}

/** Pages about no particular state mention financing only when every state served has it. */
export const financingEverywhere: boolean =
  financingStates.length > 0 && ownerProfile.serviceArea.states.every((state) => offersFinancingIn(state.abbr))

/** The text on a page about no particular state, or nothing where financing is not offered everywhere. */
export function ifFinancingEverywhere(text: string): string {
  return financingEverywhere ? text : ''
}

/** The names of the states where financing is offered, in words: "Ohio" or "North Carolina and South Carolina". */
export const financingStatesInWords: string = listInWords(
  ownerProfile.serviceArea.states.filter((state) => offersFinancingIn(state.abbr)).map((state) => state.name),
)

/** Where the owner's partner providers work ("nationwide"), or undefined when they have none. */
export const partnersReach: string | undefined = ownerOffers.partners?.reach

/** The text about partner providers, or `otherwise` when the owner has none. */
export function ifPartners(text: (reach: string) => string, otherwise = ''): string {
  return partnersReach === undefined ? otherwise : text(partnersReach)
}
