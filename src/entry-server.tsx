import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from './app/create-app-router'
import { isNotFound } from './head/page-head'
import type { SubmitQuote } from './quote/domain/submit-quote'

export interface RenderedPage {
  /** The whole document, from the doctype to </html>. */
  readonly html: string
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

/** Renders one route's whole page for the static build (scripts/build/prerender.ts). */
export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter({
    submitQuote: submitQuoteUnavailable,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  })
  await router.load()
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  const matches = router.state.matches
  return {
    html: `<!doctype html>${html}`,
    status: isNotFound(matches) ? 404 : 200,
    routeIds: matches.map((match) => match.routeId),
    params: (matches.at(-1)?.params ?? {}) as Record<string, string>,
  }
}

export { prerenderPaths } from './head/prerender-paths'
export { robotsTxt, sitemapXml } from './head/sitemap'
