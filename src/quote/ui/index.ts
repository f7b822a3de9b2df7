/** What other features may use of the quote feature; everything else in it is private. */
export { DeferredQuoteExtras } from './deferred-quote-extras'
export { QuoteButton } from './quote-button'
export { QuoteCtaBanner } from './quote-cta-banner'
export { QuoteDialogProvider, useQuoteDialogActions, useQuoteDialogOpen } from './quote-dialog-context'
