import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { headerCopy } from '../../content/navigation'
import { QuoteButton, useQuoteDialogOpen } from '../../quote/ui'
import { ThemeToggle } from '../theme'
import { DesktopNav } from './header/desktop-nav'
import { HeaderCallLink } from './header/header-call-link'
import { headerTone } from './header/header-scroll'
import { headerToneClasses } from './header/header-tone-classes'
import { MobileMenuButton, MobileMenuPanel } from './header/mobile-menu'
import { SiteLogo } from './header/site-logo'
import { useDismiss } from './header/use-dismiss'
import { useScrolledPast } from './header/use-scrolled-past'

/**
 * Tailwind's `xl` breakpoint, where the full bar replaces the menu button: seven links, the phone
 * number and the quote button need about 1,200 px.
 */
const desktopQuery = '(min-width: 80rem)'

export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const scrolled = useScrolledPast()
  const router = useRouter()
  const [menuOpen, setMenuOpen] = useState(false)
  // Any navigation closes the menu: its own links, the browser's back and forward, or a link
  // elsewhere on the page.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setMenuOpen(false)), [router])
  const quoteDialogOpen = useQuoteDialogOpen()
  const headerRef = useRef<HTMLElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const toneName = headerTone(scrolled, menuOpen)
  const tone = headerToneClasses[toneName]

  const closeMenu = () => setMenuOpen(false)

  // While the quote dialog is open over the menu, its clicks and Escape belong to the dialog.
  useDismiss(menuOpen && !quoteDialogOpen, headerRef, (reason) => {
    setMenuOpen(false)
    if (reason === 'escape') menuButtonRef.current?.focus()
  })

  useEffect(() => {
    if (!menuOpen) return
    const desktop = window.matchMedia(desktopQuery)
    const onChange = () => {
      if (desktop.matches) setMenuOpen(false)
    }
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  }, [menuOpen])

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-tone={toneName}
      // The band and its words change together, in one frame: a band fading to white under words
      // already light (or dark words over a band still clear) failed contrast for 300 ms.
      className={`fixed inset-x-0 top-0 z-40 border-b ${tone.bar}`}>
      {/* The padding sits outside the site's width, as in every section, so the logo starts where the page's words do. */}
      <div className="px-3 sm:px-6">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 sm:gap-2">
          <SiteLogo markClassName={tone.markFill} secondaryClassName={tone.wordmarkSecondary} onNavigate={closeMenu} />
          <DesktopNav pathname={pathname} tone={tone} className="hidden flex-1 justify-center xl:flex" />
          <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1 xl:ml-0">
            <HeaderCallLink className={tone.control} />
            <ThemeToggle className="w-[2.125rem] sm:w-10" />
            {/* On a phone the button says less but keeps its full name, so the bar fits a 360 px screen. */}
            <QuoteButton size="sm" className="max-sm:px-2.5 max-sm:text-[0.8125rem] sm:mx-1" aria-label={headerCopy.quoteButton}>
              <span aria-hidden="true" className="sm:hidden">
                {headerCopy.quoteButtonShort}
              </span>
              <span className="hidden sm:inline">{headerCopy.quoteButton}</span>
            </QuoteButton>
            <MobileMenuButton
              open={menuOpen}
              controls={menuId}
              onToggle={() => setMenuOpen((open) => !open)}
              buttonRef={menuButtonRef}
              className={`w-[2.125rem] sm:w-10 xl:hidden ${tone.control}`}
            />
          </div>
        </div>
      </div>
      <MobileMenuPanel id={menuId} open={menuOpen} pathname={pathname} onNavigate={closeMenu} />
    </header>
  )
}
