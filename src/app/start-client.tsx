import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './create-app-router'
import { appHydratingEvent } from '../startup/app-start-events'
import { lazySubmitQuote } from '../quote/wiring/lazy-submit-quote'
import { yieldToBrowser } from '../startup/yield-to-browser'
import { loadIconSymbols } from '../startup/icon-symbols'
import { whenPageIdle } from '../startup/when-page-idle'

/**
 * The icons of pages the app renders itself: fetched once the page is idle, or at a navigation
 * before that. Loaded once; a failed download is tried again at the next navigation.
 */
function provideIconSymbols(router: ReturnType<typeof createAppRouter>): void {
  const load = () => void loadIconSymbols().catch(() => undefined)
  whenPageIdle(load)
  router.subscribe('onBeforeNavigate', load)
}

/**
 * Creates the router, loads the page's route and hydrates the prerendered document, or draws the
 * whole document into the empty shell (the dev server, and city pages the build did not prerender).
 */
export async function startClient(): Promise<void> {
  const env = import.meta.env
  const submitQuote = lazySubmitQuote(() => import('../quote/wiring/create-quote-container').then((root) => root.submitQuoteFromEnv(env)))
  const router = createAppRouter({ submitQuote })
  // Building the route tree and matching the page are each a few milliseconds: one task apiece.
  await yieldToBrowser()
  // Load the matched route's code first, so hydration renders exactly what was prerendered.
  await router.load()
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  // Tells the router the page's routes are loaded, as after its own server render, so it draws
  // the document without a root Suspense boundary: the tree the prerender drew, which hydration
  // must match, and one a boundary above <html> could not show in the empty shell.
  router.ssr = { manifest: undefined }
  if (document.getElementById('root')?.hasChildNodes()) {
    // From here React replays presses itself; the page's loader stops remembering them.
    document.dispatchEvent(new Event(appHydratingEvent))
    // A transition lets React hydrate in slices, yielding to the browser between them, instead of
    // one long task that would hold up a visitor's first tap.
    startTransition(() => {
      hydrateRoot(document, app)
    })
  } else {
    createRoot(document).render(app)
  }
  provideIconSymbols(router)
}
