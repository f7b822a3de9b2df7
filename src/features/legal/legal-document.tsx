import { legalPageCopy, type LegalDocument as LegalDocumentContent } from '../../content/legal'
import { JumpLinkNav } from '../../components/sections/jump-link-nav'
import { legalSectionId } from './legal-section-id'

/** A policy as readable long-form text: intro, contents list, then numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <div className="px-4 py-14 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-prose">
        <p className="text-lg leading-8 text-pretty text-slate-700 dark:text-slate-300">{document.intro}</p>
        <div className="mt-10">
          <JumpLinkNav
            heading={legalPageCopy.contentsHeading}
            links={document.sections.map((section) => ({ id: legalSectionId(section.heading), label: section.heading }))}
            numbered
          />
        </div>
        <div className="mt-12 space-y-12">
          {document.sections.map((section, index) => {
            const id = legalSectionId(section.heading)
            return (
              <section key={id} aria-labelledby={id}>
                <h2 id={id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-balance">
                  <span className="mr-2 text-slate-500 dark:text-slate-400">{index + 1}.</span>
                  {section.heading}
                </h2>
                <div className="mt-4 space-y-4 leading-7 text-slate-700 dark:text-slate-300">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="text-pretty">
                      {paragraph}
                    </p>
                  ))}
                </div>
                {section.bullets && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600 dark:text-slate-300 dark:marker:text-brand-400">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })}
        </div>
      </div>
    </div>
  )
}
