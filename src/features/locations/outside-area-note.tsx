import { Handshake } from 'lucide-react'
import type { coverage } from '../../content/locations'
import { QuoteButton } from '../../quote/ui'

interface OutsideAreaNoteProps {
  readonly note: NonNullable<(typeof coverage)['outsideArea']>
  readonly buttonText: string
}

/** Visitors outside the area are offered the owner's partner providers (only an owner with partners shows it). */
export function OutsideAreaNote({ note, buttonText }: OutsideAreaNoteProps) {
  return (
    <aside
      aria-labelledby="outside-area-heading"
      className="mt-10 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:flex-row md:items-center md:justify-between dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
          <Handshake aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="max-w-2xl">
          <h3 id="outside-area-heading" className="text-xl font-semibold">
            {note.heading}
          </h3>
          <p className="mt-2 text-pretty text-slate-600 dark:text-slate-300">{note.text}</p>
        </div>
      </div>
      <QuoteButton className="shrink-0 self-start md:self-center">{buttonText}</QuoteButton>
    </aside>
  )
}
