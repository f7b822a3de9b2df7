/**
 * Upper bounds for each field. The product copy leaves lengths open; these are generous for real
 * people and small enough that one request cannot carry a document (docs/decisions/0002).
 */
export const quoteFieldLimits = {
  name: 100,
  email: 254,
  phone: 40,
  address: 200,
  message: 2000,
} as const

export type QuoteField = keyof typeof quoteFieldLimits

export const quoteFields = ['name', 'email', 'phone', 'address', 'message'] as const satisfies readonly QuoteField[]

/**
 * A field no person sees or fills (hidden from eyes, keyboards and screen readers); automated
 * form fillers do. Anything in it marks the request as automated. Kept here, apart from the
 * validation rules, so the dialog can name it without loading the schema library.
 */
export const honeypotField = 'website'
