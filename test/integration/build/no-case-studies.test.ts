import { cp } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { isNotFound } from '@tanstack/react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as About from '../../../src/content/about'
import type * as Home from '../../../src/content/home'
import type * as Navigation from '../../../src/content/navigation'
import type * as NotFound from '../../../src/content/not-found'
import type * as PrerenderPaths from '../../../src/head/prerender-paths'
import type * as CaseStudiesRoute from '../../../src/routes/case-studies/index'
import type * as ServicePageLoader from '../../../src/content/service-page-loader'
import type * as Trust from '../../../src/content/trust'
import { viteOnACopy, type ViteOnACopy } from '../../support/vite-on-a-copy'

/**
 * An owner who deletes every story in owner/case-studies/, and the team and reviews: the site
 * loses the case-studies page and every link to it, the reviews and the team grid. Read through
 * the same plugin the build uses, from a copy of the sources (no full build: each costs a minute).
 */
const root = resolve(import.meta.dirname, '../../..')
let site: ViteOnACopy

const load = <T>(file: string) => site.load<T>(file)

beforeAll(async () => {
  site = await viteOnACopy(
    'no-case-studies-',
    async (dir) => {
      await cp(join(root, 'test/fixtures/renamed-business/owner'), join(dir, 'owner'), {
        recursive: true,
        filter: (source) => !source.includes('case-studies'),
      })
    },
    (source) => source.includes(join('owner', 'case-studies')),
  )
})

afterAll(() => site?.close())

describe('a site whose owner publishes no case studies, reviews or team', () => {
  it('prerenders no case-studies page and lists none in the sitemap', async () => {
    const { prerenderPaths } = await load<typeof PrerenderPaths>('/src/head/prerender-paths.ts')
    expect(prerenderPaths().filter((path) => path.startsWith('/case-studies'))).toEqual([])
    expect(prerenderPaths()).toContain('/about')
  })

  it('links to no case-studies page from the header or the not-found page', async () => {
    const { headerLinks } = await load<typeof Navigation>('/src/content/navigation.ts')
    const { notFoundPage } = await load<typeof NotFound>('/src/content/not-found.ts')
    expect(headerLinks.map((link) => link.to)).not.toContain('/case-studies')
    expect(headerLinks.map((link) => link.to)).toContain('/about')
    expect(notFoundPage.popularPages.map((page) => page.to)).not.toContain('/case-studies')
  })

  it('answers /case-studies with the not-found page', async () => {
    const { Route } = await load<typeof CaseStudiesRoute>('/src/routes/case-studies/index.tsx')
    let thrown: unknown
    try {
      await (Route.options.loader as () => unknown)()
    } catch (error) {
      thrown = error
    }
    expect(isNotFound(thrown)).toBe(true)
  })

  it('has no team members to show, and quotes only its own reviews', async () => {
    const { aboutPage } = await load<typeof About>('/src/content/about.ts')
    const { testimonials } = await load<typeof Home>('/src/content/home.ts')
    expect(aboutPage.team.members).toEqual([])
    expect(testimonials.map((review) => review.name)).toEqual(['Omar B.', 'Lena K.', 'Ruth P.'])
  })

  // Its owner/offers.yaml promises install times of its own; the second business of the build
  // tests promises none (honest-business.test.ts), so its own times are read here.
  it('states its own warranty and install times on the trust strip and the camera service page', async () => {
    const { trustPoints } = await load<typeof Trust>('/src/content/trust.ts')
    const { loadServicePage } = await load<typeof ServicePageLoader>('/src/content/service-page-loader.ts')
    expect(trustPoints.map((point) => point.title)).toEqual(
      expect.arrayContaining(['2-Year Workmanship Guarantee', 'Most Homes in an Afternoon']),
    )
    expect(JSON.stringify(await loadServicePage('security-camera-installation'))).toContain(
      'residential installs in an afternoon, commercial installs 2 to 4 days',
    )
  })
})
