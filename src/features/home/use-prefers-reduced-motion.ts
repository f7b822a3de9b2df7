import { useSyncExternalStore } from 'react'

const query = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const readPreference = () => window.matchMedia(query).matches
// The prerendered page cannot know; it renders the moving version and hydration corrects it
// before any timer has had time to fire.
const serverPreference = () => false

/** Whether the visitor asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, serverPreference)
}
