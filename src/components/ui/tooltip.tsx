import { cloneElement, useCallback, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react'

/** Opens 700 ms after the pointer rests on the control; within 300 ms of a tooltip closing, at once. */
export const tooltipDelays = { openDelayMs: 700, skipDelayMs: 300 } as const

/** When a tooltip last closed: the skip window is shared by every tooltip on the page. */
let lastClosedAt = Number.NEGATIVE_INFINITY

interface TriggerProps {
  readonly onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  readonly onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  readonly onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  readonly onFocus?: (event: FocusEvent<HTMLElement>) => void
  readonly onBlur?: (event: FocusEvent<HTMLElement>) => void
  readonly 'aria-describedby'?: string
}

/**
 * A short visible hint for an icon-only control, which keeps its own accessible name. It opens on
 * hover after the delay, at once on keyboard focus, never on touch, and closes on leave, blur,
 * press or Escape; while open the control is described by it. Drawn below the control and aligned
 * to its right edge, so it never runs off a phone's screen (the header's controls sit on the right).
 * Hand-written because a positioning library is 15 KB of the first load for this one hint.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const isOpen = useRef(false)
  const timer = useRef<number | undefined>(undefined)

  const cancelTimer = useCallback(() => window.clearTimeout(timer.current), [])
  const setShown = useCallback(
    (next: boolean) => {
      cancelTimer()
      if (isOpen.current && !next) lastClosedAt = Date.now()
      isOpen.current = next
      setOpen(next)
    },
    [cancelTimer],
  )

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open, setShown])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const own = children.props
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      if (event.pointerType === 'touch') return
      if (Date.now() - lastClosedAt < tooltipDelays.skipDelayMs) setShown(true)
      else {
        cancelTimer()
        timer.current = window.setTimeout(() => setShown(true), tooltipDelays.openDelayMs)
      }
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event)
      setShown(false)
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event)
      setShown(false)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      if (event.currentTarget.matches(':focus-visible')) setShown(true)
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event)
      setShown(false)
    },
    'aria-describedby': open ? id : own['aria-describedby'],
  })

  return (
    <span className="relative inline-flex">
      {trigger}
      {open && (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute top-full right-0 z-50 mt-2 animate-fade-in rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg motion-reduce:animate-none dark:bg-slate-100 dark:text-slate-900">
          {label}
          <span aria-hidden="true" className="absolute -top-1 right-4 size-2 rotate-45 bg-slate-900 dark:bg-slate-100" />
        </span>
      )}
    </span>
  )
}
