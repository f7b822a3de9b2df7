import { ChevronDown } from 'lucide-react'

export interface FaqEntry {
  readonly question: string
  readonly answer: string
}

/**
 * Native disclosures: each question is a <summary>, so it is focusable and toggles with Enter
 * or Space without any script, and the answers are in the prerendered HTML for search engines.
 */
export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none dark:text-brand-400"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-600 sm:px-6 dark:text-slate-300">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
