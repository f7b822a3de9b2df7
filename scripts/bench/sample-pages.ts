import { readOwnerContent } from '../../src/content/owner/read-owner-files'

// Scripts run without the build's owner-content plugin, so they read the owner's stories themselves.
const firstCaseStudy = readOwnerContent().caseStudies[0]?.slug

/**
 * One page of each kind the site has, for the scripts that measure or photograph "a page of
 * each kind": screenshots take them all, the benchmarks the kinds named below. One list, so a
 * benchmark and a screenshot of "the city page" are always the same page.
 */
export const samplePages = {
  home: '/',
  services: '/services',
  service: '/services/security-camera-installation',
  'all-services': '/all-services',
  products: '/products',
  solutions: '/solutions',
  article: '/solutions/security-insights',
  'case-studies': '/case-studies',
  'case-study': `/case-studies/${firstCaseStudy ?? 'none'}`,
  about: '/about',
  locations: '/locations',
  city: '/nc/charlotte/security-camera-installation',
  'city-area': '/nc/uptown-charlotte/access-control',
  privacy: '/privacy-policy',
  'not-found': '/no-such-page',
} as const

export type SamplePageKind = keyof typeof samplePages

/** The paths of the kinds given, in that order. */
export const samplePaths = (...kinds: readonly SamplePageKind[]): string[] => kinds.map((kind) => samplePages[kind])
