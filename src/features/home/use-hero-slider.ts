import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import { arrowKeyHandler, nextIndex, prevIndex } from './carousel-index'
import { homeTimings } from './home-timings'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/**
 * How long before a slide comes in its picture is fetched. Fetching every picture at once would
 * put five unseen illustrations on a phone's link and main thread while the page starts.
 */
const pictureLeadMs = 1500

/**
 * The hero slider's behaviour: wrap-around arrows locked for one transition, dots that jump,
 * autoplay that waits while the visitor points at or focuses the hero, and none at all for
 * visitors who prefer reduced motion.
 */
export function useHeroSlider(count: number) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const locked = useRef(false)
  const unlockTimer = useRef<number | undefined>(undefined)
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]))

  const fetchPictures = useCallback((...positions: number[]) => {
    setPictured((current) => (positions.every((position) => current.has(position)) ? current : new Set([...current, ...positions])))
  }, [])

  const show = useCallback(
    (target: number) => {
      fetchPictures(target)
      setIndex(target)
      // Without an animation there is no transition to wait for.
      if (reducedMotion) return
      locked.current = true
      window.clearTimeout(unlockTimer.current)
      unlockTimer.current = window.setTimeout(() => {
        locked.current = false
      }, homeTimings.slideTransitionMs)
    },
    [reducedMotion, fetchPictures],
  )

  useEffect(() => () => window.clearTimeout(unlockTimer.current), [])

  const previous = useCallback(() => {
    if (!locked.current) show(prevIndex(index, count))
  }, [show, index, count])

  const next = useCallback(() => {
    if (!locked.current) show(nextIndex(index, count))
  }, [show, index, count])

  const goTo = useCallback(
    (target: number) => {
      if (target !== index) show(target)
    },
    [show, index],
  )

  const autoplaying = count > 1 && !reducedMotion && !stopped && !hovered && !focused

  // Keyed on the index, so any move (arrow, dot or autoplay) gives the new slide a full interval.
  useEffect(() => {
    if (!autoplaying) return
    const upcoming = nextIndex(index, count)
    const fetchTimer = window.setTimeout(() => fetchPictures(upcoming), homeTimings.slideIntervalMs - pictureLeadMs)
    const timer = window.setTimeout(() => show(upcoming), homeTimings.slideIntervalMs)
    return () => {
      window.clearTimeout(fetchTimer)
      window.clearTimeout(timer)
    }
  }, [autoplaying, index, count, show, fetchPictures])

  // A visitor reaching for the hero may press an arrow next: both neighbours should be there.
  const fetchNeighbours = () => fetchPictures(prevIndex(index, count), nextIndex(index, count))

  const pauseHandlers = {
    // Touch taps fire pointerenter without a matching leave; only a real pointer hovers.
    onPointerEnter: (event: PointerEvent) => {
      fetchNeighbours()
      if (event.pointerType === 'mouse') setHovered(true)
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false)
    },
    onFocus: () => {
      fetchNeighbours()
      setFocused(true)
    },
    onBlur: (event: FocusEvent) => {
      const leaving = !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
      if (leaving) setFocused(false)
    },
  }

  return {
    index,
    /** Whether the slide at this position has its picture yet: it is shown, due next, or next to a visitor's reach. */
    hasPicture: (position: number) => pictured.has(position),
    count,
    /** True while autoplay is allowed to move the slides (not paused, not reduced motion). */
    autoplaying,
    /** The visitor stopped the slideshow with the pause button. */
    stopped,
    reducedMotion,
    previous,
    next,
    goTo,
    toggleStopped: () => setStopped((value) => !value),
    /** Spread on the element whose hover and focus pause autoplay. */
    pauseHandlers,
    onKeyDown: arrowKeyHandler(previous, next),
  }
}
