import { useEffect } from 'react'
import { appHydratedEvent } from './app-start-events'

/**
 * Marks <html data-hydrated="true"> once React owns the page, so browser tests (and CSS that
 * must wait for scripts) know interactive controls are live; records the moment for performance
 * tools (`app-hydrated`); and tells the page's loader, which then replays a press that came before.
 *
 * Every page's component calls it, not the root layout: the router's root outlet puts the page in
 * a Suspense boundary, which React hydrates at its lowest priority after the header and footer
 * have committed (seconds later on a slow phone). An effect runs when its own boundary commits,
 * so only one inside the page speaks for the page's buttons. Once per visit: a page reached by a
 * link mounts with the app already live.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    const root = document.documentElement
    if (root.dataset.hydrated === 'true') return
    root.dataset.hydrated = 'true'
    performance.mark('app-hydrated')
    document.dispatchEvent(new Event(appHydratedEvent))
  }, [])
}
