import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'

/** A backend that reads every request and never answers: a host that has stopped responding. */
export interface StalledHttpServer {
  readonly url: string
  /** Requests that arrived whole (headers and body). */
  received(): number
  /** Of those, the ones the client gave up on: it closed the connection with no answer. */
  cancelled(): number
  close(): Promise<void>
}

export async function startStalledHttpServer(): Promise<StalledHttpServer> {
  let received = 0
  let cancelled = 0
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received += 1
    })
    res.on('close', () => {
      if (!res.writableFinished) cancelled += 1
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    cancelled: () => cancelled,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** What a port call settled to, or 'still waiting' if it had not within `ms` (slack for a loaded host). */
export async function settledWithin<T>(call: Promise<T>, ms = 5_000): Promise<{ value: T } | { error: unknown } | 'still waiting'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const waiting = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms)
  })
  try {
    return await Promise.race([call.then((value) => ({ value }), (error: unknown) => ({ error })), waiting])
  } finally {
    clearTimeout(timer)
  }
}

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
