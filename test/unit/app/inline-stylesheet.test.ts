import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from '../../../src/app/inline-stylesheet'

const page = `<head>
    <link rel="preload" href="/assets/brand-font.woff2" as="font" type="font/woff2" crossorigin />
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>`

describe('inlining the stylesheet into a built page', () => {
  it('replaces the stylesheet link with a style element holding the file, and leaves other links alone', () => {
    const read: string[] = []
    const html = inlineStylesheets(page, (href) => {
      read.push(href)
      return 'body{margin:0}'
    })
    expect(read).toEqual(['/assets/index-jkl.css'])
    expect(html).toContain('<style>body{margin:0}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).toContain('<link rel="preload" href="/assets/brand-font.woff2"')
  })

  it('cannot be closed early by the stylesheet text', () => {
    const html = inlineStylesheets(page, () => 'a::after{content:"</style><script>alert(1)</script>"}')
    // One closing tag, after all of the stylesheet's text: what follows it inside stays CSS.
    expect(html.match(/<\/style>/gi)).toHaveLength(1)
    expect(html.indexOf('</style>')).toBeGreaterThan(html.indexOf('alert(1)'))
  })

  it('leaves a page without a stylesheet unchanged', () => {
    const bare = '<head><title>x</title></head>'
    expect(inlineStylesheets(bare, () => 'unused')).toBe(bare)
  })
})

