import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { shouldCloseAndClear, type QuoteOutcome } from '../../core/quote/quote-outcome'
import type { QuoteFieldIssue } from '../../core/quote/quote-request'
import { useQuoteDialog } from './quote-dialog-context'
import { showOutcomeToast } from './show-outcome-toast'

/**
 * Submits the dialog's values through the use case from router context and applies the
 * outcome: toast, close-and-clear only when some step carried the lead, field issues inline.
 */
export function useQuoteSubmission() {
  const submitQuote = useRouteContext({ from: '__root__', select: (context) => context.submitQuote })
  const { isOpen, values, clear, setOpen } = useQuoteDialog()
  const [issues, setIssues] = useState<readonly QuoteFieldIssue[]>([])

  useEffect(() => {
    if (isOpen) submitQuote.preload?.()
  }, [isOpen, submitQuote])

  const mutation = useMutation({
    mutationFn: submitQuote,
    retry: false,
    onSuccess: (outcome: QuoteOutcome) => {
      setIssues(outcome.kind === 'invalid' ? outcome.issues : [])
      showOutcomeToast(outcome)
      if (shouldCloseAndClear(outcome)) {
        clear()
        setOpen(false)
      }
    },
    onError: (error) => {
      showOutcomeToast({ kind: 'unexpected-error', error: String(error) })
    },
  })

  return {
    submit: () => mutation.mutate(values),
    isSubmitting: mutation.isPending,
    issues,
  }
}
