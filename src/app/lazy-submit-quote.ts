import type { SubmitQuote } from '../core/quote/submit-quote'

export interface LazySubmitQuote extends SubmitQuote {
  /** Starts loading the wiring early, e.g. when the quote dialog opens. */
  preload(): void
}

/**
 * The use case, its validation and the DI container load on first need rather than with the
 * first page, which only ever shows the form.
 */
export function lazySubmitQuote(load: () => Promise<SubmitQuote>): LazySubmitQuote {
  let loaded: Promise<SubmitQuote> | undefined
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined // let the next attempt try the download again
      throw error
    })
    return loaded
  }
  const submit: SubmitQuote = async (input, options) => (await get())(input, options)
  return Object.assign(submit, { preload: () => void get().catch(() => undefined) })
}
