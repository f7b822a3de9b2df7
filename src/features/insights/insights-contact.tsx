import { MessageSquare } from 'lucide-react'
import type { SecurityInsightsArticle } from '../../content/security-insights'
import { QuoteButton } from '../../quote/ui'

/** The mid-article nudge for readers who already know they want help choosing. */
export function InsightsContact({ contact }: { contact: SecurityInsightsArticle['contact'] }) {
  return (
    <aside
      aria-labelledby="insights-contact-heading"
      className="rounded-3xl bg-navy-900 p-6 text-white shadow-lg sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
      <div className="flex items-center gap-3">
        <MessageSquare aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-300" />
        <h2 id="insights-contact-heading" className="text-xl font-bold tracking-tight text-balance sm:text-2xl">
          {contact.heading}
        </h2>
      </div>
      <p className="mt-4 text-pretty text-slate-200">{contact.text}</p>
      <QuoteButton variant="accent" className="mt-6">
        {contact.buttonText}
      </QuoteButton>
    </aside>
  )
}
