import { ExternalLink, Quote } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { StarRating } from '../../components/sections/star-rating'
import type { Testimonial, caseStudyTeaser, testimonialsSection } from '../../content/home'
import { CaseStudyTeaser } from './case-study-teaser'
import { TestimonialsCarousel } from './testimonials-carousel'

type Copy = typeof testimonialsSection

interface TestimonialsSectionProps {
  readonly copy: Copy
  readonly testimonials: readonly Testimonial[]
  /** A third customer's words beside the carousel, so three speak at first sight. */
  readonly featured?: Testimonial
  readonly teaser?: typeof caseStudyTeaser
}

/** The rating in stars and words, linked to where every review can be read. */
function RatingSummary({ copy, onDark = false }: { copy: Copy; onDark?: boolean }) {
  const { ratingSummary, ratingStars, source } = copy
  if (!ratingSummary && !source) return null
  return (
    <div className={onDark ? 'space-y-3' : 'mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2'}>
      {ratingSummary && ratingStars !== undefined && (
        <div
          className={`flex flex-wrap items-center gap-x-2.5 gap-y-1 font-semibold ${onDark ? 'text-white' : 'text-slate-900 dark:text-white'}`}>
          <StarRating rating={ratingStars} label={copy.rating(ratingStars, 5)} />
          <p>{ratingSummary}</p>
        </div>
      )}
      {source && (
        <a
          href={source.url}
          rel="noopener"
          className={`inline-flex items-center gap-1.5 rounded font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 ${
            onDark ? 'text-brand-200 focus-visible:outline-white' : 'text-brand-700 focus-visible:outline-brand-500 dark:text-brand-300'
          }`}>
          {copy.sourceLink(source.name)}
          <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
        </a>
      )}
    </div>
  )
}

/** The rating with its source over a third customer's words, beside the carousel. */
function FeaturedReview({ copy, testimonial }: { copy: Copy; testimonial: Testimonial }) {
  return (
    <div className="flex h-full flex-col rounded-2xl bg-navy-900 p-6 text-white shadow-sm sm:p-8 dark:bg-navy-950 dark:ring-1 dark:ring-slate-800">
      <RatingSummary copy={copy} onDark />
      <figure aria-label={copy.featuredLabel} className="relative mt-6 flex flex-1 flex-col border-t border-white/15 pt-6">
        <Quote aria-hidden="true" className="h-8 w-8 text-brand-300" />
        <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-slate-100">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6">
          <StarRating rating={testimonial.rating} label={copy.rating(testimonial.rating, 5)} />
          <span className="mt-2 block font-semibold text-white">{testimonial.name}</span>
          <span className="block text-sm text-slate-300">
            {testimonial.town} · {testimonial.service}
          </span>
        </figcaption>
      </figure>
    </div>
  )
}

/**
 * The home page's proof: the rating and where it comes from, three customers' words (one beside
 * the spec's two-at-a-time carousel) and one figure from a case study.
 */
export function TestimonialsSection({ copy, testimonials, featured, teaser }: TestimonialsSectionProps) {
  return (
    <Section tone="muted" labelledBy="home-testimonials-heading">
      <SectionHeading id="home-testimonials-heading" title={copy.heading} intro={copy.intro} />
      {!featured && <RatingSummary copy={copy} />}
      <div className={`mt-12 grid gap-6 ${featured ? 'lg:grid-cols-3' : ''}`}>
        {featured && <FeaturedReview copy={copy} testimonial={featured} />}
        <div className={featured ? 'lg:col-span-2' : ''}>
          <TestimonialsCarousel testimonials={testimonials} labels={copy} />
        </div>
      </div>
      {teaser && <CaseStudyTeaser teaser={teaser} />}
    </Section>
  )
}
