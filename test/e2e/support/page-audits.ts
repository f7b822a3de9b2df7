import { expectedRoutes } from '../../support/expected-routes'
import type { PageOptions } from './browser'

/**
 * Which pages the whole-site test (all-routes.test.ts) opens in Chromium and audits with axe, and
 * in which looks. One axe pass costs more than the visit itself, so a page file leaves a page and
 * look audited there to it, and audits only the looks and states that test does not reach.
 */

// The routes come from the route tree and the content, not from the list the build prerenders,
// so a page missing from that list fails there instead of silently going untested.
export const sitePaths: readonly string[] = expectedRoutes()

export const cityPath = /^\/[a-z]{2}\/[^/]+\/[^/]+$/

// City pages share one template: every one is fetched and checked as HTML; a sample opens in the browser.
export const browserPaths: readonly string[] = [
  ...sitePaths.filter((path) => !cityPath.test(path)),
  ...sitePaths.filter((path) => cityPath.test(path)).filter((_, i) => i % 11 === 0),
]

export const axePaths: readonly string[] = [
  ...sitePaths.filter((path) => !cityPath.test(path)),
  ...sitePaths.filter((path) => cityPath.test(path)).filter((_, i) => i % 37 === 0),
]

/** The looks every page in `axePaths` is audited in: both themes, and both sizes between them. */
export const auditedLooks: readonly Required<Pick<PageOptions, 'viewport' | 'colorScheme'>>[] = [
  { viewport: 'desktop', colorScheme: 'light' },
  { viewport: 'phone', colorScheme: 'dark' },
]

/**
 * Whether all-routes.test.ts already audits `path`, freshly loaded and at rest, in this look (the
 * defaults of newPage: desktop, light, motion allowed). A state the page reaches only after a
 * click, a scroll or an open dialog is never covered there.
 */
export function auditedInAllRoutes(path: string, look: PageOptions = {}): boolean {
  const viewport = look.viewport ?? 'desktop'
  const colorScheme = look.colorScheme ?? 'light'
  if ((look.reducedMotion ?? 'no-preference') !== 'no-preference') return false
  return axePaths.includes(path) && auditedLooks.some((audited) => audited.viewport === viewport && audited.colorScheme === colorScheme)
}
