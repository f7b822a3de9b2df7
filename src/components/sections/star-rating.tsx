import { Star } from 'lucide-react'

interface StarRatingProps {
  readonly rating: number
  /** The spoken form, e.g. 'Rated 5 out of 5'. */
  readonly label: string
}

/** Five stars, filled and outlined; one image to assistive technology, named by `label`. */
export function StarRating({ rating, label }: StarRatingProps) {
  return (
    <div role="img" aria-label={label} className="flex items-center gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i < rating ? 'h-5 w-5 fill-amber-400 text-amber-500' : 'h-5 w-5 fill-transparent text-slate-400 dark:text-slate-500'}
        />
      ))}
    </div>
  )
}
