/**
 * The case studies as the product specification lists them: id and slug, in listing order (the
 * home CCTV study first, then ids 1 to 10). Written out from the spec, not read from the content,
 * so the tests that use it can catch content that drifts from the spec.
 */
export const specCaseStudies = [
  [11, 'home-cctv-night-vision'],
  [1, 'city-wide-surveillance'],
  [2, 'retail-loss-prevention'],
  [3, 'k12-school-safety'],
  [4, 'industrial-quality-control'],
  [5, 'healthcare-facility-monitoring'],
  [6, 'sports-arena-crowd-management'],
  [7, 'financial-institution-security'],
  [8, 'smart-parking-solutions'],
  [9, 'logistics-inventory-tracking'],
  [10, 'casino-surveillance'],
] as const

export const specCaseStudySlugs = specCaseStudies.map(([, slug]) => slug)
