/**
 * Runs `task` once the page has loaded and the browser is idle, so the download never competes
 * with the first paint. Returns a cancel function.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false
  let idleHandle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (cancelled) return
    // Safari has no requestIdleCallback; a second after load is idle enough there.
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: 3_000 })
    else timer = setTimeout(() => !cancelled && task(), 1_000)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle)
    if (timer !== undefined) clearTimeout(timer)
  }
}
