import { useEffect, useRef, useState } from 'react'
import { advanceTyping, initialTypingState, typedText, typingDelay } from './typing-cycle'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/**
 * Runs the typing cycle over `words` once the page is interactive; the first render shows word
 * one whole. With reduced motion nothing moves: the word on show stays, whole.
 */
export function useTypingCycle(words: readonly string[]) {
  const [state, setState] = useState(() => initialTypingState(words))
  const latest = useRef(state)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (reducedMotion) return
    let current = latest.current
    let timer: number | undefined
    // Each timeout schedules the next from inside its own callback, so steps stay exactly
    // 150/1500/50 ms apart however long React takes to render them.
    const schedule = () => {
      timer = window.setTimeout(() => {
        current = advanceTyping(current, words)
        latest.current = current
        setState(current)
        schedule()
      }, typingDelay(current))
    }
    schedule()
    return () => window.clearTimeout(timer)
  }, [words, reducedMotion])

  // Reduced motion shows a whole word, even if it was switched on halfway through typing one.
  const word = words[state.wordIndex] ?? ''
  const text = reducedMotion ? word : typedText(state, words)
  return {
    text,
    /** The whole word being typed or deleted: it is laid out in full, so its place never changes. */
    word,
    reducedMotion,
    /** Whether letters are appearing or going: the caret shows only then, never over a whole word at rest. */
    moving: !reducedMotion && state.phase !== 'holding',
  }
}
