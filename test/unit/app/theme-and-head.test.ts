import { describe, expect, it } from 'vitest'
import { isNotFound, notFoundTitle, renderHeadTags, resolveHead } from '../../../src/app/page-head'
import { queryDefaults } from '../../../src/app/query-client'
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
  it('takes the deepest title and description and escapes them for HTML', () => {
    const head = resolveHead([
      { meta: [{ title: 'Site' }] },
      { meta: [{ title: 'Cameras & "More"' }, { name: 'description', content: '<b>x</b>' }], links: [{ rel: 'canonical', href: 'https://x.example/a' }] },
    ])
    expect(head).toEqual({ title: 'Cameras & "More"', description: '<b>x</b>', canonical: 'https://x.example/a' })
    expect(renderHeadTags(head)).toContain('<title>Cameras &amp; &quot;More&quot;</title>')
    expect(renderHeadTags(head)).toContain('content="&lt;b&gt;x&lt;/b&gt;"')
  })
  it('titles a not-found match Page Not Found', () => {
    const matches = [{ meta: [{ title: 'Home' }], _notFound: true }]
    expect(isNotFound(matches)).toBe(true)
    expect(resolveHead(matches).title).toBe(notFoundTitle)
  })
})

describe('data query defaults', () => {
  it('retry three times with exponential delay capped at 30 s and collect after 5 minutes', () => {
    expect(queryDefaults.retry).toBe(3)
    expect([0, 1, 2, 3, 10].map(queryDefaults.retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000])
    expect(queryDefaults.gcTime).toBe(300_000)
  })
})
