import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { buttonClass } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { serializeJsonLd } from '../../head/json-ld'
import { caseStudyArticle } from '../../head/structured-data'
import { caseStudyIndex, caseStudyPath, type CaseStudyCard as Card } from '../../content/case-studies'
import { ContentImage } from '../../components/ui/content-image'

interface CaseStudyCardProps {
  readonly study: Card
  /** Only the first card can be on screen when the page opens; the rest load as they near. */
  readonly eager?: boolean
}

/** One entry of the index: an 800 by 350 image area with the headline figure, title, three lines of text and a link. */
export function CaseStudyCard({ study, eager = false }: CaseStudyCardProps) {
  const titleId = `case-study-${study.slug}`
  const { headline } = study
  return (
    <article
      aria-labelledby={titleId}
      // A ring instead of a border keeps the image area exactly 800 px wide at full width.
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg motion-reduce:transition-none dark:bg-slate-900 dark:ring-slate-800">
      <div className="relative aspect-[800/350] w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
        <ContentImage image={study.image} loading={eager ? 'priority' : 'lazy'} className="h-full w-full object-cover" />
        {/* The study's headline figure, read first by the eye and by a screen reader after the title; a study without figures has none. */}
        {headline && (
          <p className="absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] items-baseline gap-2 rounded-xl bg-navy-950/90 px-3.5 py-2 text-white shadow-lg ring-1 ring-white/10 sm:bottom-4 sm:left-4">
            <span className="text-2xl font-extrabold tracking-tight text-amber-300 sm:text-3xl">{headline.value}</span>
            <span className="text-sm leading-tight font-medium text-slate-100">{headline.label}</span>
          </p>
        )}
      </div>
      <div className="p-6 sm:p-8">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-brand-700 dark:text-brand-300">
          <span className="inline-flex items-center gap-1.5">
            <Icon name={study.icon} className="h-4 w-4" />
            {study.industry}
          </span>
          <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
            •
          </span>
          <span className="text-slate-600 dark:text-slate-300">{study.scope.listing}</span>
        </p>
        <h2 id={titleId} className="mt-3 text-2xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
          {study.title}
        </h2>
        <p className="mt-3 line-clamp-3 text-base leading-relaxed text-slate-600 dark:text-slate-300">{study.description}</p>
        <Link
          to="/case-studies/$slug"
          params={{ slug: study.slug }}
          // Eleven links read 'Read More'; the name adds which study, starting with the visible words.
          aria-label={`${caseStudyIndex.readMoreText}: ${study.title}`}
          className={buttonClass('primary', 'md', 'mt-6')}>
          {caseStudyIndex.readMoreText}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(
            caseStudyArticle({
              headline: study.title,
              description: study.description,
              path: caseStudyPath(study.slug),
              imageSrc: study.image.src,
            }),
          ),
        }}
      />
    </article>
  )
}
