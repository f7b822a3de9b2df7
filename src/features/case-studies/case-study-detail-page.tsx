import type { ReactNode } from 'react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { caseStudyDetailCopy, type CaseStudy } from '../../content/case-studies'
import { BulletList } from './bullet-list'
import { CaseStudyHero } from './case-study-hero'
import { CaseStudyResults, hasResults } from './case-study-results'
import { QuoteButton, QuoteCtaBanner } from '../../quote/ui'
import { JumpLinkNav } from '../../components/sections/jump-link-nav'
import { TrustStrip } from '../../components/sections/trust-strip'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

interface StorySectionProps {
  readonly id: string
  readonly title: string
  readonly intro?: ReactNode
  readonly children: ReactNode
}

/** A part of the story in the reading column: a heading and a readable measure. */
function StorySection({ id, title, intro, children }: StorySectionProps) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <SectionHeading id={id} title={title} intro={intro} align="left" />
      {/* 60 to 70 characters a line: in the full-width column, 65ch of this face at text-lg ran to 761 px. */}
      <div className="max-w-2xl">{children}</div>
    </section>
  )
}

interface WideSectionProps {
  readonly id: string
  readonly title: string
  readonly tone?: 'plain' | 'muted'
  readonly children: ReactNode
}

function WideSection({ id, title, tone = 'plain', children }: WideSectionProps) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} title={title} align="left" />
      {children}
    </Section>
  )
}

/**
 * Beside the challenge on a wide screen, above it on a phone: who the work was for, how big it
 * was, what was installed, the page's parts and the consultation button. The card runs the
 * challenge's whole length and the rest of the story runs full width below both, so in a
 * full-page view or a print the column never stands empty. The figures stay in Measurable
 * Results, so the page states each of them once.
 */
function AtAGlance({ study }: { study: CaseStudy }) {
  const { glance } = caseStudyDetailCopy
  const facts = [
    { label: glance.clientLabel, value: study.client, wide: true },
    { label: glance.industryLabel, value: study.industry, wide: false },
    { label: glance.scopeLabel, value: study.scope.detail, wide: false },
  ]
  return (
    <aside
      aria-label={glance.label}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className={fact.wide ? 'xl:col-span-2' : ''}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{glance.installedLabel}</h2>
      <ul className="mt-3 space-y-2">
        {study.installed.map((item) => (
          <li key={item} className="flex gap-2 text-sm leading-snug text-slate-700 dark:text-slate-200">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-300" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-6 hidden border-t border-slate-200 pt-5 lg:block dark:border-slate-800">
        <JumpLinkNav heading={glance.partsLabel} links={storyPartsOf(study)} plain />
      </div>
      <QuoteButton variant="accent" size="md" className="mt-6 w-full lg:mt-auto" />
    </aside>
  )
}

/** "Measurable Results" only where the owner measured figures (nothing to invent); none without any results. */
function resultsHeadingOf(study: CaseStudy): string | undefined {
  if (study.results.stats.length > 0) return caseStudyDetailCopy.resultsHeading
  return hasResults(study.results) ? caseStudyDetailCopy.outcomesHeading : undefined
}

/** The jump links beside the story, in the page's order. */
function storyPartsOf(study: CaseStudy): readonly { readonly id: string; readonly label: string }[] {
  const copy = caseStudyDetailCopy
  const resultsHeading = resultsHeadingOf(study)
  return [
    { id: 'challenge', label: copy.challengeHeading },
    { id: 'solution', label: copy.solutionHeading },
    { id: 'implementation', label: copy.implementationHeading },
    ...(resultsHeading ? [{ id: 'results', label: resultsHeading }] : []),
    { id: 'applications', label: copy.applicationsHeading },
    { id: 'technology', label: copy.technologyHeading },
  ]
}

export function CaseStudyDetailPage({ study }: { study: CaseStudy }) {
  useHydratedMarker()
  const copy = caseStudyDetailCopy
  const resultsHeading = resultsHeadingOf(study)
  return (
    // The fixed header is transparent over the top padding until the page scrolls, so the padding
    // shares the hero's dark ground and the header's light text stays readable.
    <div className="bg-navy-950 pt-24">
      <CaseStudyHero study={study} />
      <TrustStrip />
      <div className="bg-white dark:bg-slate-950">
        <div className="px-4 py-14 sm:px-6 sm:py-16">
          {/* The challenge beside the facts, in a readable measure; the rest of the story full width below. */}
          <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 xl:grid-cols-[minmax(0,42rem)_minmax(0,1fr)]">
            <div className="lg:order-last">
              <AtAGlance study={study} />
            </div>
            <StorySection id="challenge" title={copy.challengeHeading}>
              <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
                {study.challenge.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </StorySection>
          </div>
          <div className="mx-auto mt-16 grid max-w-7xl gap-16 lg:grid-cols-2 lg:gap-14">
            <StorySection id="solution" title={copy.solutionHeading} intro={study.solution.intro}>
              <BulletList items={study.solution.bullets} />
            </StorySection>
            <StorySection id="implementation" title={copy.implementationHeading}>
              <BulletList items={study.implementation} />
            </StorySection>
          </div>
        </div>

        {resultsHeading && (
          <WideSection id="results" title={resultsHeading} tone="muted">
            {study.results.stats.length > 0 && (
              <p className="mt-4 max-w-prose text-lg text-slate-600 dark:text-slate-300">{copy.resultsIntro}</p>
            )}
            <CaseStudyResults results={study.results} />
          </WideSection>
        )}

        <WideSection id="applications" title={copy.applicationsHeading}>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="applications">
            {study.applications.map((application) => (
              <li
                key={application.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <h3 className="text-lg font-semibold">{application.title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{application.description}</p>
              </li>
            ))}
          </ul>
        </WideSection>

        <WideSection id="technology" title={copy.technologyHeading} tone="muted">
          <BulletList items={study.technology} columns={2} />
        </WideSection>

        <QuoteCtaBanner copy={copy.closing} />
      </div>
    </div>
  )
}
