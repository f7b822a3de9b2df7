/**
 * Loads a case study's whole page. Kept apart from case-studies.ts, which the index loads for the
 * cards, so that only a study's own page lists its copy with its start-up code (`routeChunks` in
 * src/startup/deferred-start.ts lists what the route's code imports lazily from a file named after the
 * page's slug: here the owner's `owner/case-studies/<slug>.md`).
 */
import { caseStudySlugs, isCaseStudySlug, type CaseStudy } from './case-studies'

const caseStudyPages = import.meta.glob<{ readonly caseStudy: CaseStudy | undefined }>('../../owner/case-studies/*.md')

const pageOf = (slug: string) => caseStudyPages[`../../owner/case-studies/${slug}.md`]

/**
 * The whole study behind a slug, or undefined for a slug that names none. Each study is a chunk of
 * its own, named after its slug, which the build lists with the page's start-up code.
 */
export async function loadCaseStudy(slug: string): Promise<CaseStudy | undefined> {
  const page = isCaseStudySlug(slug) ? pageOf(slug) : undefined
  return page ? (await page()).caseStudy : undefined
}

/** Every study in listing order, for the checks that read them all. */
export async function loadCaseStudies(): Promise<CaseStudy[]> {
  const studies = await Promise.all(caseStudySlugs.map(loadCaseStudy))
  return studies.filter((study): study is CaseStudy => study !== undefined)
}
