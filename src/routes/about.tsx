import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/sections/page-hero'
import { aboutMeta, aboutPage } from '../content/about'
import { StorySection } from '../features/about/story-section'
import { TeamGrid } from '../features/about/team-grid'
import { ValuesSection } from '../features/about/values-section'
import { QuoteCtaBanner } from '../quote/ui/quote-cta-banner'
import { pageHead } from '../head/page-head'
import { useHydratedMarker } from '../features/layout'

export const Route = createFileRoute('/about')({
  loader: () => ({ meta: aboutMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: AboutPage,
})

function AboutPage() {
  useHydratedMarker()
  const { hero, cta } = aboutPage
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.heading} intro={hero.intro} />
      <StorySection story={aboutPage.story} stats={aboutPage.stats} />
      {aboutPage.team.members.length > 0 && <TeamGrid team={aboutPage.team} />}
      <ValuesSection values={aboutPage.values} />
      <QuoteCtaBanner copy={cta} />
    </>
  )
}
