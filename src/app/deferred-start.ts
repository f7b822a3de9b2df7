/**
 * A prerendered page starts its scripts only once it has loaded (docs/benchmarks.md):
 * on a phone's slow link, script bytes fetched beside the hero picture and the stylesheet hold
 * back the first paint by most of a second, while the page reads and its links work without them.
 *
 * A press on a button before the app has taken over is remembered and replayed once it has, so a
 * visitor who taps "Get a Free Quote" at once still gets the dialog.
 */

/** Dispatched on `document` just before React starts hydrating; React handles presses after it. */
export const appHydratingEvent = 'app:hydrating'
/** Dispatched on `document` once React owns the page. */
export const appHydratedEvent = 'app:hydrated'

const moduleScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g

/**
 * The loader that replaces the entry's `<script>` and `<link rel="modulepreload">` tags. It is
 * the same on every page, so the Content-Security-Policy carries one hash for it.
 */
export function deferredStartScript(entry: string, preloads: readonly string[]): string {
  const body = `
const preloads = ${JSON.stringify(preloads)}
let started = false
const start = () => {
  if (started) return
  started = true
  for (const href of preloads) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  import(${JSON.stringify(entry)})
}
let pressed = null
const remember = (event) => {
  pressed = event.target instanceof Element ? event.target.closest('button') : null
}
document.addEventListener('click', remember, true)
document.addEventListener(${JSON.stringify(appHydratingEvent)}, () => document.removeEventListener('click', remember, true), { once: true })
document.addEventListener(${JSON.stringify(appHydratedEvent)}, () => {
  if (pressed && pressed.isConnected) pressed.click()
  pressed = null
}, { once: true })
// Two message hops after load let the browser paint what just loaded first. Messages, unlike
// timers and animation frames, keep flowing when a test stops the page's clock.
const afterLoad = () => {
  const channel = new MessageChannel()
  let hops = 0
  channel.port1.onmessage = () => (++hops < 2 ? channel.port2.postMessage(0) : start())
  channel.port2.postMessage(0)
}
for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true, passive: true })
if (document.readyState === 'complete') afterLoad()
else addEventListener('load', afterLoad, { once: true })
`
  return `<script type="module">${body}</script>`
}

/** The part of Vite's build manifest (`.vite/manifest.json`) the loader needs. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>

/**
 * The chunks the entry imports when it starts (in stages, src/entry-client.ts) with everything
 * they import, as URLs, so the loader can fetch them together instead of one stage after another.
 * The code those chunks load later (routes, the quote wiring) is left out.
 */
export function startChunks(manifest: BuildManifest, base = '/'): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) return []
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(key)
  return [...files].map((file) => `${base}${file}`)
}

/**
 * Rewrites a built page so its scripts start after load, fetching `startChunks` alongside the
 * entry. Returns the page unchanged when it has no module entry (a page without the app).
 */
export function deferAppStart(html: string, startChunkUrls: readonly string[] = []): string {
  const entry = moduleScript.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...new Set([...[...html.matchAll(modulePreload)].map((match) => match[1] ?? ''), ...startChunkUrls])]
  return html.replace(modulePreload, '').replace(moduleScript, `${deferredStartScript(entry, preloads)}\n    `)
}
