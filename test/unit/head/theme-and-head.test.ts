import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../../../src/app/create-app-router'
import { absoluteUrl } from '../../../src/config/site-url'
import { homeCrumb, type PageMeta } from '../../../src/content/page-meta'
import { isNotFound, notFoundHead, notFoundTitle, pageHead } from '../../../src/head/page-head'
import { flipTheme, resolveInitialTheme, themeStorageKey } from '../../../src/features/theme/theme-preference'
import type { SubmitQuote } from '../../../src/quote/domain/submit-quote'

const neverSubmits: SubmitQuote = async () => ({ kind: 'unexpected-error', error: 'not in these tests' })

describe('the theme preference', () => {
  it('is kept under the key theme', () => {
    expect(themeStorageKey).toBe('theme')
  })
  it('starts from the saved value, else the system preference, else light', () => {
    expect(resolveInitialTheme('dark', false)).toBe('dark')
    expect(resolveInitialTheme('light', true)).toBe('light')
    expect(resolveInitialTheme(null, true)).toBe('dark')
    expect(resolveInitialTheme('purple', false)).toBe('light')
  })
  it('flips between light and dark', () => {
    expect(flipTheme('light')).toBe('dark')
    expect(flipTheme('dark')).toBe('light')
  })
})

describe('the document head', () => {
  const products: PageMeta = {
    path: '/products',
    title: 'Cameras & "More"',
    description: '<b>x</b>',
    breadcrumbs: [homeCrumb, { name: 'Products', path: '/products' }],
    topic: { kind: 'page' },
  }

  it("gives a page its title, description, canonical URL, link-preview tags and structured data, for its route's head()", () => {
    const head = pageHead(products)
    expect(head.meta?.[0]).toEqual({ title: 'Cameras & "More"' })
    expect(head.meta).toContainEqual({ name: 'description', content: '<b>x</b>' })
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Cameras & "More"' })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(head.links).toEqual([{ rel: 'canonical', href: absoluteUrl('/products') }])
    const blocks = (head.scripts ?? []).map((script) => JSON.parse(script.children) as { '@type': string })
    expect(head.scripts?.every((script) => script.type === 'application/ld+json')).toBe(true)
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'LocalBusiness'])
  })

  it('keeps a page out of search results with noindex and no canonical URL when its meta asks', () => {
    const head = pageHead({ ...products, noindex: true })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(head.links).toEqual([])
  })

  it('adds nothing for a match whose loader found no page', () => {
    expect(pageHead(undefined)).toEqual({})
  })

  it.each([
    ['/no-such-page', true],
    ['/case-studies/not-a-case-study', true],
    ['/services/not-a-service', true],
    ['/about', false],
    ['/', false],
    ['/case-studies', false],
  ])('tells from the router matches of %s whether no page was found (%s)', async (url, notFound) => {
    const router = createAppRouter({ submitQuote: neverSubmits, history: createMemoryHistory({ initialEntries: [url] }), isServer: true })
    await router.load()
    expect(isNotFound(router.state.matches)).toBe(notFound)
  })

  it('reads a boundary below the root that caught a not-found as not found', () => {
    expect(
      isNotFound([
        { routeId: '__root__', status: 'success' },
        { routeId: '/about', status: 'notFound' },
      ]),
    ).toBe(true)
  })

  it('titles a not-found match Page Not Found, asks not to be indexed and names no canonical URL', () => {
    expect(notFoundHead.meta?.[0]).toEqual({ title: notFoundTitle })
    expect(notFoundHead.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(notFoundHead.links).toBeUndefined()
  })
})
