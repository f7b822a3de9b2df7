import { fromBuild } from './from-build'
import type { OwnerOffers } from './owner-content-schema'

/** owner/offers.yaml; outside a build, no offer at all. */
export const ownerOffers: OwnerOffers = fromBuild(
  () => import.meta.glob<OwnerOffers>('../../../owner/offers.yaml', { eager: true, import: 'default' }),
  {},
)
