import { Link } from '@tanstack/react-router'
import { headerCopy, headerLinks, isNavLinkActive } from '../../../content/navigation'
import type { HeaderToneClasses } from './header-tone-classes'
import { navActiveOptions } from './nav-active-options'
import { NavDropdown } from './nav-dropdown'

interface DesktopNavProps {
  readonly pathname: string
  readonly tone: HeaderToneClasses
  readonly className?: string
}

export function DesktopNav({ pathname, tone, className = '' }: DesktopNavProps) {
  return (
    <nav aria-label={headerCopy.mainNavLabel} className={className}>
      <ul className="flex items-center gap-0.5">
        {headerLinks.map((link) => {
          const active = isNavLinkActive(link, pathname)
          return (
            <li key={link.to}>
              {'children' in link ? (
                <NavDropdown
                  label={link.label}
                  to={link.to}
                  items={link.children}
                  active={active}
                  pathname={pathname}
                  tone={tone}
                  toggleLabel={headerCopy.solutionsMenuLabel}
                />
              ) : (
                <Link
                  to={link.to}
                  activeOptions={navActiveOptions(link.match)}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-lg px-2.5 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500 ${active ? tone.navLinkActive : tone.navLink}`}>
                  {link.label}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
