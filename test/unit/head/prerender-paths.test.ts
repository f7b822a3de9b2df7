import { describe, expect, it } from 'vitest'
import { prerenderPaths } from '../../../src/head/prerender-paths'
import { serviceSlugs } from '../../../src/content/services'
import { expectedRoutes, routePatterns } from '../../support/expected-routes'

const sorted = (list: readonly string[]) => [...list].sort()

describe('the pages the build prerenders', () => {
  it('are exactly the pages the route tree and the content describe, each once', () => {
    const paths = prerenderPaths()
    expect(new Set(paths).size).toBe(paths.length)
    expect(sorted(paths)).toEqual(sorted(expectedRoutes()))
  })

  it('cover every route pattern, including every listed city with each of the six services', () => {
    expect(routePatterns()).toContain('/$state/$city/$service')
    const cityPages = prerenderPaths().filter((path) => /^\/[a-z]{2}\/[^/]+\/[^/]+$/.test(path))
    const places = new Set(cityPages.map((path) => path.split('/').slice(0, 3).join('/')))
    expect(places.size).toBeGreaterThanOrEqual(44)
    expect(cityPages).toHaveLength(places.size * serviceSlugs.length)
    expect(prerenderPaths().length).toBeGreaterThanOrEqual(290)
  })
})
