import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { minifyInlineScripts } from '../../../scripts/build/minify-inline-scripts'

const prePaint = join(import.meta.dirname, '../../../src/features/layout/pre-paint')
const scriptSources = ['theme.js', 'first-picture.js'].map((file) => readFileSync(join(prePaint, file), 'utf8'))
/** A page with the pre-paint scripts as written, a JSON-LD block and the page loader's module. */
const source = `<!doctype html><html><head>${scriptSources.map((code) => `<script>${code}</script>`).join('')}<script type="application/ld+json">{ "a": 1 }</script><script type="module">import('/x.js')</script></head><body></body></html>`
const compact = minifyInlineScripts(source)

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

/** What the inline scripts read from the page; each test sets what it needs. */
interface StubPage {
  readonly savedTheme?: string | null
  readonly firstPicture?: object
  readonly PerformanceObserver?: unknown
}

/** Runs the page's inline scripts against a stub page; returns what they did to it, and do later. */
function runScripts(html: string, page: StubPage = {}) {
  const classes = new Set<string>()
  const attributes = new Map<string, string>()
  const timers: number[] = []
  const listeners = new Map<string, () => void>()
  const context = {
    document: {
      documentElement: {
        classList: { add: (name: string) => classes.add(name) },
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
      },
      querySelector: () => page.firstPicture ?? null,
    },
    localStorage: { getItem: () => page.savedTheme ?? null },
    window: { matchMedia: () => ({ matches: false }) },
    PerformanceObserver: page.PerformanceObserver,
    setTimeout: (_: () => void, ms: number) => timers.push(ms),
    requestAnimationFrame: () => 0,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  }
  for (const script of inlineScripts(html)) runInNewContext(script, context)
  const root = () => ({ classes: [...classes], attributes: Object.fromEntries(attributes) })
  return { root, timers, listeners }
}

/** A PerformanceObserver that reports largest paints when told to, and remembers each one made. */
function paintObservers() {
  const made: { report: (entries: unknown[]) => void; disconnected: boolean }[] = []
  class PerformanceObserver {
    static readonly supportedEntryTypes = ['largest-contentful-paint']
    disconnected = false
    constructor(readonly callback: (list: { getEntries: () => unknown[] }) => void) {
      made.push(this)
    }
    report(entries: unknown[]) {
      this.callback({ getEntries: () => entries })
    }
    observe() {}
    disconnect() {
      this.disconnected = true
    }
  }
  return { PerformanceObserver, made }
}

describe('the pre-paint scripts as published', () => {
  it('carries each inline script minified, and they do what the commented ones do', () => {
    const before = inlineScripts(source)
    const after = inlineScripts(compact)
    expect(after).toHaveLength(before.length)
    expect(before.length).toBeGreaterThanOrEqual(2)
    for (const [i, script] of after.entries()) expect(script.length).toBeLessThan(before[i]!.length * 0.7)
    for (const savedTheme of ['dark', 'light', null])
      expect(runScripts(compact, { savedTheme }).root(), String(savedTheme)).toEqual(runScripts(source, { savedTheme }).root())
    expect(runScripts(compact, { savedTheme: 'dark' }).root()).toEqual({
      classes: ['dark'],
      attributes: { 'data-first-picture': 'waiting' },
    })
  })

  it('stops observing paints once the first picture has painted, as written and as built', () => {
    for (const html of [source, compact]) {
      const { PerformanceObserver, made } = paintObservers()
      const { root } = runScripts(html, { PerformanceObserver })
      expect(root().attributes['data-first-picture']).toBe('waiting')
      expect(made).toHaveLength(1)
      made[0]!.report([{ element: { getAttribute: (name: string) => (name === 'fetchpriority' ? 'high' : null) } }])
      expect(root().attributes).not.toHaveProperty('data-first-picture')
      expect(made[0]!.disconnected).toBe(true)
    }
  })

  it('decides at load without asking for a layout, which before the first frame would be a long task of its own', () => {
    for (const html of [source, compact]) {
      let layoutAsked = false
      const askLayout = () => {
        layoutAsked = true
        return [{}]
      }
      const firstPicture = { complete: true, naturalWidth: 750, getClientRects: askLayout, getBoundingClientRect: askLayout }
      const { timers, listeners } = runScripts(html, { firstPicture, PerformanceObserver: paintObservers().PerformanceObserver })
      listeners.get('load')!()
      expect(layoutAsked).toBe(false)
      // A loaded first picture gets its second to report its paint.
      expect(timers).toEqual([4000, 1000])
    }
  })

  it('drops their comments, and leaves the data blocks, the module and every other tag as they were', () => {
    expect(source).toMatch(/Runs before first paint/)
    expect(compact).not.toMatch(/Runs before first paint|\/\*|\/\//)
    const otherTags = (html: string) => [...html.matchAll(/<(?!\/?script)[^>]+>/g)].map(([tag]) => tag)
    expect(otherTags(compact)).toEqual(otherTags(source))
    expect(compact).toContain('<script type="application/ld+json">{ "a": 1 }</script><script type="module">import(\'/x.js\')</script>')
  })
})
