import type { LegalSection } from '../../content/legal'
import { legalSectionId } from './legal-section-id'

export function LegalContents({ heading, sections }: { heading: string; sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-labelledby="legal-contents-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="legal-contents-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-7 text-slate-700 marker:text-slate-500 dark:text-slate-300 dark:marker:text-slate-400">
        {sections.map((section) => (
          <li key={section.heading} className="pl-1">
            <a
              href={`#${legalSectionId(section.heading)}`}
              className="rounded-sm text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
