import { useRouterState } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles'
import { company } from '../../content/company'
import { headerCopy, phoneCtaBarCopy } from '../../content/navigation'
import { QuoteButton, useQuoteDialogOpen } from '../../quote/ui'

/**
 * Whether the page's first section (its hero, with its own call to action) has scrolled up out
 * of view. Watches the new hero on every page.
 */
function useScrolledPastHero(): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [past, setPast] = useState(false)
  useEffect(() => {
    const hero = document.querySelector('#main-content section')
    if (!hero) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0)
    })
    observer.observe(hero)
    return () => observer.disconnect()
  }, [pathname])
  return past
}

/**
 * On a phone, once the hero is gone, a slim bar keeps a call and a quote within a thumb's reach.
 * It stays below dialogs and steps aside while the quote dialog is open; the footer leaves room
 * for it, so the footer's last links are never under it. Toasts rise above it (the toaster's
 * phone offset is this bar's height).
 */
export function PhoneCtaBar() {
  const pastHero = useScrolledPastHero()
  const quoteDialogOpen = useQuoteDialogOpen()
  const shown = pastHero && !quoteDialogOpen
  return (
    <aside
      aria-label={phoneCtaBarCopy.label}
      data-shown={shown}
      inert={!shown}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur transition-[transform,visibility] duration-200 motion-reduce:transition-none min-[601px]:hidden dark:border-slate-800 dark:bg-slate-950/95 ${
        shown ? 'visible translate-y-0' : 'invisible translate-y-full'
      }`}>
      <div className="mx-auto grid max-w-md grid-cols-2 gap-2">
        <a href={company.phoneHref} aria-label={headerCopy.callLinkLabel} className={buttonClass('secondary', 'md', 'w-full')}>
          <Phone aria-hidden="true" className="h-4 w-4" />
          {phoneCtaBarCopy.callText}
        </a>
        <QuoteButton variant="accent" size="md" className="w-full">
          {headerCopy.quoteButton}
        </QuoteButton>
      </div>
    </aside>
  )
}

/** The bar's height on a phone, which the toaster and the footer keep clear. */
export const phoneCtaBarHeight = 64
