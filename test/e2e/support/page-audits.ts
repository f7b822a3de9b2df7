import type { PageOptions } from './browser'
import { site } from './site-modules'

/**
 * The one place that says what the whole-site test (all-routes.test.ts) covers: which pages it
 * opens in Chromium, which it audits with axe at rest, and in which looks (docs/decisions/0049,
 * 0055).
 *
 * Two looks suffice for a page at rest because they cover every input axe's rules read: the
 * theme is the only input of colour contrast, and the screen size decides what is shown, hidden
 * and laid out. Light at desktop size and dark at phone size hold both themes and both sizes.
 * A page file therefore audits only states this test cannot reach (a dialog, menu, tooltip or
 * form open, the page scrolled, an error shown), in one look unless the state differs by size
 * or theme. Two pages are audited at rest in these two looks by their own files instead, beside
 * states only they have: home (with a regions dialog open, home.test.ts) and not-found (with the
 * header's menus open, layout.test.ts). Both were audited in all four looks until the two of
 * every other page were shown to suffice (decision 0060).
 *
 * Each page is loaded once, in one of the two looks, checked and audited, then switched in place
 * to the other look and checked and audited again (decision 0055). The switch is the visitor's
 * own: the header's theme toggle sets the `dark` class and colour scheme every colour keys on,
 * exactly as the pre-paint script sets them for a page loaded in that theme (the test asserts
 * both after every load and switch), and the window is resized to the other size, after which the
 * page is laid out as one loaded at that size. So every audited page is still audited in both
 * themes and both sizes. What only a load shows (the prerendered h1, hydration without a console
 * error or warning) is seen in the look the page loads in; the pages alternate looks by their
 * place in `browserPaths`, so each shared template (service pages, case studies, city pages) is
 * loaded and hydrated at both sizes and in both themes, and the layout every page shares with
 * them.
 */

// The routes come from the route tree and the content, not from the list the build prerenders,
// so a page missing from that list fails there instead of silently going untested.
export const sitePaths: readonly string[] = site.expectedRoutes()

export const cityPath = /^\/[a-z]{2}\/[^/]+\/[^/]+$/

const cityPaths = sitePaths.filter((path) => cityPath.test(path))

// City pages share one template: every one is fetched and checked as HTML; a sample opens in the
// browser, and every third page of that sample is audited, so no city page loads for axe alone.
const openedCityPaths = cityPaths.filter((_, i) => i % 11 === 0)

export const browserPaths: readonly string[] = [...sitePaths.filter((path) => !cityPath.test(path)), ...openedCityPaths]

/** Pages audited at rest in the two looks by their own file, not by all-routes.test.ts. */
export const auditedInEveryLookElsewhere: readonly string[] = ['/']

/** The pages audited at rest: every page opened except those above, and a third of the opened city pages. */
export const axePaths: readonly string[] = [
  ...sitePaths.filter((path) => !cityPath.test(path) && !auditedInEveryLookElsewhere.includes(path)),
  ...openedCityPaths.filter((_, i) => i % 3 === 0),
]

export type Look = Required<Pick<PageOptions, 'viewport' | 'colorScheme'>>

/** The looks every page in `axePaths` is audited in at rest: both themes, and both sizes between them. */
export const auditedLooks: readonly Look[] = [
  { viewport: 'desktop', colorScheme: 'light' },
  { viewport: 'phone', colorScheme: 'dark' },
]

/** The look a page of `browserPaths` loads in, then the look it is switched to: alternating by its place. */
export function looksOf(path: string): readonly [loaded: Look, switched: Look] {
  const [first, second] = auditedLooks as [Look, Look]
  return browserPaths.indexOf(path) % 2 === 0 ? [first, second] : [second, first]
}
