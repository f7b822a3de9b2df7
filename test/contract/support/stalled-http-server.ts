import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a browser needs before it sends a cross-origin POST; Supabase and EmailJS answer it. */
export const corsPreflightAnswer = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '600',
}

/**
 * A backend that reads every request and never answers: a host that has stopped responding
 * after the browser's CORS preflight, which it still answers (the request itself is what hangs).
 */
export interface StalledHttpServer {
  readonly url: string
  /** Requests that arrived whole (headers and body). */
  received(): number
  /** Of those, the ones the client gave up on: it closed the connection with no answer. */
  cancelled(): number
  /** The path of each request that arrived whole, and whether the client has given up on it. */
  readonly requests: readonly { readonly path: string; readonly cancelled: boolean }[]
  close(): Promise<void>
}

export async function startStalledHttpServer(): Promise<StalledHttpServer> {
  let received = 0
  let cancelled = 0
  const requests: { path: string; cancelled: boolean }[] = []
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsPreflightAnswer).end()
      return
    }
    const request = { path: req.url ?? '', cancelled: false }
    req.resume()
    req.on('end', () => {
      received += 1
      requests.push(request)
    })
    res.on('close', () => {
      if (res.writableFinished) return
      cancelled += 1
      request.cancelled = true
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    cancelled: () => cancelled,
    requests,
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
    return await Promise.race([
      call.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      waiting,
    ])
  } finally {
    clearTimeout(timer)
  }
}
