import { fromBuild } from './from-build'
import type { OwnerOffers } from './owner-content-schema'

/** owner/offers.yaml. */
export const ownerOffers: OwnerOffers = fromBuild(() => import.meta.glob<OwnerOffers>('../../../owner/offers.yaml', { eager: true, import: 'default' }), {
  warranty: { title: '', detail: '', terms: '' },
  installTimes: { title: '', detail: '', homes: '', businesses: '', answer: '' },
  financing: { states: [], title: '', detail: '', terms: '' },
})
