import { CheckCircle2 } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import type { ServiceHighlights as Highlights } from '../../content/services'

const headingId = 'highlights-heading'

/** 'process' reads as numbered steps (an <ol>, so order is announced); 'why-choose-us' as reasons. */
export function ServiceHighlights({ highlights }: { highlights: Highlights }) {
  return (
    <Section tone="muted" labelledBy={headingId}>
      <SectionHeading id={headingId} title={highlights.heading} intro={highlights.intro} />
      {highlights.kind === 'process' ? <ProcessSteps items={highlights.items} /> : <Reasons items={highlights.items} />}
    </Section>
  )
}

function ProcessSteps({ items }: { items: Highlights['items'] }) {
  return (
    <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li
          key={item.title}
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <span
            aria-hidden="true"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white dark:bg-brand-500 dark:text-slate-950">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{item.description}</p>
        </li>
      ))}
    </ol>
  )
}

function Reasons({ items }: { items: Highlights['items'] }) {
  return (
    <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-600 dark:text-brand-400" />
          <div>
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
