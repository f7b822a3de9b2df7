import { caseStudies } from '../content/case-studies'
import { allCityLinks } from '../content/regions'
import { serviceSlugs } from '../content/services'

const staticPaths = [
  '/',
  '/services',
  '/solutions',
  '/solutions/security-insights',
  '/about',
  '/products',
  '/case-studies',
  '/all-services',
  '/locations',
  '/privacy-policy',
  '/terms-of-service',
] as const

/** Every route the static build writes as HTML, including every city link of the region dialogs. */
export function prerenderPaths(): readonly string[] {
  return [
    ...staticPaths,
    ...serviceSlugs.map((slug) => `/services/${slug}`),
    ...caseStudies.map((study) => `/case-studies/${study.slug}`),
    ...allCityLinks(),
  ]
}
