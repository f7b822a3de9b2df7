import { homeTimings } from './home-timings'

/**
 * The typing headline as a small state machine: type a word a character at a time, hold it,
 * delete it a character at a time, then type the next word, round and round.
 */
export type TypingPhase = 'typing' | 'holding' | 'deleting'

export interface TypingState {
  readonly wordIndex: number
  /** How many characters of the current word are showing. */
  readonly length: number
  readonly phase: TypingPhase
}

/**
 * The prerendered page shows the first word whole, so the cycle starts by holding it; starting
 * from an empty word would blank the headline the moment the page hydrates.
 */
export function initialTypingState(words: readonly string[]): TypingState {
  return { wordIndex: 0, length: words[0]?.length ?? 0, phase: 'holding' }
}

/** How long the state stays on screen before `advanceTyping` runs. */
export function typingDelay(state: TypingState): number {
  return { typing: homeTimings.typeCharacterMs, holding: homeTimings.typingHoldMs, deleting: homeTimings.deleteCharacterMs }[state.phase]
}

/** One step of the cycle: a character typed, the hold ended, or a character deleted. */
export function advanceTyping(state: TypingState, words: readonly string[]): TypingState {
  const count = words.length
  if (count === 0) return state
  const word = words[state.wordIndex % count] ?? ''
  switch (state.phase) {
    case 'typing': {
      const length = Math.min(state.length + 1, word.length)
      return { ...state, length, phase: length >= word.length ? 'holding' : 'typing' }
    }
    case 'holding':
    case 'deleting': {
      const length = Math.max(state.length - 1, 0)
      if (length === 0) return { wordIndex: (state.wordIndex + 1) % count, length: 0, phase: 'typing' }
      return { ...state, length, phase: 'deleting' }
    }
  }
}

/** The characters showing in this state. */
export function typedText(state: TypingState, words: readonly string[]): string {
  const word = words[state.wordIndex % Math.max(words.length, 1)] ?? ''
  return word.slice(0, state.length)
}
