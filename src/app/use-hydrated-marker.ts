import { useEffect } from 'react'

/**
 * Marks <html data-hydrated="true"> once React owns the page, so browser tests (and CSS that
 * must wait for scripts) know interactive controls are live.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
