/** The preference lives under this local-storage key. */
export const themeStorageKey = 'theme'

export type Theme = 'light' | 'dark'

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark'
}

/** Saved preference first, else the system's dark-mode preference, else light. */
export function resolveInitialTheme(saved: string | null | undefined, systemPrefersDark: boolean): Theme {
  if (isTheme(saved)) return saved
  return systemPrefersDark ? 'dark' : 'light'
}

export function flipTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark'
}
