import { Link } from '@tanstack/react-router'
import { Menu, Phone, X } from 'lucide-react'
import type { Ref } from 'react'
import { company } from '../../../content/company'
import { headerCopy, headerLinks, isNavLinkActive } from '../../../content/navigation'
import { QuoteButton } from '../../../quote/ui'
import { buttonClass } from '../../../components/ui/button-styles'
import { navActiveOptions } from './nav-active-options'

interface MobileMenuButtonProps {
  readonly open: boolean
  readonly controls: string
  readonly onToggle: () => void
  readonly buttonRef: Ref<HTMLButtonElement>
  readonly className?: string
}

export function MobileMenuButton({ open, controls, onToggle, buttonRef, className = '' }: MobileMenuButtonProps) {
  const Glyph = open ? X : Menu
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? headerCopy.closeMenuLabel : headerCopy.openMenuLabel}
      onClick={onToggle}
      className={`inline-flex h-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}>
      <Glyph aria-hidden="true" className="h-6 w-6" />
    </button>
  )
}

interface MobileMenuPanelProps {
  readonly id: string
  readonly open: boolean
  readonly pathname: string
  /** Called when a link is followed, so the panel folds away even when the link is the current page. */
  readonly onNavigate: () => void
}

const linkBase =
  'block rounded-lg px-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 motion-reduce:transition-none'
const idle = 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
const current = 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'

/** The menu for screens narrower than the desktop bar: the same links as the desktop bar, the Solutions pages listed under it. */
export function MobileMenuPanel({ id, open, pathname, onNavigate }: MobileMenuPanelProps) {
  return (
    <div
      id={id}
      className={
        open
          ? 'max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white text-slate-900 shadow-lg motion-safe:animate-fade-in xl:hidden dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100'
          : 'hidden'
      }>
      <nav aria-label={headerCopy.mainNavLabel} className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
        <ul className="space-y-1">
          {headerLinks.map((link) => {
            const active = isNavLinkActive(link, pathname)
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={navActiveOptions(link.match)}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  className={`${linkBase} py-3 text-base ${active ? current : idle}`}>
                  {link.label}
                </Link>
                {'children' in link && (
                  <ul className="mt-1 ml-4 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-700">
                    {link.children.map((child) => {
                      const childActive = isNavLinkActive({ to: child.to, match: 'exact' }, pathname)
                      return (
                        <li key={child.to}>
                          <Link
                            to={child.to}
                            activeOptions={navActiveOptions('exact')}
                            aria-current={childActive ? 'page' : undefined}
                            onClick={onNavigate}
                            className={`${linkBase} py-2.5 text-sm ${childActive ? current : idle}`}>
                            {child.label}
                          </Link>
                        </li>
                      )
                    })}
                  </ul>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="mx-auto grid max-w-7xl gap-3 px-4 pt-4 pb-6 sm:grid-cols-2 sm:px-6">
        {/* The menu stays open under the dialog, so closing the dialog returns focus to this button. */}
        <QuoteButton className="w-full">{headerCopy.quoteButton}</QuoteButton>
        <a href={company.phoneHref} aria-label={headerCopy.callLinkLabel} className={buttonClass('secondary', 'lg', 'w-full')}>
          <Phone aria-hidden="true" className="h-4 w-4" />
          {headerCopy.callLinkText}
        </a>
      </div>
    </div>
  )
}
