import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import type { Testimonial, testimonialsSection } from '../../content/home'
import { arrowKeyHandler, nextIndex, pairAt, pairCount, prevIndex } from './carousel-index'
import { TestimonialCard } from '../../components/sections/testimonial-card'

interface TestimonialsCarouselProps {
  readonly testimonials: readonly Testimonial[]
  readonly labels: Pick<typeof testimonialsSection, 'carouselLabel' | 'previous' | 'next' | 'dots' | 'goTo' | 'rating'>
}

const arrowClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'

/**
 * Reviews two at a time. It never moves by itself, so the pair on show is a polite live
 * region and a change made with the arrows or dots is read out.
 */
export function TestimonialsCarousel({ testimonials, labels }: TestimonialsCarouselProps) {
  const [pair, setPair] = useState(0)
  const pages = pairCount(testimonials.length)
  const shown = pairAt(testimonials, pair)

  const previous = () => setPair((current) => prevIndex(current, pages))
  const next = () => setPair((current) => nextIndex(current, pages))
  const onKeyDown = arrowKeyHandler(previous, next)

  return (
    <div role="region" aria-roledescription="carousel" aria-label={labels.carouselLabel} onKeyDown={onKeyDown}>
      <ul aria-live="polite" className="grid gap-6 md:grid-cols-2" data-testimonial-pair={pair}>
        {shown.map((testimonial, slot) => (
          <li key={`${pair}-${slot}`}>
            <TestimonialCard testimonial={testimonial} ratingLabel={labels.rating} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-8 flex items-center justify-center gap-3">
          <button type="button" className={arrowClass} aria-label={labels.previous} onClick={previous}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </button>
          <div role="group" aria-label={labels.dots} className="flex items-center">
            {Array.from({ length: pages }, (_, page) => {
              const current = page === pair
              return (
                <button
                  key={page}
                  type="button"
                  aria-label={labels.goTo(page + 1, pages)}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => setPair(page)}
                  className="group inline-flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500">
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                      current
                        ? 'w-7 bg-brand-600 dark:bg-brand-400'
                        : 'w-2.5 bg-slate-500 group-hover:bg-slate-700 dark:bg-slate-400 dark:group-hover:bg-slate-200'
                    }`}
                  />
                </button>
              )
            })}
          </div>
          <button type="button" className={arrowClass} aria-label={labels.next} onClick={next}>
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      )}
    </div>
  )
}
