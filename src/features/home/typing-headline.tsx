import { useTypingCycle } from './use-typing-cycle'

interface TypingHeadlineProps {
  /** The fixed start of the headline, e.g. 'Protecting Your'. */
  readonly prefix: string
  readonly words: readonly string[]
  /** The words as one phrase, read by screen readers in place of the typing. */
  readonly spokenWords: string
  readonly id?: string
}

/**
 * The page's h1. Sighted visitors watch the last word type itself; assistive technology gets the
 * whole sentence once, so nothing is announced character by character.
 */
export function TypingHeadline({ prefix, words, spokenWords, id }: TypingHeadlineProps) {
  const { text, reducedMotion } = useTypingCycle(words)
  return (
    <h1 id={id} className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
      <span className="block">{prefix}</span>
      <span className="sr-only"> {spokenWords}</span>
      <span
        aria-hidden="true"
        data-typing-word=""
        className="mt-1 block min-h-[1.25em] text-brand-300"
      >
        {text}
        {!reducedMotion && (
          <span className="ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.08em] animate-caret bg-brand-300 align-baseline motion-reduce:hidden" />
        )}
      </span>
    </h1>
  )
}
