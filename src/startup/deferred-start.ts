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

/** The id of the JSON list of chunks a page's loader fetches: the app's start-up code and the page's own route. */
export const appChunksId = 'app-chunks'

/**
 * The loader that replaces the entry's `<script>` and `<link rel="modulepreload">` tags. It reads
 * the page's chunk list from a JSON element, so it is the same on every page and the
 * Content-Security-Policy carries one hash for it.
 */
export function deferredStartScript(entry: string): string {
  const body = `
const preloads = JSON.parse(document.getElementById(${JSON.stringify(appChunksId)})?.textContent ?? '[]')
// Messages, unlike timers and animation frames, keep flowing when a test stops the page's clock.
const hop = (then) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = then
  channel.port2.postMessage(0)
}
let started = false
// Starting a download costs the main thread a millisecond or two: one per task keeps each short.
const start = () => {
  if (started) return
  started = true
  const queue = [...preloads]
  const next = () => {
    const href = queue.shift()
    if (href === undefined) return void import(${JSON.stringify(entry)})
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
    hop(next)
  }
  next()
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
// A page can load before its first paint (its pictures are small): scripts fetched in between
// would compete with that paint, so they wait for it too. A hidden page paints nothing.
const afterFirstPaint = (then) => {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return then()
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  }).observe({ type: 'paint', buffered: true })
}
const afterLoad = () => afterFirstPaint(() => hop(() => hop(start)))
for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true, passive: true })
if (document.readyState === 'complete') afterLoad()
else addEventListener('load', afterLoad, { once: true })
`
  return `<script type="module">${body}</script>`
}

/** The part of Vite's build manifest (`.vite/manifest.json`) the loader needs. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>

type ManifestChunk = BuildManifest[string]

/** The manifest entries given, with every chunk they import in turn, each chunk once. */
function chunkClosure(manifest: BuildManifest, keys: readonly string[]): ManifestChunk[] {
  const chunks = new Map<string, ManifestChunk>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunks.has(chunk.file)) return
    chunks.set(chunk.file, chunk)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...chunks.values()]
}

const urlsOf = (chunks: readonly ManifestChunk[], base: string) => [...new Set(chunks.map((chunk) => `${base}${chunk.file}`))]

/**
 * The chunks the entry imports when it starts (in stages, src/entry-client.ts) with everything
 * they import, as URLs, so the loader can fetch them together instead of one stage after another.
 * The code those chunks load later (routes, the quote wiring) is left out.
 */
export function startChunks(manifest: BuildManifest, base = '/'): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) return []
  return urlsOf(chunkClosure(manifest, [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]), base)
}

/** The source file of a file-based route: `/` is `src/routes/index.tsx`, `/case-studies/` its folder's index. */
export function routeSourceFile(routeId: string): string {
  return `src/routes${routeId}${routeId.endsWith('/') ? 'index' : ''}.tsx`
}

/** `src/content/case-study-pages/casino-surveillance.ts` → `casino-surveillance`. */
const fileStem = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/\.[cm]?[jt]sx?$/, '')

/**
 * The code-split chunks of the routes a page matched (by route id, the root left out), with what
 * they import, and the content its loader loads for the page: a chunk that code imports lazily
 * from a file named after one of the page's path parameters (`case-study-pages/{slug}.ts` for
 * `/case-studies/{slug}`). Fetched with the start-up code, all of it is there when the router asks
 * for it, instead of a round trip or two later. A route with no chunk in the manifest is an error:
 * the route files and this naming rule have drifted apart.
 */
export function routeChunks(
  manifest: BuildManifest,
  routeIds: readonly string[],
  params: Readonly<Record<string, string>> = {},
  base = '/',
): string[] {
  const keys = routeIds
    .filter((id) => id !== '__root__')
    .flatMap((id) => {
      const file = routeSourceFile(id)
      const split = Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`) && key.includes('component'))
      if (split.length === 0) throw new Error(`No code-split chunk for route ${id} (${file}) in the build manifest.`)
      return split
    })
  const routeCode = chunkClosure(manifest, keys)
  const paramValues = new Set(Object.values(params))
  const pageContent = routeCode.flatMap((chunk) => chunk.dynamicImports ?? []).filter((key) => paramValues.has(fileStem(key)))
  return urlsOf([...routeCode, ...chunkClosure(manifest, pageContent)], base)
}

/**
 * Rewrites a built page so its scripts start after load, fetching `chunkUrls` (the start-up code
 * and the page's route) alongside the entry. Returns the page unchanged when it has no module
 * entry (a page without the app).
 */
export function deferAppStart(html: string, chunkUrls: readonly string[] = []): string {
  const entry = moduleScript.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...new Set([...[...html.matchAll(modulePreload)].map((match) => match[1] ?? ''), ...chunkUrls])]
  // `<` escaped, so no chunk name could close the element early.
  const list = JSON.stringify(preloads).replaceAll('<', '\\u003c')
  return html
    .replace(modulePreload, '')
    .replace(moduleScript, () => `<script type="application/json" id="${appChunksId}">${list}</script>\n    ${deferredStartScript(entry)}\n    `)
}
