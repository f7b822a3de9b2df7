import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Every page opens at the top, unless the link points at a section of it. */
export function useScrollToTop(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
}
