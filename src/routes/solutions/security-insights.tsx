import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { PageHero } from '../../components/sections/page-hero'
import { securityInsightsArticle as article } from '../../content/security-insights'
import { ArticleBody } from '../../features/insights/article-body'
import { articleStructuredData } from '../../features/insights/article-structured-data'
import { BackToSolutionsLink } from '../../features/insights/back-to-solutions-link'
import { ComingSoonTeasers } from '../../features/insights/coming-soon-teasers'
import { JsonLdScript } from '../../features/insights/json-ld-script'
import { QuoteCtaBanner } from '../../features/quote/quote-cta-banner'

export const Route = createFileRoute('/solutions/security-insights')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({ title: article.title, description: article.metaDescription, path: article.path }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SecurityInsightsPage,
})

function SecurityInsightsPage() {
  const { hero, closing } = article
  return (
    <>
      <JsonLdScript data={articleStructuredData(article)} />
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
