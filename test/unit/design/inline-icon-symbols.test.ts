import { describe, expect, it } from 'vitest'
import { inlineIconSymbols } from '../../../src/startup/inline-icon-symbols'

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="icon-Camera" viewBox="0 0 24 24"><path d="M1 1"/></symbol>' +
  '<symbol id="icon-Lock" viewBox="0 0 24 24"><circle r="2"/></symbol><symbol id="icon-Bell" viewBox="0 0 24 24"><path d="M2 2"/></symbol></svg>'
const page = (body: string) => `<!doctype html><html><head></head><body class="x"><div id="root">${body}</div></body></html>`

describe('a prerendered page carries the symbols of the icons it draws', () => {
  it('puts exactly the symbols its icons use, once each, in a hidden svg before the markup React hydrates', () => {
    const icons =
      '<svg><use href="#icon-Lock"></use></svg><svg><use href="#icon-Camera"></use></svg><svg><use href="#icon-Lock"></use></svg>'
    const filled = inlineIconSymbols(page(icons), sprite)
    expect(filled).toContain(
      '<body class="x"><svg id="icon-symbols" xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true">' +
        '<symbol id="icon-Camera" viewBox="0 0 24 24"><path d="M1 1"/></symbol><symbol id="icon-Lock" viewBox="0 0 24 24"><circle r="2"/></symbol></svg><div id="root">',
    )
    expect(filled).not.toContain('icon-Bell')
    expect(filled.match(/<symbol id="icon-Lock"/g)).toHaveLength(1)
  })

  it('leaves a page without icons as it was', () => {
    expect(inlineIconSymbols(page('<p>No icons</p>'), sprite)).toBe(page('<p>No icons</p>'))
  })

  it('refuses a page naming an icon the sprite lacks', () => {
    expect(() => inlineIconSymbols(page('<svg><use href="#icon-Drone"></use></svg>'), sprite)).toThrow('no symbol icon-Drone')
  })
})
