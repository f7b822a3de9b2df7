import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../src/app/create-app-router'
import type { SubmitQuote } from '../../src/quote/domain/submit-quote'
import { caseStudySlugs } from '../../src/content/case-studies'
import { serviceStates } from '../../src/content/regions'
import { serviceSlugs } from '../../src/content/services'

const neverSubmits: SubmitQuote = async () => ({ kind: 'unexpected-error', error: 'not in these tests' })

/** Every route pattern the router knows, read from the route tree itself: '/about', '/case-studies/$slug', … */
export function routePatterns(): string[] {
  const router = createAppRouter({ submitQuote: neverSubmits, history: createMemoryHistory(), isServer: true })
  return Object.values(router.routesById)
    .map((route) => route.fullPath)
    .filter((path, i, all) => all.indexOf(path) === i)
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
}

/** The place part (`/nc/charlotte`) of every city and area the region dialogs list, read from the region data. */
function servedPlaces(): string[] {
  const links = serviceStates.flatMap((state) =>
    state.cities.flatMap((city) => [city.link, ...(city.subdivisions ?? []).map((area) => area.link)]),
  )
  return [...new Set(links.map((link) => link.split('/').slice(0, 3).join('/')))]
}

/** How each parameterised route is filled from the content; a new parameter without an entry here fails the tests. */
const expansions: Record<string, () => string[]> = {
  '/case-studies/$slug': () => caseStudySlugs.map((slug) => `/case-studies/${slug}`),
  '/services/$serviceSlug': () => serviceSlugs.map((slug) => `/services/${slug}`),
  '/$state/$city/$service': () => servedPlaces().flatMap((place) => serviceSlugs.map((slug) => `${place}/${slug}`)),
}

/**
 * Every page the site should publish, derived from the route tree and the content on their own,
 * without asking the code that lists the pages to prerender.
 */
export function expectedRoutes(): string[] {
  return routePatterns().flatMap((pattern) => {
    if (!pattern.includes('$')) return [pattern]
    const expand = expansions[pattern]
    if (!expand) throw new Error(`No expansion for the route ${pattern}: add one to test/support/expected-routes.ts`)
    return expand()
  })
}
