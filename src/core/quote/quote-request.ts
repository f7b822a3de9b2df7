import { z } from 'zod'
import { quoteFieldLimits, type QuoteField } from './quote-fields'

/**
 * The shape a browser accepts for `<input type="email">` (WHATWG HTML), so the server agrees
 * with the native check the visitor already passed.
 */
const emailShape =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

const fieldLabels: Record<QuoteField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Address',
  message: 'How can we help?',
}

function requiredText(field: QuoteField) {
  return z
    .string({ error: `${fieldLabels[field]} is required.` })
    .trim()
    .min(1, { error: `${fieldLabels[field]} is required.` })
    .max(quoteFieldLimits[field], {
      error: `${fieldLabels[field]} must be at most ${quoteFieldLimits[field]} characters.`,
    })
}

export const quoteRequestSchema = z.object({
  name: requiredText('name'),
  email: requiredText('email').regex(emailShape, { error: 'Enter a valid email address.' }),
  phone: requiredText('phone'),
  address: requiredText('address'),
  message: requiredText('message'),
})

/** What the visitor asks for: the five fields of the quote dialog, trimmed and checked. */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

export interface QuoteFieldIssue {
  readonly field: QuoteField | 'form'
  readonly message: string
}

export type QuoteRequestParse =
  | { readonly ok: true; readonly request: QuoteRequest }
  | { readonly ok: false; readonly issues: readonly QuoteFieldIssue[] }

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
      issues.set(field, field === 'form' ? 'The request must be an object of text fields.' : issue.message)
    }
  }
  return [...issues].map(([field, message]) => ({ field, message }))
}
