import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { compactPageTemplate } from '../../../scripts/build/compact-page-template'

const source = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8')
const compact = compactPageTemplate(source)

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

describe('the page template as built', () => {
  it('keeps only the prerender’s markers of all the comments', () => {
    expect(source).toMatch(/<!--\s+Runs before first paint/)
    expect([...compact.matchAll(/<!--[\s\S]*?-->/g)].map(([comment]) => comment)).toEqual(['<!--app-head-->', '<!--app-html-->'])
  })

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

  it('leaves the module entry and every other tag as they were', () => {
    const tags = (html: string) => [...html.matchAll(/<(?!script|\/script|!--)[^>]+>/g)].map(([tag]) => tag)
    expect(tags(compact)).toEqual(tags(source))
    expect(compact).toContain('<script type="module" src="/src/entry-client.ts"></script>')
  })
})
