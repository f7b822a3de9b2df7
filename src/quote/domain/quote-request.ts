import { z } from 'zod'
import { honeypotField, quoteFieldLimits, type QuoteField } from './quote-fields'
import { emailAddress, honeypot, messageText, personName, phoneNumber, postalAddress } from './text-rules'

/** The dialog's visible labels, so a message names the field the visitor sees. */
const quoteFieldLabels: Record<QuoteField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Address',
  message: 'How can we help?',
}

export const quoteRequestSchema = z.object({
  name: personName(quoteFieldLabels.name),
  email: emailAddress(quoteFieldLabels.email),
  phone: phoneNumber(quoteFieldLabels.phone),
  address: postalAddress(quoteFieldLabels.address),
  message: messageText(quoteFieldLabels.message),
  [honeypotField]: honeypot,
})

/** What the visitor asks for: the five fields of the quote dialog, trimmed and checked. */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

export interface QuoteFieldIssue {
  readonly field: QuoteField | 'form'
  readonly message: string
}

export type QuoteRequestParse =
  { readonly ok: true; readonly request: QuoteRequest } | { readonly ok: false; readonly issues: readonly QuoteFieldIssue[] }

export function parseQuoteRequest(input: unknown): QuoteRequestParse {
  const result = quoteRequestSchema.safeParse(input)
  if (result.success) return { ok: true, request: result.data }
  return { ok: false, issues: toFieldIssues(result.error) }
}

/** One message per field, the first that applies: "required" beats "not an e-mail". */
export function toFieldIssues(error: z.ZodError): QuoteFieldIssue[] {
  const issues = new Map<QuoteFieldIssue['field'], string>()
  for (const issue of error.issues) {
    const head = issue.path[0]
    const field = typeof head === 'string' && head in quoteFieldLimits ? (head as QuoteField) : 'form'
    if (!issues.has(field)) {
      const formMessage = head === honeypotField ? issue.message : 'The request must be an object of text fields.'
      issues.set(field, field === 'form' ? formMessage : issue.message)
    }
  }
  return [...issues].map(([field, message]) => ({ field, message }))
}
