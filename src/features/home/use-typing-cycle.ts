import { useEffect, useRef, useState } from 'react'
import { homeTimings } from './home-timings'
import { advanceTyping, initialTypingState, showNextWord, typedText, typingDelay } from './typing-cycle'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

export interface TypingCycle {
  readonly text: string
  readonly reducedMotion: boolean
}

/** Runs the typing cycle over `words` once the page is interactive; the first render shows word one whole. */
export function useTypingCycle(words: readonly string[]): TypingCycle {
  const [state, setState] = useState(() => initialTypingState(words))
  const latest = useRef(state)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    let current = latest.current
    let timer: number | undefined
    // Each timeout schedules the next from inside its own callback, so steps stay exactly
    // 150/1500/50 ms apart however long React takes to render them.
    const schedule = () => {
      const delay = reducedMotion ? homeTimings.reducedMotionWordMs : typingDelay(current)
      timer = window.setTimeout(() => {
        current = reducedMotion ? showNextWord(current, words) : advanceTyping(current, words)
        latest.current = current
        setState(current)
        schedule()
      }, delay)
    }
    schedule()
    return () => window.clearTimeout(timer)
  }, [words, reducedMotion])

  // Reduced motion shows whole words only, even if it was switched on halfway through one.
  const text = reducedMotion ? (words[state.wordIndex] ?? '') : typedText(state, words)
  return { text, reducedMotion }
}
