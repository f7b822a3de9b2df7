import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import type { QuoteField } from '../../core/quote/quote-fields'

export type QuoteFormValues = Record<QuoteField, string>

export const emptyQuoteForm: QuoteFormValues = { name: '', email: '', phone: '', address: '', message: '' }

interface QuoteDialogState {
  readonly isOpen: boolean
  readonly open: () => void
  readonly setOpen: (open: boolean) => void
  /** Kept here, not in the dialog, so closing the dialog never throws away what was typed. */
  readonly values: QuoteFormValues
  readonly setValue: (field: QuoteField, value: string) => void
  readonly clear: () => void
  /** Puts focus back on the button that opened the dialog (it has no Radix trigger). */
  readonly restoreFocus: () => void
}

const QuoteDialogContext = createContext<QuoteDialogState | null>(null)

export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const [values, setValues] = useState<QuoteFormValues>(emptyQuoteForm)
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
  }, [])
  const restoreFocus = useCallback(() => {
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus()
  }, [])
  const setValue = useCallback((field: QuoteField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
  }, [])
  const clear = useCallback(() => setValues(emptyQuoteForm), [])
  const state = useMemo(
    () => ({ isOpen, open, setOpen, values, setValue, clear, restoreFocus }),
    [isOpen, open, values, setValue, clear, restoreFocus],
  )
  return <QuoteDialogContext.Provider value={state}>{children}</QuoteDialogContext.Provider>
}

export function useQuoteDialog(): QuoteDialogState {
  const state = useContext(QuoteDialogContext)
  if (!state) throw new Error('useQuoteDialog must be used inside QuoteDialogProvider')
  return state
}
