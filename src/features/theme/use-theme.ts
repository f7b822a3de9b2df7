import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react'
import { flipTheme, resolveInitialTheme, themeStorageKey, type Theme } from './theme-preference'

// The pre-paint script (src/features/layout/pre-paint/theme.js) has already put the `dark` class on <html> before paint;
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

/**
 * The pre-paint script's choice, made again once React has drawn the page: on a page the app
 * draws itself (the empty shell), React takes <html> over without the class the script put there.
 * Runs before the browser paints; on a prerendered page it finds the class already right.
 */
export function useInitialTheme(): void {
  useLayoutEffect(() => {
    let saved: string | null = null
    try {
      saved = localStorage.getItem(themeStorageKey)
    } catch {
      // Storage can be blocked (private mode): the system's preference decides.
    }
    const theme = resolveInitialTheme(saved, matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.toggle('dark', theme === 'dark')
    listeners.forEach((listener) => listener())
  }, [])
}
