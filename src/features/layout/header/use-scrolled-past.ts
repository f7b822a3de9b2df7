import { useSyncExternalStore } from 'react'
import { isScrolledPast } from './header-scroll'

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

const readScroll = () => isScrolledPast(window.scrollY)

/** Whether the window is scrolled past the header's threshold, kept live by a passive scroll listener. */
export function useScrolledPast(): boolean {
  return useSyncExternalStore(subscribeToScroll, readScroll, atTheTop)
}
