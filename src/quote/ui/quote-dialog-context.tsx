import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import type { QuoteField } from '../domain/quote-fields'

export type QuoteFormValues = Record<QuoteField, string>

export const emptyQuoteForm: QuoteFormValues = { name: '', email: '', phone: '', address: '', message: '' }

/** What a quote button needs: never changes, so buttons never render again after the first time. */
interface QuoteDialogActions {
  readonly open: () => void
  readonly setOpen: (open: boolean) => void
  /** Puts focus back on the button that opened the dialog (it has no Radix trigger). */
  readonly restoreFocus: () => void
}

/** Kept here, not in the dialog, so closing the dialog never throws away what was typed. */
interface QuoteFormState {
  readonly values: QuoteFormValues
  readonly setValue: (field: QuoteField, value: string) => void
  readonly clear: () => void
}

// Three contexts, so a keystroke renders only the form and opening the dialog only what shows it.
const ActionsContext = createContext<QuoteDialogActions | null>(null)
const OpenContext = createContext<boolean | null>(null)
const FormContext = createContext<QuoteFormState | null>(null)

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
  const actions = useMemo(() => ({ open, setOpen, restoreFocus }), [open, restoreFocus])
  const form = useMemo(() => ({ values, setValue, clear }), [values, setValue, clear])
  return (
    <ActionsContext.Provider value={actions}>
      <OpenContext.Provider value={isOpen}>
        <FormContext.Provider value={form}>{children}</FormContext.Provider>
      </OpenContext.Provider>
    </ActionsContext.Provider>
  )
}

function useRequired<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside QuoteDialogProvider`)
  return value
}

export function useQuoteDialogActions(): QuoteDialogActions {
  return useRequired(useContext(ActionsContext), 'useQuoteDialogActions')
}

export function useQuoteDialogOpen(): boolean {
  return useRequired(useContext(OpenContext), 'useQuoteDialogOpen')
}

export function useQuoteForm(): QuoteFormState {
  return useRequired(useContext(FormContext), 'useQuoteForm')
}
