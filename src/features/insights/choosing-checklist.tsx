import { CheckCircle2 } from 'lucide-react'
import type { SecurityInsightsArticle } from '../../content/security-insights'

export const checklistSectionId = 'checklist'

/** The five things to compare before buying, drawn as a ticked list. */
export function ChoosingChecklist({ checklist }: { checklist: SecurityInsightsArticle['checklist'] }) {
  return (
    <section
      id={checklistSectionId}
      aria-labelledby="checklist-heading"
      className="scroll-mt-24 rounded-3xl border-2 border-emerald-600/30 bg-emerald-50/60 p-6 sm:p-8 dark:border-emerald-400/30 dark:bg-emerald-950/30">
      <h2 id="checklist-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {checklist.heading}
      </h2>
      <p className="mt-4 text-lg text-pretty text-slate-700 dark:text-slate-300">{checklist.intro}</p>
      <ol className="mt-8 space-y-4">
        {checklist.items.map((item, index) => (
          <li
            key={item.id}
            data-testid="checklist-item"
            className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <CheckCircle2 aria-hidden="true" className="h-7 w-7 shrink-0 text-emerald-600 dark:text-emerald-400" />
            <div>
              <h3 className="text-lg font-semibold">
                <span className="mr-2 text-slate-500 dark:text-slate-400">{index + 1}.</span>
                {item.title}
              </h3>
              <p className="mt-1.5 text-pretty text-slate-700 dark:text-slate-300">{item.explanation}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
