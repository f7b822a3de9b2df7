import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { isNotFound } from '@tanstack/react-router'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerContentPlugin } from '../../../scripts/owner-content-plugin'
import type * as About from '../../../src/content/about'
import type * as Home from '../../../src/content/home'
import type * as Navigation from '../../../src/content/navigation'
import type * as NotFound from '../../../src/content/not-found'
import type * as PrerenderPaths from '../../../src/head/prerender-paths'
import type * as CaseStudiesRoute from '../../../src/routes/case-studies/index'

/**
 * An owner who deletes every story in owner/case-studies/, and the team and reviews: the site
 * loses the case-studies page and every link to it, the reviews and the team grid. Read through
 * the same plugin the build uses, from a copy of the sources (no full build: each costs a minute).
 */
const root = resolve(import.meta.dirname, '../../..')
let copy: string
let vite: ViteDevServer

const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'no-case-studies-'))
  await cp(join(root, 'src'), join(copy, 'src'), {
    recursive: true,
    filter: (source) => !source.includes(join('src', 'assets', 'generated')),
  })
  await cp(join(root, 'owner'), join(copy, 'owner'), {
    recursive: true,
    filter: (source) => !source.includes(join('owner', 'case-studies', '')),
  })
  await rm(join(copy, 'owner/case-studies'), { recursive: true, force: true })
  await cp(join(root, 'test/fixtures/renamed-business/owner'), join(copy, 'owner'), {
    recursive: true,
    filter: (source) => !source.includes('case-studies'),
  })
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  vite = await createServer({
    root: copy,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [ownerContentPlugin(copy)],
  })
})

afterAll(async () => {
  await vite?.close()
  await rm(copy, { recursive: true, force: true })
})

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
})
