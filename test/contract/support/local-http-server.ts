import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  readonly method: string
  /** Path and query, as the client sent them. */
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

export interface HttpAnswer {
  readonly status: number
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string
}

export type HttpHandler = (request: RecordedRequest) => HttpAnswer

export interface LocalHttpServer {
  readonly url: string
  readonly requests: RecordedRequest[]
  answerWith(handler: HttpHandler): void
  close(): Promise<void>
}

/** A loopback HTTP server that records every request and answers with a swappable handler. */
export async function startLocalHttpServer(initial: HttpHandler): Promise<LocalHttpServer> {
  let handler = initial
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      let answer: HttpAnswer
      try {
        answer = handler(recorded)
      } catch (error) {
        answer = { status: 599, body: `test server handler threw: ${String(error)}` }
      }
      res.writeHead(answer.status, answer.headers)
      res.end(answer.body ?? '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** A loopback URL nobody listens on: the port was bound, then released. */
export async function unreachableLocalUrl(): Promise<string> {
  const probe = await startLocalHttpServer(() => ({ status: 500 }))
  await probe.close()
  return probe.url
}

export function jsonAnswer(status: number, body: unknown): HttpAnswer {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) }
}
