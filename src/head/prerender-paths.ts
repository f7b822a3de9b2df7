import { caseStudySlugs } from '../content/case-studies'
import { hasCaseStudies } from '../content/owner/owner-data'
import { allCityPlaces } from '../content/regions'
import { serviceSlugs } from '../content/services'

const staticPaths = [
  '/',
  '/services',
  '/solutions',
  '/solutions/security-insights',
  '/about',
  '/products',
  '/all-services',
  '/locations',
  '/privacy-policy',
  '/terms-of-service',
] as const

/**
 * Every route the static build writes as HTML and lists in the sitemap: the fixed pages, the
 * services, the case studies, and every city and area of the region dialogs with each service.
 */
export function prerenderPaths(): readonly string[] {
  return [
    ...staticPaths,
    // With no story in owner/case-studies there is no index page either.
    ...(hasCaseStudies ? ['/case-studies'] : []),
    ...serviceSlugs.map((slug) => `/services/${slug}`),
    ...caseStudySlugs.map((slug) => `/case-studies/${slug}`),
    ...allCityPlaces().flatMap((place) => serviceSlugs.map((slug) => `${place}/${slug}`)),
  ]
}
