import { fromBuild } from './from-build'
import type { Review } from './owner-content-schema'

/** owner/reviews.yaml. */
export const ownerReviews: readonly Review[] = fromBuild(
  () => import.meta.glob<{ readonly reviews: readonly Review[] }>('../../../owner/reviews.yaml', { eager: true, import: 'default' }),
  { reviews: [] },
).reviews
