import offersFile from '../../owner/offers.yaml'
import type { OwnerOffers } from './owner/owner-content-schema'
import { ownerProfile } from './company'

/**
 * Every promise the site makes (warranty, install times, financing), in the owner's words from
 * owner/offers.yaml, validated by the build. Copy quotes these instead of typing a promise itself.
 */
export const ownerOffers: OwnerOffers = offersFile

/** Financing is mentioned on a page about a state only when the owner offers it there. */
export function offersFinancingIn(stateAbbr: string): boolean {
  return ownerOffers.financing.states.some((abbr) => abbr.toLowerCase() === stateAbbr.trim().toLowerCase())
}

/** Pages about no particular state mention financing only when every state served has it. */
export const financingEverywhere: boolean = ownerProfile.serviceArea.states.every((state) => offersFinancingIn(state.abbr))
