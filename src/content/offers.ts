import { listInWords, ownerProfile } from './company'
import { ownerOffers } from './owner/owner-data'

/**
 * Every promise the site makes (warranty, install times, financing), in the owner's words from
 * owner/offers.yaml, validated by the build. Copy quotes these instead of typing a promise itself.
 */
export { ownerOffers }

/** "minimum 1-year parts and labor warranty", read after "a" or "the". */
export const warrantyTerms = ownerOffers.warranty.terms
/** "usually one day", read after "residential installs". */
export const homeInstallTime = ownerOffers.installTimes.homes
/** "1 to 3 days", read after "commercial installs". */
export const businessInstallTime = ownerOffers.installTimes.businesses
/** "no upfront cost and nominal monthly payments", read after "financing with". */
export const financingTerms = ownerOffers.financing.terms

/** Financing is mentioned on a page about a state only when the owner offers it there. */
export function offersFinancingIn(stateAbbr: string): boolean {
  return ownerOffers.financing.states.some((abbr) => abbr.toLowerCase() === stateAbbr.trim().toLowerCase())
}

/** Pages about no particular state mention financing only when every state served has it. */
export const financingEverywhere: boolean =
  ownerOffers.financing.states.length > 0 && ownerProfile.serviceArea.states.every((state) => offersFinancingIn(state.abbr))

/** The text on a page about no particular state, or nothing where financing is not offered everywhere. */
export function ifFinancingEverywhere(text: string): string {
  return financingEverywhere ? text : ''
}

/** The names of the states where financing is offered, in words: "Ohio" or "North Carolina and South Carolina". */
export const financingStatesInWords: string = listInWords(
  ownerProfile.serviceArea.states.filter((state) => offersFinancingIn(state.abbr)).map((state) => state.name),
)
