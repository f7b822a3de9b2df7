import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/sections/page-hero'
import { securityInsightsArticle as article, securityInsightsMeta } from '../../content/security-insights'
import { ArticleBody } from '../../features/insights/article-body'
import { BackToSolutionsLink } from '../../features/insights/back-to-solutions-link'
import { ComingSoonTeasers } from '../../features/insights/coming-soon-teasers'
import { QuoteCtaBanner } from '../../quote/ui/quote-cta-banner'
import { pageHead } from '../../head/page-head'
import { useHydratedMarker } from '../../features/layout'

export const Route = createFileRoute('/solutions/security-insights')({
  loader: () => ({ meta: securityInsightsMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: SecurityInsightsPage,
})

function SecurityInsightsPage() {
  useHydratedMarker()
  const { hero, closing } = article
  return (
    <>
      <article>
        <PageHero
          before={<BackToSolutionsLink text={hero.backLinkText} to={hero.backLinkHref} />}
          eyebrow={hero.eyebrow}
          title={hero.heading}
          intro={hero.intro}
          image={article.image}
        />
        <ArticleBody article={article} />
      </article>
      <ComingSoonTeasers teasers={article.teasers} />
      <QuoteCtaBanner copy={closing} />
    </>
  )
}
