import { expectedRoutes } from '../../support/expected-routes'
import type { PageOptions } from './browser'

/**
 * The one place that says what the whole-site test (all-routes.test.ts) covers: which pages it
 * opens in Chromium, which it audits with axe at rest, and in which looks (docs/decisions/0049).
 *
 * Two looks suffice for a page at rest because they cover every input axe's rules read: the
 * theme is the only input of colour contrast, and the screen size decides what is shown, hidden
 * and laid out. Light at desktop size and dark at phone size hold both themes and both sizes.
 * A page file therefore audits only states this test cannot reach (a dialog, menu, tooltip or
 * form open, the page scrolled, an error shown), in one look unless the state differs by size
 * or theme. Two pages keep all four looks at rest in their own files instead: home (the page most
 * visitors see, with the most artwork over colour, home.test.ts) and not-found (a layout no other
 * page shares, layout.test.ts).
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

/** Pages audited at rest in all four looks by their own file, not by all-routes.test.ts. */
export const auditedInEveryLookElsewhere: readonly string[] = ['/']

export const axePaths: readonly string[] = [
  ...sitePaths.filter((path) => !cityPath.test(path) && !auditedInEveryLookElsewhere.includes(path)),
  ...sitePaths.filter((path) => cityPath.test(path)).filter((_, i) => i % 37 === 0),
]

/** The looks every page in `axePaths` is audited in at rest: both themes, and both sizes between them. */
export const auditedLooks: readonly Required<Pick<PageOptions, 'viewport' | 'colorScheme'>>[] = [
  { viewport: 'desktop', colorScheme: 'light' },
  { viewport: 'phone', colorScheme: 'dark' },
]
