import { startTransition, useEffect, useState } from 'react'
import { whenPageIdle } from '../../startup/when-page-idle'
import { buttonClass } from '../../components/ui/button-styles'
import { company } from '../../content/company'
import { quoteDialogCopy } from './quote-copy'
import { useQuoteDialogActions, useQuoteDialogOpen } from './quote-dialog-context'
import type { QuoteExtrasProps } from './quote-extras'
import { quoteExtras } from './quote-extras-loader'

/**
 * Mounts the quote dialog and the toaster once their code is here. It is fetched when the page
 * is idle after loading, or at once when a visitor asks for the dialog first; the dialog then
 * opens as soon as the code arrives, with what the visitor typed kept in context.
 */
export function DeferredQuoteExtras({ theme, phoneBottomOffset }: QuoteExtrasProps) {
  const isOpen = useQuoteDialogOpen()
  const { setOpen } = useQuoteDialogActions()
  const [extras, setExtras] = useState(quoteExtras.loaded)
  const [failed, setFailed] = useState(false)

  // A new press clears the notice; otherwise it stays until dismissed, even once a later
  // attempt in the background has brought the code.
  useEffect(() => {
    if (isOpen) setFailed(false)
  }, [isOpen])

  useEffect(() => {
    if (extras) return
    let current = true
    const load = () =>
      quoteExtras.load().then(
        (module) => {
          if (!current) return
          // Fetched ahead of time, the closed dialog and toaster mount in slices that give way to
          // a visitor's tap; asked for, they mount at once so the dialog opens.
          if (isOpen) setExtras(module)
          else startTransition(() => setExtras(module))
        },
        () => {
          if (!current || !isOpen) return
          // The visitor asked and the code did not come: say so, and let the next press retry.
          setOpen(false)
          setFailed(true)
        },
      )
    if (isOpen) void load()
    const cancel = isOpen ? undefined : whenPageIdle(() => void load())
    return () => {
      current = false
      cancel?.()
    }
  }, [extras, isOpen, setOpen])

  return (
    <>
      {extras && <extras.QuoteExtras theme={theme} phoneBottomOffset={phoneBottomOffset} />}
      {failed && <UnavailableNotice onDismiss={() => setFailed(false)} />}
    </>
  )
}

function UnavailableNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-xl border border-red-200 bg-white p-4 text-sm text-slate-900 shadow-xl sm:right-6 sm:bottom-6 sm:left-auto dark:border-red-900 dark:bg-slate-900 dark:text-slate-100">
      <p>
        {quoteDialogCopy.unavailable}{' '}
        <a href={company.phoneHref} className="font-semibold whitespace-nowrap text-brand-700 underline dark:text-brand-300">
          {company.phone}
        </a>
        .
      </p>
      <button type="button" className={buttonClass('secondary', 'md', 'mt-3')} onClick={onDismiss}>
        {quoteDialogCopy.dismiss}
      </button>
    </div>
  )
}
