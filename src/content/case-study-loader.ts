/**
 * Loads a case study's whole page. Kept apart from case-studies.ts, which the index loads for the
 * cards, so that only a study's own page lists its copy with its start-up code (`routeChunks` in
 * src/startup/deferred-start.ts lists what the route's code imports lazily from a file named after the
 * page's slug).
 */
import { caseStudySlugs, isCaseStudySlug, type CaseStudy, type CaseStudySlug } from './case-studies'

const caseStudyPages: { readonly [S in CaseStudySlug]: () => Promise<{ readonly caseStudy: CaseStudy }> } = {
  'home-cctv-night-vision': () => import('./case-study-pages/home-cctv-night-vision'),
  'city-wide-surveillance': () => import('./case-study-pages/city-wide-surveillance'),
  'retail-loss-prevention': () => import('./case-study-pages/retail-loss-prevention'),
  'k12-school-safety': () => import('./case-study-pages/k12-school-safety'),
  'industrial-quality-control': () => import('./case-study-pages/industrial-quality-control'),
  'healthcare-facility-monitoring': () => import('./case-study-pages/healthcare-facility-monitoring'),
  'sports-arena-crowd-management': () => import('./case-study-pages/sports-arena-crowd-management'),
  'financial-institution-security': () => import('./case-study-pages/financial-institution-security'),
  'smart-parking-solutions': () => import('./case-study-pages/smart-parking-solutions'),
  'logistics-inventory-tracking': () => import('./case-study-pages/logistics-inventory-tracking'),
  'casino-surveillance': () => import('./case-study-pages/casino-surveillance'),
}

/**
 * The whole study behind a slug, or undefined for a slug that names none. Each study is a chunk of
 * its own, named after its slug, which the build lists with the page's start-up code.
 */
export async function loadCaseStudy(slug: string): Promise<CaseStudy | undefined> {
  return isCaseStudySlug(slug) ? (await caseStudyPages[slug]()).caseStudy : undefined
}

/** Every study in listing order, for the checks that read them all. */
export function loadCaseStudies(): Promise<CaseStudy[]> {
  return Promise.all(caseStudySlugs.map(async (slug) => (await caseStudyPages[slug]()).caseStudy))
}
