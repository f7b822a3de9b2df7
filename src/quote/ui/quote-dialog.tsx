import * as Dialog from '@radix-ui/react-dialog'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useEffect, useRef, type FormEvent } from 'react'
import { buttonClass } from '../../components/ui/button-styles'
import { quoteDialogCopy } from './quote-copy'
import { honeypotField, quoteFieldLimits, quoteFields, type QuoteField } from '../domain/quote-fields'
import { useQuoteDialogActions, useQuoteDialogOpen, useQuoteForm } from './quote-dialog-context'
import { useQuoteSubmission } from './use-quote-submission'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500'

/** The submission's mutation state lives with the dialog, so the query library loads with it. */
const queryClient = new QueryClient()

export function QuoteDialog() {
  return (
    <QueryClientProvider client={queryClient}>
      <QuoteDialogView />
    </QueryClientProvider>
  )
}

function QuoteDialogView() {
  const isOpen = useQuoteDialogOpen()
  const { setOpen, restoreFocus } = useQuoteDialogActions()
  const { values, setValue } = useQuoteForm()
  const { submit, isSubmitting, issues } = useQuoteSubmission()

  const issueFor = (field: QuoteField) => issues.find((issue) => issue.field === field)?.message
  const formIssue = issues.find((issue) => issue.field === 'form')?.message
  const invalidFields = quoteFields.filter((field) => issueFor(field) !== undefined)
  const fieldElements = useRef(new Map<QuoteField, HTMLInputElement | HTMLTextAreaElement>())

  // Every error shows at once; focus goes to the first field to fix, in the form's order.
  useEffect(() => {
    const first = quoteFields.find((field) => issues.some((issue) => issue.field === field))
    if (first) fieldElements.current.get(first)?.focus()
  }, [issues])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const trap = new FormData(event.currentTarget).get(honeypotField)
    if (!isSubmitting) submit(typeof trap === 'string' ? trap : '')
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            restoreFocus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none data-[state=open]:animate-dialog-in motion-reduce:animate-none dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="pr-8 text-2xl font-bold tracking-tight">{quoteDialogCopy.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">{quoteDialogCopy.description}</Dialog.Description>
          {/* The form checks itself (noValidate): the browser's own check would explain one field at a time, in a bubble. */}
          <form className="mt-5 space-y-4" onSubmit={onSubmit} noValidate>
            {quoteFields.map((field) => {
              const copy = quoteDialogCopy.fields[field]
              const id = `quote-${field}`
              const issue = issueFor(field)
              const shared = {
                id,
                name: field,
                required: true,
                maxLength: quoteFieldLimits[field],
                autoComplete: copy.autoComplete,
                inputMode: copy.inputMode,
                ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
                  if (element) fieldElements.current.set(field, element)
                  else fieldElements.current.delete(field)
                },
                placeholder: copy.placeholder,
                value: values[field],
                'aria-invalid': issue ? true : undefined,
                'aria-describedby': issue ? `${id}-error` : undefined,
                className: inputClass,
              }
              return (
                <div key={field}>
                  <label htmlFor={id} className="block text-sm font-medium">
                    {copy.label}
                  </label>
                  {copy.type === 'textarea' ? (
                    <textarea {...shared} rows={4} onChange={(e) => setValue(field, e.target.value)} />
                  ) : (
                    <input {...shared} type={copy.type} onChange={(e) => setValue(field, e.target.value)} />
                  )}
                  {issue && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                      {issue}
                    </p>
                  )}
                </div>
              )
            })}
            {/* A trap for form-filling robots: display:none hides it from eyes, keyboards and screen readers alike. */}
            <input type="text" name={honeypotField} defaultValue="" autoComplete="off" tabIndex={-1} className="hidden" />
            <p className="sr-only" aria-live="assertive">
              {invalidFields.length > 0
                ? quoteDialogCopy.fieldsNeedAttention(invalidFields.map((field) => quoteDialogCopy.fields[field].label))
                : ''}
            </p>
            {formIssue && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {formIssue}
              </p>
            )}
            <p className="text-sm font-bold text-slate-800 dark:text-slate-200">{quoteDialogCopy.spamNote}</p>
            <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={isSubmitting}>
              {isSubmitting ? quoteDialogCopy.submitting : quoteDialogCopy.submit}
            </button>
          </form>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label={quoteDialogCopy.close}>
            <X aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
