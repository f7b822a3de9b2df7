import type { SubmitQuote } from '../quote/domain/submit-quote'

/** What every route can reach: the seam through which pages get the quote use case. */
export interface RouterContext {
  /** The quote use case; `preload` warms it up when the dialog opens. */
  readonly submitQuote: SubmitQuote & { preload?: () => void }
}
