import { Quote } from 'lucide-react'
import type { Testimonial } from '../../content/home'
import { StarRating } from './star-rating'

interface TestimonialCardProps {
  readonly testimonial: Testimonial
  readonly ratingLabel: (stars: number, outOf: number) => string
}

export function TestimonialCard({ testimonial, ratingLabel }: TestimonialCardProps) {
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <Quote aria-hidden="true" className="absolute top-6 right-6 h-8 w-8 text-brand-100 dark:text-brand-900" />
      <StarRating rating={testimonial.rating} label={ratingLabel(testimonial.rating, 5)} />
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
        <span className="block font-semibold text-slate-900 dark:text-white">{testimonial.name}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {testimonial.town} · {testimonial.service}
        </span>
      </figcaption>
    </figure>
  )
}
