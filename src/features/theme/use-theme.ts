import { useCallback, useSyncExternalStore } from 'react'
import { flipTheme, themeStorageKey, type Theme } from './theme-preference'

// The inline script in index.html has already put the `dark` class on <html> before paint;
// the class is the source of truth the page reads from then on.
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')
const serverTheme = (): Theme => 'light'

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
  try {
    localStorage.setItem(themeStorageKey, theme)
  } catch {
    // Storage can be blocked (private mode); the page still switches for this visit.
  }
  listeners.forEach((listener) => listener())
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme)
  const toggle = useCallback(() => applyTheme(flipTheme(readTheme())), [])
  return { theme, toggle }
}
