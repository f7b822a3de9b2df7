import type { Article, BreadcrumbList, LocalBusiness, Place, Service, WithContext } from 'schema-dts'
import { absoluteUrl, siteUrl } from '../config/site-url'
import { company, ownerProfile, weekDayNames } from '../content/company'
import type { PageMeta } from '../content/page-meta'
import type { OwnerProfile } from '../content/owner-profile-schema'
import { publishedPictureSrc } from '../content/owner-photos'

/**
 * The schema.org data each page carries for search engines, typed by schema-dts. A page's blocks
 * are part of its route's head() (src/head/page-head.ts), so the prerendered HTML holds them and
 * client-side navigation swaps them with the page; the case-study cards add their own Article blocks.
 */

/** Every block refers to the business by this id instead of repeating it. */
export const businessId = `${siteUrl}/#business`

/**
 * The area as the owner words it (its sentence form, else its name) with their description: a
 * two-town installer is not "Florida", so the states never stand in for the area.
 */
export function areaServedOf(area: OwnerProfile['serviceArea']): Place {
  return { '@type': 'Place', name: area.inSentences ?? area.name, description: area.description }
}

const region: Place = areaServedOf(ownerProfile.serviceArea)

/** The business from the owner's profile: contact, address, hours, area, licenses, profiles and, only when given, its rating. */
export function localBusiness(): WithContext<LocalBusiness> {
  const { rating } = company
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId,
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl('/'),
    telephone: company.phoneHref.replace(/^tel:/, ''),
    email: company.email,
    foundingDate: String(company.foundedYear),
    logo: absoluteUrl(company.logoPath ?? '/favicon.svg'),
    image: absoluteUrl(publishedPictureSrc('/images/hero/slide-1.svg')),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.town,
      addressRegion: company.address.stateAbbr,
      postalCode: company.address.postalCode,
      addressCountry: 'US',
    },
    areaServed: region,
    ...(company.openingHours.length
      ? {
          openingHoursSpecification: company.openingHours.map((hours) => ({
            '@type': 'OpeningHoursSpecification' as const,
            dayOfWeek: hours.days.map((day) => weekDayNames[day]),
            opens: hours.opens,
            closes: hours.closes,
          })),
        }
      : {}),
    ...(company.licenses.length
      ? {
          hasCredential: company.licenses.map((license) => ({
            '@type': 'EducationalOccupationalCredential' as const,
            credentialCategory: 'license',
            name: `${license.authority} license ${license.number}`,
            recognizedBy: { '@type': 'Organization' as const, name: license.authority },
          })),
        }
      : {}),
    ...(company.social.length ? { sameAs: company.social.map((profile) => profile.url) } : {}),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

function service(meta: PageMeta, topic: Extract<PageMeta['topic'], { kind: 'service' }>): WithContext<Service> {
  const areaServed: Place = topic.place
    ? { '@type': 'City', name: topic.place.city, containedInPlace: { '@type': 'State', name: topic.place.state } }
    : region
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
    image: absoluteUrl(publishedPictureSrc(study.imageSrc)),
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
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
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
