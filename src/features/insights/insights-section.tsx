import { Check } from 'lucide-react'
import { Icon } from '../../components/ui/icon'
import type { InsightsSection as InsightsSectionContent } from '../../content/security-insights'

/** One part of the article: icon, heading, paragraphs and the points worth remembering. */
export function InsightsSection({ section }: { section: InsightsSectionContent }) {
  const headingId = `${section.id}-heading`
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="flex items-center gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
          <Icon name={section.icon} />
        </span>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {section.heading}
        </h2>
      </div>
      <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-pretty">
            {paragraph}
          </p>
        ))}
      </div>
      {section.bullets && (
        <ul className="mt-6 space-y-3 rounded-2xl bg-slate-50 p-5 sm:p-6 dark:bg-slate-900">
          {section.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 text-slate-800 dark:text-slate-200">
              <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
