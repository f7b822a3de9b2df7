import type { AboutStat } from '../../content/about'

/** Key figures as a description list: the figure is the term's value, the label names it. */
export function StatTiles({ stats }: { stats: readonly AboutStat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <dt className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-300">{stat.label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
