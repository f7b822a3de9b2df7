import type { ReactNode } from 'react'
import { buttonClass, type ButtonSize, type ButtonVariant } from '../../components/ui/button-styles'
import { quoteDialogCopy } from './quote-copy'
import { useQuoteDialogActions } from './quote-dialog-context'
import { quoteExtras } from './quote-extras-loader'

interface QuoteButtonProps {
  readonly children?: ReactNode
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
  readonly className?: string
  /** The button's name when its visible text is shortened. */
  readonly 'aria-label'?: string
}

/** Every quote and consultation button opens the same dialog (docs/decisions). */
export function QuoteButton({
  children = quoteDialogCopy.openButton,
  variant = 'accent',
  size = 'lg',
  className,
  'aria-label': label,
}: QuoteButtonProps) {
  const { open } = useQuoteDialogActions()
  return (
    <button
      type="button"
      className={buttonClass(variant, size, className)}
      onClick={open}
      // A hover, focus or touch usually comes a few hundred milliseconds before the press.
      onPointerEnter={quoteExtras.preload}
      onFocus={quoteExtras.preload}
      onTouchStart={quoteExtras.preload}
      aria-haspopup="dialog"
      aria-label={label}>
      {children}
    </button>
  )
}
