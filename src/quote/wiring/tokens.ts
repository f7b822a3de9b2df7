/**
 * Every binding of the quote container, one symbol each. Inversify's identifiers carry no type,
 * so bindings and lookups name the type explicitly (`bind<QuoteStore>(quoteTokens.store)`).
 */
export const quoteTokens = {
  store: Symbol('QuoteStore'),
  confirmationNotifier: Symbol('ConfirmationNotifier'),
  ownerNotifier: Symbol('OwnerNotifier'),
  /** Bound once per log; the use case hears them all. */
  stepFailureLog: Symbol('StepFailureLog'),
  submitQuote: Symbol('SubmitQuote'),
} as const
