/**
 * Loads a module on first use and shares the one promise afterwards. A failed load (a chunk
 * lost to a flaky network) is forgotten, so the visitor's next submit tries again.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
