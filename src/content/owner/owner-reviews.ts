import { fromBuild } from './from-build'
import type { Review, ReviewsSource } from './owner-content-schema'

const reviewsFile = fromBuild(
  () =>
    import.meta.glob<{ readonly reviews: readonly Review[]; readonly source?: ReviewsSource }>('../../../owner/reviews.yaml', {
      eager: true,
      import: 'default',
    }),
  { reviews: [] },
)

/** owner/reviews.yaml. */
export const ownerReviews: readonly Review[] = reviewsFile.reviews

/** Where every review can be read (owner/reviews.yaml `source`), when the owner names it. */
export const reviewsSource: ReviewsSource | undefined = reviewsFile.source
