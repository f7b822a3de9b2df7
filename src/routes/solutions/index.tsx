import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { CallLink } from '../../components/sections/call-link'
import { PageHero } from '../../components/sections/page-hero'
import { solutionsPage } from '../../content/solutions'
import { QuoteButton } from '../../features/quote/quote-button'
import { InsightsTeaser } from '../../features/solutions/insights-teaser'
import { ScenarioGrid } from '../../features/solutions/scenario-grid'
import { QuoteCtaBanner } from '../../features/quote/quote-cta-banner'

export const Route = createFileRoute('/solutions/')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({ title: solutionsPage.title, description: solutionsPage.metaDescription, path: '/solutions' }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SolutionsPage,
})

function SolutionsPage() {
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
            <CallLink variant="onDark">{hero.callLinkText}</CallLink>
          </>
        }
      />
      <ScenarioGrid
        heading={solutionsPage.scenariosHeading}
        intro={solutionsPage.scenariosIntro}
        scenarios={solutionsPage.scenarios}
      />
      <InsightsTeaser teaser={solutionsPage.insightsTeaser} />
      <QuoteCtaBanner copy={cta} />
    </>
  )
}
