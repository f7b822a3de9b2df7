import { useEffect } from 'react'
import { appHydratedEvent } from './app-start-events'

/**
 * Marks <html data-hydrated="true"> once React owns the page, so browser tests (and CSS that
 * must wait for scripts) know interactive controls are live; records the moment for performance
 * tools (`app-hydrated`); and tells the page's loader, which then replays a press that came before.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    performance.mark('app-hydrated')
    document.dispatchEvent(new Event(appHydratedEvent))
  }, [])
}
