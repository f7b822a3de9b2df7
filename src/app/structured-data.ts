import type { Article, BreadcrumbList, LocalBusiness, Place, Service, WithContext } from 'schema-dts'
import { absoluteUrl, siteUrl } from '../config/site-url'
import { company } from '../content/company'
import type { PageMeta } from '../content/page-meta'

/**
 * The schema.org data each page carries for search engines, typed by schema-dts. The prerender
 * writes a page's blocks into its head (src/app/prerender-head.ts), so they never ship as
 * JavaScript; only the case-study cards' own Article blocks are rendered in the page body.
 */

/** Every block refers to the business by this id instead of repeating it. */
export const businessId = `${siteUrl}/#business`

const regions: Place[] = [
  { '@type': 'State', name: 'North Carolina' },
  { '@type': 'State', name: 'South Carolina' },
  { '@type': 'AdministrativeArea', name: 'North Georgia' },
]

/** The company: name, phone, e-mail, home town and the three regions it serves. The spec gives no opening hours, so none are claimed. */
export function localBusiness(): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId,
    name: company.name,
    url: absoluteUrl('/'),
    telephone: company.phoneHref.replace(/^tel:/, ''),
    email: company.email,
    foundingDate: String(company.foundedYear),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl('/images/hero/slide-1.svg'),
    address: {
      '@type': 'PostalAddress',
      addressLocality: company.headquarters.town,
      addressRegion: company.headquarters.stateAbbr,
      addressCountry: 'US',
    },
    areaServed: regions,
  }
}

function service(meta: PageMeta, topic: Extract<PageMeta['topic'], { kind: 'service' }>): WithContext<Service> {
  const areaServed: Place | Place[] = topic.place
    ? { '@type': 'City', name: topic.place.city, containedInPlace: { '@type': 'State', name: topic.place.state } }
    : regions
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: topic.place ? `${topic.serviceName} in ${topic.place.city}` : topic.serviceName,
    serviceType: topic.serviceName,
    description: topic.summary,
    url: absoluteUrl(meta.path),
    provider: { '@id': businessId },
    areaServed,
  }
}

function article(meta: PageMeta, headline: string, image: { src: string; width: number; height: number }): WithContext<Article> {
  const url = absoluteUrl(meta.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description: meta.description,
    image: { '@type': 'ImageObject', url: absoluteUrl(image.src), width: `${image.width}`, height: `${image.height}` },
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
  }
}

/** A case study as an Article: each card on the index embeds one, and the study's own page carries it too. */
export function caseStudyArticle(study: { headline: string; description: string; path: string; imageSrc: string }): WithContext<Article> {
  const url = absoluteUrl(study.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.headline,
    image: absoluteUrl(study.imageSrc),
    description: study.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
  }
}

function breadcrumbs(trail: NonNullable<PageMeta['breadcrumbs']>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  }
}

/** The page's own subject first (what a reader of the first block expects), then its breadcrumbs, then the business. */
export function structuredData(meta: PageMeta): WithContext<Article | BreadcrumbList | LocalBusiness | Service>[] {
  const blocks: WithContext<Article | BreadcrumbList | LocalBusiness | Service>[] = []
  const { topic } = meta
  if (topic.kind === 'service') blocks.push(service(meta, topic))
  if (topic.kind === 'article') blocks.push(article(meta, topic.headline, topic.image))
  if (topic.kind === 'case-study') {
    blocks.push(caseStudyArticle({ headline: topic.headline, description: meta.description, path: meta.path, imageSrc: topic.image.src }))
  }
  if (meta.breadcrumbs) blocks.push(breadcrumbs(meta.breadcrumbs))
  blocks.push(localBusiness())
  return blocks
}
