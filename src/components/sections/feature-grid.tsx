import type { IconName } from '../../content/icon-name'
import { Icon } from '../ui/icon'

export interface Feature {
  readonly icon: IconName
  readonly title: string
  readonly description: string
}

/**
 * Cards of icon, title and text; headings are h3 under the section's h2. On a phone the icon sits
 * beside the words, so six reasons do not take six screens.
 */
export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={`mt-8 grid gap-3 sm:mt-10 sm:gap-6 ${grid}`}>
      {features.map((feature) => (
        <li
          key={feature.title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:h-12 sm:w-12 dark:bg-brand-900/40 dark:text-brand-300">
            <Icon name={feature.icon} />
          </span>
          <div className="min-w-0">
            <h3 className="text-base font-semibold sm:mt-4 sm:text-lg">{feature.title}</h3>
            <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base dark:text-slate-300">{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
