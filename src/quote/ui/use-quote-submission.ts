import { useMutation } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { shouldCloseAndClear, type QuoteOutcome } from '../domain/quote-outcome'
import type { QuoteFieldIssue } from '../domain/quote-request'
import { honeypotField } from '../domain/quote-fields'
import { outcomeToast } from './quote-copy'
import { useQuoteDialogActions, useQuoteDialogOpen, useQuoteForm } from './quote-dialog-context'

function showOutcomeToast(outcome: QuoteOutcome): void {
  const message = outcomeToast(outcome)
  if (!message) return
  const show = message.tone === 'success' ? toast.success : toast.error
  show(message.title, { description: message.description })
}

/**
 * Submits the dialog's values through the use case from router context and applies the
 * outcome: toast, close-and-clear only when some step carried the lead, field issues inline.
 */
export function useQuoteSubmission() {
  const submitQuote = useRouteContext({ from: '__root__', select: (context) => context.submitQuote })
  const isOpen = useQuoteDialogOpen()
  const { values, clear } = useQuoteForm()
  const { setOpen } = useQuoteDialogActions()
  const [issues, setIssues] = useState<readonly QuoteFieldIssue[]>([])
  // A retry after nothing got through repeats the same submission, so the relay stores and
  // mails it once however often the visitor presses Submit.
  const pendingSubmissionId = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (isOpen) submitQuote.preload?.()
  }, [isOpen, submitQuote])

  const mutation = useMutation({
    mutationFn: (input: Record<string, string>) =>
      submitQuote(input, { submissionId: pendingSubmissionId.current, page: window.location.pathname }),
    retry: false,
    onSuccess: (outcome: QuoteOutcome) => {
      setIssues(outcome.kind === 'invalid' ? outcome.issues : [])
      if (outcome.kind === 'nothing-sent') pendingSubmissionId.current = outcome.submissionId
      showOutcomeToast(outcome)
      if (shouldCloseAndClear(outcome)) {
        pendingSubmissionId.current = undefined
        clear()
        setOpen(false)
      }
    },
    onError: (error) => {
      showOutcomeToast({ kind: 'unexpected-error', error: String(error) })
    },
  })

  return {
    /** `honeypot` is what the hidden trap field held: empty for every person. */
    submit: (honeypot: string) => mutation.mutate({ ...values, [honeypotField]: honeypot }),
    isSubmitting: mutation.isPending,
    issues,
  }
}
