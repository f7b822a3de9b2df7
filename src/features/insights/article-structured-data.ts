import { company } from '../../content/company'
import type { SecurityInsightsArticle } from '../../content/security-insights'

const absolute = (path: string) => new URL(path, company.siteUrl).href

/** schema.org Article data, so search engines can show the article with its headline and image. */
export function articleStructuredData(article: SecurityInsightsArticle) {
  const url = absolute(article.path)
  const organization = { '@type': 'Organization', name: company.name, url: company.siteUrl } as const
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.metaDescription,
    image: {
      '@type': 'ImageObject',
      url: absolute(article.image.src),
      width: article.image.width,
      height: article.image.height,
    },
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: organization,
    publisher: organization,
  }
}

/**
 * JSON for an inline <script>: `<` is escaped so no string in the data can close the script
 * element early, and the two line separators JavaScript parsers once rejected are escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
