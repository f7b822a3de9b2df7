import type { HeaderTone } from './header-scroll'

/**
 * Overlay sits on a dark hero in both themes, so it is always light on dark; solid follows the theme.
 * Every pair here keeps WCAG AA contrast. Overlay's words are white, at most a little translucent,
 * never tinted: checkers (axe-core from 4.14, so Lighthouse) read the page's own background under a
 * fixed, clear header, and there only white is left "to review" instead of failing.
 */
export const headerToneClasses = {
  overlay: {
    // `bar` is the header band (background, border, text colour); `navLinkActive` the current
    // section's link, and the Solutions pair on a solutions page; `control` the icon buttons and phone link.
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
} satisfies Record<HeaderTone, Record<string, string>>

export type HeaderToneClasses = (typeof headerToneClasses)[HeaderTone]
