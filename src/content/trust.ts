import { company } from './company'
import { financingEverywhere, ownerOffers } from './offers'
import type { IconName } from './icon-name'
import { trustWords } from './owner/pages/trust-words'
import { say } from './page-words'

/** The strip's words are the home page's (owner/pages/home.yaml, "trust"). */
const words = trustWords

/** One promise in the trust strip: a short title and the fact behind it. */
export interface TrustPoint {
  readonly icon: IconName
  readonly title: string
  readonly detail: string
}

/**
 * The reasons to trust the company, built only from what the company states elsewhere on the
 * site: no licenses, ratings or counts it does not claim. The promises are the owner's
 * (owner/offers.yaml); the strip shows on pages for every state, so financing appears only when
 * it is offered in all of them.
 */
export const trustPoints: readonly TrustPoint[] = [
  { icon: 'CheckCircle2', title: say(words.freeQuote.title), detail: say(words.freeQuote.detail) },
  ...(financingEverywhere && ownerOffers.financing
    ? [{ icon: 'DollarSign', title: ownerOffers.financing.title, detail: ownerOffers.financing.detail } as const]
    : []),
  ...(ownerOffers.warranty
    ? [{ icon: 'ShieldCheck', title: ownerOffers.warranty.title, detail: ownerOffers.warranty.detail } as const]
    : []),
  ...(ownerOffers.installTimes
    ? [{ icon: 'Clock', title: ownerOffers.installTimes.title, detail: ownerOffers.installTimes.detail } as const]
    : []),
]

/** Proof of standing, where a visitor decides: shown first in the trust strip. */
export interface ProofPoint extends TrustPoint {
  /** Where the claim can be checked, when the owner profile gives it (the rating's review page). */
  readonly href?: string
}

/**
 * The rating (only when the owner profile states one, with its source and its link), the years
 * in business and the licence numbers, all read from the owner profile.
 */
export const proofPoints: readonly ProofPoint[] = [
  ...(company.rating
    ? [
        {
          icon: 'Star' as const,
          title: `${company.rating.value} out of 5`,
          detail: `${company.rating.count} ${company.rating.source} reviews`,
          href: company.rating.url,
        },
      ]
    : []),
  {
    icon: 'Award',
    title: say(words.since),
    detail: say(words.yearsHere),
  },
  ...(company.licenses.length > 0
    ? [
        {
          icon: 'BadgeCheck' as const,
          title: say(words.licensed),
          detail: company.licenses.map((license) => `${license.stateAbbr} ${license.number}`).join(' · '),
        },
      ]
    : []),
]

export const trustStripCopy = {
  label: say(words.label),
  callPrompt: say(words.callPrompt),
} as const
