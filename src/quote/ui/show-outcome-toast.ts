import { toast } from 'sonner'
import { outcomeToast } from './quote-copy'
import type { QuoteOutcome } from '../domain/quote-outcome'

export function showOutcomeToast(outcome: QuoteOutcome): void {
  const message = outcomeToast(outcome)
  if (!message) return
  const show = message.tone === 'success' ? toast.success : toast.error
  show(message.title, { description: message.description })
}
