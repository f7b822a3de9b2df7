import { useId } from 'react'
import type { IconName } from '../../content/icon-name'
import { Icon } from '../ui/icon'
import type { JumpLink } from './jump-link-nav'

export interface IconJumpLink extends JumpLink {
  readonly icon: IconName
}

interface IconJumpLinksProps {
  /** Names the navigation landmark; shown above the tiles unless `labelClassName` hides it. */
  readonly label: string
  readonly links: readonly IconJumpLink[]
  /** On a light band or over the dark hero. */
  readonly tone: 'onLight' | 'onDark'
  readonly className?: string
  readonly labelClassName: string
  readonly listClassName: string
}

const linkTone = {
  onLight: {
    link: 'gap-3 border border-slate-200 bg-white font-semibold text-slate-800 shadow-sm hover:border-brand-300 hover:text-brand-700 focus-visible:outline-brand-500 sm:px-4 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-500 dark:hover:text-brand-300',
    icon: 'text-brand-600 dark:text-brand-400',
  },
  onDark: {
    link: 'gap-2 bg-white/5 font-medium sm:gap-3 sm:px-4 sm:text-base text-white ring-1 ring-white/10 hover:bg-white/15 focus-visible:outline-brand-300',
    icon: 'text-brand-300',
  },
} as const

/** In-page links as tiles with an icon each, inside a labelled navigation landmark. */
export function IconJumpLinks({ label, links, tone, className, labelClassName, listClassName }: IconJumpLinksProps) {
  const labelId = useId()
  return (
    <nav aria-labelledby={labelId} className={className}>
      <p id={labelId} className={labelClassName}>
        {label}
      </p>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className={`flex h-full items-center rounded-xl px-3 py-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 motion-reduce:transition-none ${linkTone[tone].link}`}>
              <Icon name={link.icon} className={`h-5 w-5 shrink-0 ${linkTone[tone].icon}`} />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
