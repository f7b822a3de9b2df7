import { BadgeDollarSign } from 'lucide-react'
import { regionsCopy } from '../../content/regions'

interface FinancingBadgeProps {
  /** In a legend the words beside the badge explain it, so the badge itself stays silent. */
  readonly decorative?: boolean
}

/** The special-financing marker: an icon and a word, so it never relies on colour alone. */
export function FinancingBadge({ decorative = false }: FinancingBadgeProps) {
  return (
    <span
      data-financing-marker=""
      aria-hidden={decorative ? true : undefined}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40">
      <BadgeDollarSign aria-hidden="true" className="h-3.5 w-3.5" />
      <span aria-hidden="true">{regionsCopy.markerText}</span>
      {!decorative && <span className="sr-only">{regionsCopy.markerLabel}</span>}
    </span>
  )
}

/** Explains the marker wherever markers appear. */
export function FinancingLegend({ className = '' }: { className?: string }) {
  return (
    <p className={`flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300 ${className}`}>
      <FinancingBadge decorative />
      <span>{regionsCopy.legend}</span>
    </p>
  )
}
