/**
 * A module fetched on demand: once for all who ask, retried after a failure (a chunk lost to a
 * flaky network is forgotten, so the next attempt downloads it again). The one helper for every
 * deferred download: page sections, vendor SDKs and the quote wiring.
 */
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
