import { caseStudyDetailCopy, type CaseStudyResults as Results } from '../../content/case-studies'
import { BulletList } from './bullet-list'

/** Whether a study has anything to show under its results: figures, outcomes in words or a follow-up. */
export function hasResults(results: Results): boolean {
  return results.stats.length > 0 || results.highlights.length > 0 || (results.followUp?.length ?? 0) > 0
}

/** 'Measurable Results': the stat tiles the study has (none are invented), the extra results list and, where present, the follow-up. */
export function CaseStudyResults({ results }: { results: Results }) {
  const copy = caseStudyDetailCopy
  const { followUp } = results
  const hasHighlights = results.highlights.length > 0
  return (
    <>
      {results.stats.length > 0 && (
        <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="stat-tiles">
          {results.stats.map((stat) => (
            <li
              key={stat.label}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
              <p className="text-3xl font-extrabold tracking-tight text-balance text-brand-700 sm:text-4xl dark:text-brand-300">
                {stat.value}
              </p>
              <p className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-300">{stat.label}</p>
            </li>
          ))}
        </ul>
      )}
      <div className={`mt-12 grid gap-10 ${hasHighlights && followUp && followUp.length > 0 ? 'lg:grid-cols-2' : ''}`}>
        {hasHighlights && (
          <div>
            <h3 className="text-xl font-semibold">{copy.additionalResultsHeading}</h3>
            <BulletList items={results.highlights} />
          </div>
        )}
        {followUp && followUp.length > 0 && (
          <div>
            <h3 className="text-xl font-semibold">{copy.followUpHeading}</h3>
            <BulletList items={followUp} />
          </div>
        )}
      </div>
    </>
  )
}
