import type { ReactNode } from 'react'
import { buttonClass, type ButtonSize, type ButtonVariant } from '../../components/ui/button-styles'
import { quoteDialogCopy } from '../../content/quote-copy'
import { useQuoteDialog } from './quote-dialog-context'

interface QuoteButtonProps {
  readonly children?: ReactNode
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
  readonly className?: string
}

/** Every quote and consultation button opens the same dialog (docs/decisions). */
export function QuoteButton({ children = quoteDialogCopy.openButton, variant, size = 'lg', className }: QuoteButtonProps) {
  const { open } = useQuoteDialog()
  return (
    <button type="button" className={buttonClass(variant, size, className)} onClick={open} aria-haspopup="dialog">
      {children}
    </button>
  )
}
