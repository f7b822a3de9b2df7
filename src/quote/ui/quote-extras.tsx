import { QuoteDialog } from './quote-dialog'
import { Toaster } from '../../components/ui/toaster'
import type { Theme } from '../../features/theme'

export interface QuoteExtrasProps {
  readonly theme: Theme
  /** Room the toaster leaves at the bottom of a phone's screen, for the call-to-action bar. */
  readonly phoneBottomOffset: number
}

/**
 * What only a visitor who asks for a quote needs: the dialog with its form, focus trap and
 * submission state, and the toaster that reports the outcome. They load after the page is
 * interactive (or on the first request for the dialog), not with the page.
 */
export function QuoteExtras({ theme, phoneBottomOffset }: QuoteExtrasProps) {
  return (
    <>
      <QuoteDialog />
      <Toaster theme={theme} phoneBottomOffset={phoneBottomOffset} />
    </>
  )
}
