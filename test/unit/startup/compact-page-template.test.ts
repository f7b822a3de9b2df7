import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { compactPageTemplate } from '../../../scripts/compact-page-template'

const source = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8')
const compact = compactPageTemplate(source)

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

/** Runs the page's inline scripts against a document with the given saved theme; returns the root's classes and attributes. */
function runScripts(html: string, savedTheme: string | null) {
  const classes = new Set<string>()
  const attributes = new Map<string, string>()
  const root = {
    classList: { add: (name: string) => classes.add(name) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  }
  const context = {
    document: { documentElement: root, querySelector: () => null },
    localStorage: { getItem: () => savedTheme },
    window: { matchMedia: () => ({ matches: false }) },
    PerformanceObserver: undefined,
    setTimeout: () => 0,
    requestAnimationFrame: () => 0,
    addEventListener: () => undefined,
  }
  for (const script of inlineScripts(html)) runInNewContext(script, context)
  return { classes: [...classes], attributes: Object.fromEntries(attributes) }
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
    for (const theme of ['dark', 'light', null]) expect(runScripts(compact, theme), String(theme)).toEqual(runScripts(source, theme))
    expect(runScripts(compact, 'dark')).toEqual({ classes: ['dark'], attributes: { 'data-first-picture': 'waiting' } })
  })

  it('stops observing paints once the first picture has painted, as written and as built', () => {
    for (const html of [source, compact]) {
      const attributes = new Map<string, string>()
      const observers: PerformanceObserver[] = []
      class PerformanceObserver {
        static readonly supportedEntryTypes = ['largest-contentful-paint']
        disconnected = false
        constructor(readonly callback: (list: { getEntries: () => unknown[] }) => void) {
          observers.push(this)
        }
        report(entries: unknown[]) {
          this.callback({ getEntries: () => entries })
        }
        observe() {}
        disconnect() {
          this.disconnected = true
        }
      }
      const root = {
        classList: { add: () => undefined },
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
      }
      const context = {
        document: { documentElement: root, querySelector: () => null },
        localStorage: { getItem: () => null },
        window: { matchMedia: () => ({ matches: false }) },
        PerformanceObserver,
        setTimeout: () => 0,
        requestAnimationFrame: () => 0,
        addEventListener: () => undefined,
      }
      for (const script of inlineScripts(html)) runInNewContext(script, context)
      expect(attributes.get('data-first-picture')).toBe('waiting')
      expect(observers).toHaveLength(1)
      observers[0]!.report([{ element: { getAttribute: (name: string) => (name === 'fetchpriority' ? 'high' : null) } }])
      expect(attributes.has('data-first-picture')).toBe(false)
      expect(observers[0]!.disconnected).toBe(true)
    }
  })

  it('decides at load without asking for a layout, which before the first frame would be a long task of its own', () => {
    for (const html of [source, compact]) {
      let layoutAsked = false
      const listeners = new Map<string, () => void>()
      const picture = {
        complete: true,
        naturalWidth: 750,
        getClientRects: () => {
          layoutAsked = true
          return [{}]
        },
        getBoundingClientRect: () => {
          layoutAsked = true
          return {}
        },
      }
      const timers: number[] = []
      const context = {
        document: {
          documentElement: { classList: { add: () => undefined }, setAttribute: () => undefined, removeAttribute: () => undefined },
          querySelector: () => picture,
        },
        localStorage: { getItem: () => null },
        window: { matchMedia: () => ({ matches: false }) },
        PerformanceObserver: class {
          static readonly supportedEntryTypes = ['largest-contentful-paint']
          observe() {}
          disconnect() {}
        },
        setTimeout: (_: () => void, ms: number) => timers.push(ms),
        requestAnimationFrame: () => 0,
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      }
      for (const script of inlineScripts(html)) runInNewContext(script, context)
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
