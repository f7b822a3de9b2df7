import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { Icon } from '../../components/ui/icon'
import type { howItWorks as howItWorksCopy } from '../../content/locations'

/** The four steps from first call to after-install support, numbered in order. */
export function HowItWorks({ content }: { content: typeof howItWorksCopy }) {
  return (
    <Section labelledBy="how-it-works-heading">
      <SectionHeading id="how-it-works-heading" title={content.heading} />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-center justify-between">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
                <Icon name={step.icon} />
              </span>
              <span aria-hidden="true" className="text-4xl font-extrabold text-slate-500 dark:text-slate-400">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-pretty text-slate-600 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
