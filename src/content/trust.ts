import { company } from './company'
import { financingEverywhere, ownerOffers } from './offers'
import type { IconName } from './icon-name'

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
  { icon: 'BadgeCheck', title: 'Free Quote', detail: 'Free consultation, no obligation' },
  ...(financingEverywhere ? [{ icon: 'DollarSign', title: ownerOffers.financing.title, detail: ownerOffers.financing.detail } as const] : []),
  { icon: 'ShieldCheck', title: ownerOffers.warranty.title, detail: ownerOffers.warranty.detail },
  { icon: 'Clock', title: ownerOffers.installTimes.title, detail: ownerOffers.installTimes.detail },
  { icon: 'MapPin', title: company.serviceAreaShortName, detail: `Local installers since ${company.foundedYear}` },
]

export const trustStripCopy = {
  label: `Why homeowners and businesses choose ${company.name}`,
  callPrompt: 'Questions? Talk to us',
} as const
