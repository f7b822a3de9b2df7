import { expect } from 'vitest'
import { settledWithin, type StalledHttpServer } from './stalled-http-server'

/**
 * Calls a port against a backend that never answers, fires the signal once the request has
 * arrived, and returns what the call settled to. The call must settle promptly; an adapter whose
 * transport can be cancelled must also have closed its request by then.
 */
export async function callThenAbort<T>(
  backend: StalledHttpServer,
  call: (signal: AbortSignal) => Promise<T>,
  cancelsItsRequest: boolean,
): Promise<{ value: T } | { error: unknown }> {
  const controller = new AbortController()
  const pending = call(controller.signal)
  await expect.poll(() => backend.received(), { timeout: 10_000 }).toBe(1)
  controller.abort(new Error('the use case stopped waiting'))
  const settled = await settledWithin(pending)
  if (settled === 'still waiting') throw new Error('the port call was still waiting 5 s after its signal fired')
  if (cancelsItsRequest) await expect.poll(() => backend.cancelled(), { timeout: 5_000 }).toBe(1)
  return settled
}
