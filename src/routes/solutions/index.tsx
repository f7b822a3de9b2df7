import { createFileRoute } from '@tanstack/react-router'
import { CallLink } from '../../components/sections/call-link'
import { PageHero } from '../../components/sections/page-hero'
import { solutionsMeta, solutionsPage } from '../../content/solutions'
import { QuoteButton } from '../../quote/ui/quote-button'
import { InsightsTeaser } from '../../features/solutions/insights-teaser'
import { ScenarioGrid } from '../../features/solutions/scenario-grid'
import { QuoteCtaBanner } from '../../quote/ui/quote-cta-banner'
import { pageHead } from '../../head/page-head'
import { useHydratedMarker } from '../../features/layout'

export const Route = createFileRoute('/solutions/')({
  loader: () => ({ meta: solutionsMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: SolutionsPage,
})

function SolutionsPage() {
  useHydratedMarker()
  const { hero, cta } = solutionsPage
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        intro={hero.intro}
        actions={
          <>
            <QuoteButton>{hero.quoteButtonText}</QuoteButton>
            <CallLink>{hero.callLinkText}</CallLink>
          </>
        }
      />
      <ScenarioGrid heading={solutionsPage.scenariosHeading} intro={solutionsPage.scenariosIntro} scenarios={solutionsPage.scenarios} />
      <InsightsTeaser teaser={solutionsPage.insightsTeaser} />
      <QuoteCtaBanner copy={cta} />
    </>
  )
}
