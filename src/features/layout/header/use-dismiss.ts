import { useEffect, useEffectEvent, type RefObject } from 'react'

export type DismissReason = 'escape' | 'outside'

/**
 * While `open`, calls `onDismiss` when Escape is pressed or a pointer goes down outside
 * `container`. Listeners exist only while the popup is open.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, onDismiss: (reason: DismissReason) => void): void {
  const dismiss = useEffectEvent(onDismiss)
  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss('escape')
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && container.current?.contains(event.target)) return
      dismiss('outside')
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, container])
}
