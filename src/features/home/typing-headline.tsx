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
  const { text, reducedMotion, moving } = useTypingCycle(words)
  const longest = words.reduce((widest, word) => (word.length > widest.length ? word : widest), '')
  return (
    <h1 id={id} className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
      <span className="block">{prefix}</span>
      <span className="sr-only"> {spokenWords}</span>
      {/*
        The longest word, invisible (a pseudo-element, so it is no part of the text), sizes a box
        that stays centred; the typed word starts at that box's left edge, so a new letter never
        moves the ones before it or the caret's line: typing causes no layout shift.
      */}
      <span
        aria-hidden="true"
        data-typing-word=""
        data-longest={longest}
        className="mt-1 grid min-h-[1.25em] justify-center text-brand-300 after:invisible after:col-start-1 after:row-start-1 after:pr-[calc(0.25rem+3px)] after:content-[attr(data-longest)]"
      >
        <span className="col-start-1 row-start-1 text-left">
          {/* The caret is the word's own right border: a box of its own would move with every letter. */}
          <span
            className={
              reducedMotion
                ? undefined
                : // At rest the caret's border stays, transparent, so the word does not shift when it returns.
                  `border-r-[3px] pr-1 ${moving ? 'animate-caret border-brand-300 motion-reduce:animate-none motion-reduce:border-transparent' : 'border-transparent'}`
            }
          >
            {text}
          </span>
        </span>
      </span>
    </h1>
  )
}
