import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { buttonClass } from '../../components/ui/button-styles'
import { ContentImage } from '../../components/ui/content-image'
import type { caseStudyTeaser } from '../../content/home'

/**
 * One figure from the owner's own work under the reviews: what a customer says, then what a job
 * measured, with the way to the whole story. Below the first screen, so its picture waits.
 */
export function CaseStudyTeaser({ teaser }: { teaser: NonNullable<typeof caseStudyTeaser> }) {
  return (
    <article
      aria-labelledby="home-case-study-teaser"
      className="mt-12 grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:bg-slate-900 dark:ring-slate-800">
      <div className="relative aspect-[16/9] bg-slate-100 md:aspect-auto dark:bg-slate-800">
        <ContentImage
          image={teaser.image}
          loading="after-first-picture"
          sizes="(min-width: 768px) 40vw, 100vw"
          className="absolute inset-0 h-full w-full object-cover"
        />
      </div>
      <div className="p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {teaser.eyebrow} · {teaser.industry}
        </p>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-5xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300">{teaser.figure.value}</span>
          <span className="text-lg font-semibold text-slate-900 dark:text-white">{teaser.figure.label}</span>
        </p>
        <h3 id="home-case-study-teaser" className="mt-4 text-xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
          {teaser.title}
        </h3>
        <p className="mt-2 line-clamp-3 text-slate-600 dark:text-slate-300">{teaser.description}</p>
        <Link to="/case-studies/$slug" params={{ slug: teaser.slug }} className={buttonClass('primary', 'md', 'mt-6')}>
          {teaser.linkText}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  )
}
