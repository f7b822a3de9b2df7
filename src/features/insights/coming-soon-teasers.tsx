import { Clock } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { Icon } from '../../components/ui/icon'
import type { SecurityInsightsArticle } from '../../content/security-insights'

/** Articles still being written: shown as plain cards, deliberately not links. */
export function ComingSoonTeasers({ teasers }: { teasers: SecurityInsightsArticle['teasers'] }) {
  return (
    <Section tone="muted" labelledBy="more-insights-heading">
      <SectionHeading id="more-insights-heading" title={teasers.heading} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {teasers.cards.map((card) => (
          <li
            key={card.title}
            data-testid="coming-soon-card"
            className="flex flex-col rounded-2xl border border-dashed border-slate-300 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
            <div className="flex items-start justify-between gap-4">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <Icon name={card.icon} />
              </span>
              <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                {card.status}
              </p>
            </div>
            <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-pretty text-slate-600 dark:text-slate-300">{card.summary}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
