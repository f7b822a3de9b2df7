import { describe, expect, it } from 'vitest'
import { documentHead, headTags, headTagsHtml, isNotFound, notFoundTitle } from '../../../src/head/page-head'
import type { PageMeta } from '../../../src/content/page-meta'
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
  const about: PageMeta = { path: '/about', title: 'About', description: 'About us', topic: { kind: 'page' } }
  const products: PageMeta = { path: '/products', title: 'Cameras & "More"', description: '<b>x</b>', topic: { kind: 'page' } }

  it('describes the deepest match that carries meta, escaped for HTML', () => {
    const head = documentHead([{ loaderData: { meta: about } }, { loaderData: { meta: products } }, { loaderData: undefined }])
    expect(head).toEqual({ kind: 'page', meta: products })
    const html = headTagsHtml(headTags(head))
    expect(html).toContain('<title>Cameras &amp; &quot;More&quot;</title>')
    expect(html).toContain('<meta name="description" content="&lt;b&gt;x&lt;/b&gt;" />')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/products" \/>/)
    expect(html).toContain('<meta property="og:title" content="Cameras &amp; &quot;More&quot;" />')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('titles a not-found match Page Not Found, asks not to be indexed and names no canonical URL', () => {
    const matches = [{ loaderData: { meta: about }, _notFound: true }]
    expect(isNotFound(matches)).toBe(true)
    const tags = headTags(documentHead(matches))
    expect(tags[0]).toEqual({ tag: 'title', text: notFoundTitle })
    expect(tags).toContainEqual({ tag: 'meta', key: 'name', id: 'robots', content: 'noindex' })
    expect(tags.some((tag) => tag.tag === 'link')).toBe(false)
  })
})
