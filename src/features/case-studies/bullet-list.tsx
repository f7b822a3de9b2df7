import { CheckCircle2 } from 'lucide-react'

interface BulletListProps {
  readonly items: readonly string[]
  /** Two columns from medium screens up, for short items. */
  readonly columns?: 1 | 2
}

/** A list with check marks, used by every bulleted section of a case study. */
export function BulletList({ items, columns = 1 }: BulletListProps) {
  return (
    <ul className={`mt-6 grid gap-4 ${columns === 2 ? 'md:grid-cols-2 md:gap-x-8' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-base leading-relaxed text-slate-700 dark:text-slate-200">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
