import type { KeyboardEvent } from 'react'

/** What the hero slider and the testimonials carousel share: index arithmetic (pure, so unit-tested) and arrow keys. */

/** The slide after `index`, wrapping from the last back to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return (((index + 1) % count) + count) % count
}

/** The slide before `index`, wrapping from the first round to the last. */
export function prevIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return (((index - 1) % count) + count) % count
}

/** How many pages a list fills when shown two at a time; an odd last item still gets a page. */
export function pairCount(itemCount: number): number {
  return Math.max(0, Math.ceil(itemCount / 2))
}

/**
 * The two items on page `pair`. An odd final item is paired with the first item, so every page
 * shows two cards.
 */
export function pairAt<T>(items: readonly T[], pair: number): readonly T[] {
  const pages = pairCount(items.length)
  if (pages === 0) return []
  const page = ((pair % pages) + pages) % pages
  const first = items[page * 2] as T
  if (items.length === 1) return [first]
  const second = items[page * 2 + 1] ?? (items[0] as T)
  return [first, second]
}

/** Positions (0-based) of the items on page `pair`, for labels such as 'testimonials 5 and 1'. */
export function pairPositions(itemCount: number, pair: number): readonly number[] {
  return pairAt(
    Array.from({ length: itemCount }, (_, i) => i),
    pair,
  )
}

/** A keydown handler: the left arrow goes to the previous slide, the right arrow to the next. */
export function arrowKeyHandler(previous: () => void, next: () => void) {
  return (event: KeyboardEvent) => {
    const move = { ArrowLeft: previous, ArrowRight: next }[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }
}
