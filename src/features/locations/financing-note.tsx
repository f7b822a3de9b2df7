import { BadgeDollarSign } from 'lucide-react'
import type { locationsFinancingNote } from '../../content/locations'

export function FinancingNote({ note }: { note: NonNullable<typeof locationsFinancingNote> }) {
  return (
    <aside
      aria-labelledby="financing-note-heading"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:flex-row sm:items-start dark:border-amber-400/30 dark:bg-amber-400/10">
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-slate-950">
        <BadgeDollarSign aria-hidden="true" className="h-6 w-6" />
      </span>
      <div>
        <h3 id="financing-note-heading" className="text-lg font-semibold text-slate-900 dark:text-amber-100">
          {note.heading}
        </h3>
        <p className="mt-1.5 text-pretty text-slate-700 dark:text-slate-200">{note.text}</p>
      </div>
    </aside>
  )
}
