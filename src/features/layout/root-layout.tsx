import { Outlet } from '@tanstack/react-router'
import { DeferredQuoteExtras, QuoteDialogProvider } from '../../quote/ui'
import { useTheme } from '../theme'
import { PhoneCtaBar, phoneCtaBarHeight } from './phone-cta-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

export function RootLayout() {
  const { theme } = useTheme()
  return (
    <QuoteDialogProvider>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <PhoneCtaBar />
      <DeferredQuoteExtras theme={theme} phoneBottomOffset={phoneCtaBarHeight + 12} />
    </QuoteDialogProvider>
  )
}
