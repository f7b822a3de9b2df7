import { PageHero } from '../../components/sections/page-hero'
import { caseStudyCards, caseStudyIndex } from '../../content/case-studies'
import { QuoteButton, QuoteCtaBanner } from '../../quote/ui'
import { CaseStudyCard } from './case-study-card'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

export function CaseStudiesIndexPage() {
  useHydratedMarker()
  const { hero, closing } = caseStudyIndex
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        intro={hero.intro}
        actions={<QuoteButton variant="accent">{hero.buttonText}</QuoteButton>}
      />
      <section aria-label={caseStudyIndex.listLabel} className="px-4 py-16 sm:px-6 sm:py-20">
        <ul className="mx-auto flex max-w-[800px] flex-col gap-10">
          {caseStudyCards.map((study, index) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} eager={index === 0} />
            </li>
          ))}
        </ul>
      </section>
      <QuoteCtaBanner copy={closing} />
    </>
  )
}
