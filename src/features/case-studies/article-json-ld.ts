import { canonicalUrl } from '../../app/page-head'
import { caseStudyPath, type CaseStudy } from '../../content/case-studies'
import { company } from '../../content/company'

/** The schema.org Article each case study card and page describes itself with. */
export interface ArticleJsonLd {
  readonly '@context': 'https://schema.org'
  readonly '@type': 'Article'
  readonly headline: string
  readonly image: string
  readonly description: string
  readonly url: string
  readonly mainEntityOfPage: { readonly '@type': 'WebPage'; readonly '@id': string }
  readonly publisher: { readonly '@type': 'Organization'; readonly name: string; readonly url: string }
}

export function caseStudyArticleJsonLd(study: CaseStudy, description = study.description): ArticleJsonLd {
  const url = canonicalUrl(caseStudyPath(study.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    image: canonicalUrl(study.image.src),
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: { '@type': 'Organization', name: company.name, url: canonicalUrl('/') },
  }
}

/**
 * JSON for an inline script element. Escaping `<` keeps a `</script>` inside the copy from
 * closing the element early; JSON parsers read `\u003c` back as `<`.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
