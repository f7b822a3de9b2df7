import { createMemoryHistory, HeadContent, RouterContextProvider, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from './app/create-app-router'
import { isNotFound } from './head/page-head'
import type { SubmitQuote } from './quote/domain/submit-quote'

export interface RenderedPage {
  readonly html: string
  readonly head: string
  readonly status: 200 | 404
  /** The ids of the routes the page matched, so the build can name the page's own chunks. */
  readonly routeIds: readonly string[]
  /** The page's path parameters, which name the content its loader loads. */
  readonly params: Readonly<Record<string, string>>
}

// Prerendering never submits a quote; the browser wires the real use case.
const submitQuoteUnavailable: SubmitQuote = async () => ({
  kind: 'unexpected-error',
  error: 'Quotes are submitted from the browser.',
})

/**
 * The page's title, meta and link tags, as `<HeadContent />` in the root layout renders them. Its
 * JSON-LD scripts are left out: React does not hoist them, so they stay in the body where the
 * layout renders them, and hydration finds them there.
 */
function hoistedHeadTags(router: ReturnType<typeof createAppRouter>): string {
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  )
  const scripts = head.indexOf('<script')
  return scripts === -1 ? head : head.slice(0, scripts)
}

/**
 * One tag a line, closed the way index.html closes its own, so the head reads as one piece. Text
 * and attribute values are escaped, so `><` and `"/>` only ever occur between and at the end of tags.
 */
const asTemplateHead = (tags: string) => tags.replace(/"\/>/g, '" />').replace(/></g, '>\n    <')

/**
 * Renders one route to HTML for the static build (scripts/build/prerender.ts). Rendered without a
 * document around it, React writes the hoistable tags (the head's, and its own resource preloads)
 * first; the head's are moved into the document's <head>, where crawlers read them and React
 * adopts them when it hydrates.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter({
    submitQuote: submitQuoteUnavailable,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  })
  await router.load()
  const rendered = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  const head = hoistedHeadTags(router)
  const at = rendered.indexOf(head)
  if (head === '' || at === -1) throw new Error(`Prerendering ${url}: the page's head tags were not where React writes them.`)
  const matches = router.state.matches
  return {
    html: rendered.slice(0, at) + rendered.slice(at + head.length),
    head: asTemplateHead(head),
    status: isNotFound(matches) ? 404 : 200,
    routeIds: matches.map((match) => match.routeId),
    params: (matches.at(-1)?.params ?? {}) as Record<string, string>,
  }
}

export { prerenderPaths } from './head/prerender-paths'
export { robotsTxt, sitemapXml } from './head/sitemap'
