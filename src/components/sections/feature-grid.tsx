import type { IconName } from '../../content/icon-name'
import { Icon } from '../ui/icon'

export interface Feature {
  readonly icon: IconName
  readonly title: string
  readonly description: string
}

/** Cards of icon, title and text; headings are h3 under the section's h2. */
export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={`mt-10 grid gap-6 ${grid}`}>
      {features.map((feature) => (
        <li
          key={feature.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
            <Icon name={feature.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{feature.description}</p>
        </li>
      ))}
    </ul>
  )
}
