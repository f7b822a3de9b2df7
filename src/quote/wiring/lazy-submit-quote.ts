import type { SubmitQuote } from '../domain/submit-quote'
import { lazyModule } from '../../startup/lazy-module'

export interface LazySubmitQuote extends SubmitQuote {
  /** Starts loading the wiring early, e.g. when the quote dialog opens. */
  preload(): void
}

/**
 * The use case, its validation and the DI container load on first need rather than with the
 * first page, which only ever shows the form.
 */
export function lazySubmitQuote(load: () => Promise<SubmitQuote>): LazySubmitQuote {
  const wiring = lazyModule(load)
  const submit: SubmitQuote = async (input, options) => (await wiring.load())(input, options)
  return Object.assign(submit, { preload: wiring.preload })
}
