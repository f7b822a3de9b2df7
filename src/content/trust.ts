import { company } from './company'
import type { IconName } from './icon-name'

/** One promise in the trust strip: a short title and the fact behind it. */
export interface TrustPoint {
  readonly icon: IconName
  readonly title: string
  readonly detail: string
}

/**
 * The reasons to trust the company, built only from what the company states elsewhere on the
 * site: no licenses, ratings or counts it does not claim.
 */
export const trustPoints = [
  { icon: 'BadgeCheck', title: 'Free Quote', detail: 'Free consultation, no obligation' },
  { icon: 'DollarSign', title: 'No Upfront Cost', detail: 'Financing with nominal monthly payments' },
  { icon: 'ShieldCheck', title: '1-Year Warranty', detail: 'Minimum, on parts and labor' },
  { icon: 'Clock', title: 'Homes Usually in One Day', detail: 'Businesses in 1 to 3 days' },
  { icon: 'MapPin', title: company.serviceAreaShortName, detail: `Local installers since ${company.foundedYear}` },
] as const satisfies readonly TrustPoint[]

export const trustStripCopy = {
  label: `Why homeowners and businesses choose ${company.name}`,
  callPrompt: 'Questions? Talk to us',
} as const
