import type { SolutionAudience } from '../../content/solutions'

/** One hue per audience so a visitor scanning the grid can pick out cards meant for them. */
const audienceTones: Record<SolutionAudience, string> = {
  Residential: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  Community: 'bg-violet-50 text-violet-800 ring-violet-600/25 dark:bg-violet-400/10 dark:text-violet-300 dark:ring-violet-400/30',
  Business: 'bg-brand-50 text-brand-800 ring-brand-600/25 dark:bg-brand-400/10 dark:text-brand-300 dark:ring-brand-400/30',
  Agricultural: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/30',
  Institutional: 'bg-rose-50 text-rose-800 ring-rose-600/25 dark:bg-rose-400/10 dark:text-rose-300 dark:ring-rose-400/30',
}

export function AudienceBadge({ audience, label }: { audience: SolutionAudience; label: string }) {
  return (
    <p className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${audienceTones[audience]}`}>
      <span className="sr-only">{label} </span>
      {audience}
    </p>
  )
}
