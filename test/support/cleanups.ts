import type { afterAll, afterEach } from 'vitest'

type Cleanup = () => Promise<unknown>

/**
 * Undo steps a test file registers as it goes (`cleanups.push(…)`), run by `hook` (afterEach or
 * afterAll): the last registered first, each whether or not the ones before it failed.
 */
export function useCleanups(hook: typeof afterEach | typeof afterAll): Cleanup[] {
  const cleanups: Cleanup[] = []
  hook(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  })
  return cleanups
}
