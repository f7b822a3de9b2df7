/** What other features may use of the theme feature; everything else in it is private. */
export type { Theme } from './theme-preference'
export { ThemeToggle } from './theme-toggle'
export { useInitialTheme, useTheme } from './use-theme'
