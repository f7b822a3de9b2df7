import type { SubmitQuote } from '../domain/submit-quote'
import { lazyModule } from '../../startup/lazy-module'

/**
 * The use case, its validation and the DI container load on first need rather than with the
 * first page, which only ever shows the form; `preload` starts loading them early, e.g. when the
 * quote dialog opens.
 */
export function lazySubmitQuote(load: () => Promise<SubmitQuote>): SubmitQuote & { preload(): void } {
  const wiring = lazyModule(load)
  const submit: SubmitQuote = async (input, options) => (await wiring.load())(input, options)
  return Object.assign(submit, { preload: wiring.preload })
}
