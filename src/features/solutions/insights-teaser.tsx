import { Link } from '@tanstack/react-router'
import { ArrowRight, BookOpen } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { buttonClass } from '../../components/ui/button-styles'
import type { SolutionsPage } from '../../content/solutions'

/** Points readers who are still deciding to the article on what home cameras are worth. */
export function InsightsTeaser({ teaser }: { teaser: SolutionsPage['insightsTeaser'] }) {
  return (
    <Section tone="muted" labelledBy="insights-teaser-heading">
      <div className="flex flex-col gap-8 rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10 lg:flex-row lg:items-center lg:justify-between dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950">
            <BookOpen aria-hidden="true" className="h-7 w-7" />
          </span>
          <div className="max-w-2xl">
            <h2 id="insights-teaser-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {teaser.heading}
            </h2>
            <p className="mt-3 text-lg text-pretty text-slate-600 dark:text-slate-300">{teaser.text}</p>
          </div>
        </div>
        <Link to={teaser.href} className={buttonClass('primary', 'lg', 'shrink-0 self-start lg:self-center')}>
          {teaser.linkText}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Section>
  )
}
