import { describe, expect, it } from 'vitest'
import { homeTimings } from '../../../src/features/home/home-timings'
import { advanceTyping, initialTypingState, typedText, typingDelay, type TypingState } from '../../../src/features/home/typing-cycle'
import { typingWords } from '../../../src/content/home'

const words = typingWords

/** Runs the cycle from `state` and records what shows after each step, with the wait before it. */
function run(state: TypingState, steps: number) {
  const frames: { waited: number; text: string }[] = []
  let current = state
  for (let i = 0; i < steps; i++) {
    const waited = typingDelay(current)
    current = advanceTyping(current, words)
    frames.push({ waited, text: typedText(current, words) })
  }
  return { frames, state: current }
}

describe('the typing headline', () => {
  it('starts by showing the first word whole, as the prerendered page does', () => {
    const start = initialTypingState(words)
    expect(typedText(start, words)).toBe('Home')
    expect(start.phase).toBe('holding')
  })

  it('holds a complete word for 1500 ms, deletes it at 50 ms a character, then types the next at 150 ms', () => {
    const { frames } = run(initialTypingState(words), 7)
    expect(frames).toEqual([
      { waited: 1500, text: 'Hom' },
      { waited: 50, text: 'Ho' },
      { waited: 50, text: 'H' },
      { waited: 50, text: '' },
      { waited: 150, text: 'B' },
      { waited: 150, text: 'Bu' },
      { waited: 150, text: 'Bus' },
    ])
  })

  it('types a whole word and then holds it', () => {
    const empty: TypingState = { wordIndex: 0, length: 0, phase: 'typing' }
    const { frames, state } = run(empty, 4)
    expect(frames.map((frame) => frame.text)).toEqual(['H', 'Ho', 'Hom', 'Home'])
    expect(frames.every((frame) => frame.waited === 150)).toBe(true)
    expect(state.phase).toBe('holding')
    expect(typingDelay(state)).toBe(homeTimings.typingHoldMs)
  })

  it('goes through every word in order and comes back to Home', () => {
    const seen: string[] = []
    let state = initialTypingState(words)
    for (let step = 0; step < 500 && seen.length < 6; step++) {
      state = advanceTyping(state, words)
      if (state.phase === 'holding') seen.push(typedText(state, words))
    }
    expect(seen).toEqual(['Business', 'Family', 'Property', 'Peace of Mind', 'Home', 'Business'])
  })

  it('takes 150, 1500 and 50 ms per step in the typing, holding and deleting phases', () => {
    expect(typingDelay({ wordIndex: 0, length: 1, phase: 'typing' })).toBe(150)
    expect(typingDelay({ wordIndex: 0, length: 4, phase: 'holding' })).toBe(1500)
    expect(typingDelay({ wordIndex: 0, length: 3, phase: 'deleting' })).toBe(50)
  })
})
