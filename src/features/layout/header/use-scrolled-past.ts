import { useCallback, useSyncExternalStore } from 'react'
import { headerScrollThreshold, isScrolledPast } from './header-scroll'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange, { passive: true })
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

// Prerendered HTML is always "at the top"; a page reloaded mid-scroll corrects itself right after hydration.
const atTheTop = () => false

/** Whether the window is scrolled more than `threshold` pixels, kept live by a passive scroll listener. */
export function useScrolledPast(threshold: number = headerScrollThreshold): boolean {
  const readScroll = useCallback(() => isScrolledPast(window.scrollY, threshold), [threshold])
  return useSyncExternalStore(subscribeToScroll, readScroll, atTheTop)
}
