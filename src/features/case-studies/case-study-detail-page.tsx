import type { ReactNode } from 'react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { caseStudyDetailCopy, type CaseStudy } from '../../content/case-studies'
import { caseStudyArticleJsonLd } from './article-json-ld'
import { BulletList } from './bullet-list'
import { CaseStudyHero } from './case-study-hero'
import { CaseStudyResults } from './case-study-results'
import { JsonLdScript } from './json-ld-script'
import { QuoteCtaBanner } from '../quote/quote-cta-banner'

interface DetailSectionProps {
  readonly id: string
  readonly title: string
  readonly intro?: ReactNode
  readonly tone?: 'plain' | 'muted'
  /** Prose sections keep a readable line length; grids use the page width. */
  readonly width?: 'prose' | 'wide'
  readonly children: ReactNode
}

function DetailSection({ id, title, intro, tone = 'plain', width = 'prose', children }: DetailSectionProps) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="mx-auto max-w-5xl">
        <SectionHeading id={id} title={title} intro={intro} align="left" />
        <div className={width === 'prose' ? 'max-w-4xl' : undefined}>{children}</div>
      </div>
    </Section>
  )
}

function AtAGlance({ study }: { study: CaseStudy }) {
  const { glance } = caseStudyDetailCopy
  const facts = [
    { label: glance.industryLabel, value: study.industry },
    { label: glance.scopeLabel, value: study.scope.detail },
  ]
  return (
    <section aria-label={glance.label} className="border-b border-slate-200 px-4 py-6 sm:px-6 dark:border-slate-800">
      <dl className="mx-auto flex max-w-5xl flex-wrap gap-x-12 gap-y-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              {fact.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A case study page: hero, overview, challenge, solution, results, applications, technology, closing. */
export function CaseStudyDetailPage({ study }: { study: CaseStudy }) {
  const copy = caseStudyDetailCopy
  const { closing } = copy
  return (
    // The fixed header is transparent over the top padding until the page scrolls, so the padding
    // shares the hero's dark ground and the header's light text stays readable.
    <div className="bg-navy-950 pt-24">
      <CaseStudyHero study={study} />
      <div className="bg-white dark:bg-slate-950">
        <AtAGlance study={study} />

        <DetailSection id="challenge" title={copy.challengeHeading}>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
            {study.challenge.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </DetailSection>

        <DetailSection id="solution" title={copy.solutionHeading} intro={study.solution.intro} tone="muted">
          <BulletList items={study.solution.bullets} />
        </DetailSection>

        <DetailSection id="implementation" title={copy.implementationHeading}>
          <BulletList items={study.implementation} />
        </DetailSection>

        <DetailSection id="results" title={copy.resultsHeading} intro={copy.resultsIntro} tone="muted" width="wide">
          <CaseStudyResults results={study.results} />
        </DetailSection>

        <DetailSection id="applications" title={copy.applicationsHeading} width="wide">
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="applications">
            {study.applications.map((application) => (
              <li
                key={application.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <h3 className="text-lg font-semibold">{application.title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{application.description}</p>
              </li>
            ))}
          </ul>
        </DetailSection>

        <DetailSection id="technology" title={copy.technologyHeading} tone="muted" width="wide">
          <BulletList items={study.technology} columns={2} />
        </DetailSection>

        <QuoteCtaBanner copy={closing} />
      </div>
      <JsonLdScript data={caseStudyArticleJsonLd(study, study.metaDescription)} />
    </div>
  )
}
