/** A module fetched on demand: once for all who ask, retried after a failure. */
export interface LazyModule<M> {
  /** Starts (or joins) the one download; a failure may be retried by calling again. */
  load(): Promise<M>
  /** The module once it has arrived, so a later mount renders it without a frame's wait. */
  loaded(): M | undefined
  /** For a visitor's sign of intent (hover, focus, touch): fetch now, report nothing. */
  preload(): void
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  const load = () => {
    loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    load,
    loaded: () => loaded,
    preload: () => void load().catch(() => undefined),
  }
}

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
