import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../../../src/config/site-url'
import { homeCrumb, type PageMeta } from '../../../src/content/page-meta'
import { isNotFound, notFoundHead, notFoundTitle, pageHead } from '../../../src/head/page-head'
import { flipTheme, resolveInitialTheme, themeStorageKey } from '../../../src/features/theme/theme-preference'

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

  it('titles a not-found match Page Not Found, asks not to be indexed and names no canonical URL', () => {
    expect(isNotFound([{ status: 'success' }, { status: 'notFound' }])).toBe(true)
    expect(isNotFound([{ status: 'success', _notFound: true }])).toBe(true)
    expect(isNotFound([{ status: 'success' }])).toBe(false)
    expect(notFoundHead.meta?.[0]).toEqual({ title: notFoundTitle })
    expect(notFoundHead.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(notFoundHead.links).toBeUndefined()
  })
})
