import type { HeaderTone } from './header-scroll'

export interface HeaderToneClasses {
  /** The header band: background, border and text colour. */
  readonly bar: string
  readonly navLink: string
  /** The current section's link (and the Solutions pair when a solutions page is open). */
  readonly navLinkActive: string
  /** Icon buttons and the phone link. */
  readonly control: string
  readonly markFill: string
  readonly wordmarkSecondary: string
}

/**
 * Overlay sits on a dark hero in both themes, so it is always light on dark; solid follows the theme.
 * Every pair here keeps WCAG AA contrast.
 *
 * Overlay's words are white, at most a little translucent, never tinted: checkers cannot see what
 * lies under a fixed, clear header and read the page's own background there (axe-core from 4.14,
 * so Lighthouse). White then reads as "to review", like every other word of the bar, where the
 * light blue the name's second line had failed on white, on every page with a dark hero.
 */
export const headerToneClasses: Record<HeaderTone, HeaderToneClasses> = {
  overlay: {
    bar: 'border-transparent bg-transparent text-white',
    navLink: 'text-white/90 hover:bg-white/10 hover:text-white',
    navLinkActive: 'bg-white/15 text-white',
    control: 'text-white hover:bg-white/10',
    markFill: 'text-brand-500',
    wordmarkSecondary: 'text-white/80',
  },
  solid: {
    bar: 'border-slate-200 bg-white/90 text-slate-900 shadow-sm backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90 dark:text-slate-100',
    navLink: 'text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
    navLinkActive: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
    control: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    markFill: 'text-brand-600 dark:text-brand-500',
    wordmarkSecondary: 'text-brand-700 dark:text-brand-300',
  },
}
