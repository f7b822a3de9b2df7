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
  const { text, word, reducedMotion, moving } = useTypingCycle(words)
  return (
    <h1 id={id} className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl lg:whitespace-nowrap">
      {/*
        On a phone the fixed words are a line of their own. From lg the headline is one phrase:
        this copy keeps the phrase's place in the line (unseen, still read), and the shown words
        ride with the word below, so each word's phrase is centred while the line's layout never
        changes (the word's slot moves by a transform, which is no layout shift).
      */}
      <span className="block lg:inline-block lg:whitespace-pre lg:opacity-0">
        {prefix}
        <span className="hidden lg:inline"> </span>
      </span>
      <span className="sr-only"> {spokenWords}</span>
      <span
        aria-hidden="true"
        className="mt-1 block min-h-[1.25em] text-brand-300 lg:relative lg:mt-0 lg:inline-block lg:min-h-0 lg:w-0 lg:align-top">
        <span className="invisible relative inline-block lg:absolute lg:top-0 lg:left-0 lg:-translate-x-1/2">
          <span className="absolute top-0 right-full hidden whitespace-pre text-white lg:visible lg:inline">{`${prefix} `}</span>
          {/*
            The whole word is laid out unseen (a pseudo-element, so it is no part of the text) and
            centred like the line above; the typed letters are drawn over it from its left edge. So
            the word sits centred from its first letter, and neither a new letter nor the caret
            moves anything (no layout shift while it types).
          */}
          <span
            aria-hidden="true"
            data-typing-word=""
            data-word={word}
            className="invisible relative inline-block whitespace-nowrap before:content-[attr(data-word)]">
            {/*
              Only the letters are visible, and with none showing nothing is drawn: the next word's
              place changes unseen, which the browser does not count as a layout shift.
            */}
            {text && (
              <span className="visible absolute inset-y-0 left-0 whitespace-nowrap">
                <span
                  data-typing-caret=""
                  className={
                    reducedMotion
                      ? undefined
                      : // The caret is the letters' own right border; at rest it stays, transparent.
                        `border-r-[3px] pr-1 ${moving ? 'animate-caret border-brand-300 motion-reduce:animate-none motion-reduce:border-transparent' : 'border-transparent'}`
                  }>
                  {text}
                </span>
              </span>
            )}
          </span>
        </span>
      </span>
    </h1>
  )
}
