/**
 * Gives the prerendered pages their scripts, started after load (docs/benchmarks.md): the page
 * loader (page-loader.ts, compiled by the build) and the plan it reads. The rest of this file
 * finds, in Vite's build manifest, the entry and the chunks a page needs, so the loader fetches
 * them together with the entry.
 */
import { pageStartPlanId, type PageStartPlan } from './app-start-events'

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

/** The URL of the app's entry module. Throws when the manifest has none: the page could not start. */
export function entryUrl(manifest: BuildManifest, base = '/'): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The build manifest names no entry module.')
  return `${base}${entry.file}`
}

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

/** `owner/case-studies/casino-surveillance.md` → `casino-surveillance`. */
const fileStem = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/\.(?:[cm]?[jt]sx?|md)$/, '')

/**
 * The code-split chunks of the routes a page matched (by route id, the root left out), with what
 * they import, and the content its loader loads for the page: a chunk that code imports lazily
 * from a file named after one of the page's path parameters (`owner/case-studies/{slug}.md` for
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
 * Adds the page loader to the end of a page's <head>: `loaderCode` (the compiled page loader, the
 * same on every page, so the security policy needs one hash for it) starts `plan.entry`, fetching
 * `plan.chunks` (the start-up code and the page's route) alongside it.
 */
export function deferAppStart(html: string, loaderCode: string, plan: PageStartPlan): string {
  if (!html.includes('</head>')) throw new Error('The page has no </head> for its scripts.')
  const startPlan: PageStartPlan = { entry: plan.entry, chunks: [...new Set(plan.chunks)] }
  // `<` escaped, so no chunk name could close the element early.
  const planJson = JSON.stringify(startPlan).replaceAll('<', '\\u003c')
  return html.replace(
    '</head>',
    () => `<script type="application/json" id="${pageStartPlanId}">${planJson}</script><script type="module">${loaderCode}</script></head>`,
  )
}
