/**
 * Every binding of the quote container, one symbol each. Inversify's identifiers carry no type,
 * so bindings and lookups name the type explicitly (`bind<QuoteStore>(quoteTokens.store)`).
 */
export const quoteTokens = {
  config: Symbol('QuoteConfig'),
  store: Symbol('QuoteStore'),
  confirmationMailer: Symbol('ConfirmationMailer'),
  notificationMailer: Symbol('NotificationMailer'),
  submitQuote: Symbol('SubmitQuote'),
} as const

/** The clock the use case stamps `created_at` with. */
export type Clock = () => Date
