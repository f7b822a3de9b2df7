import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { RequestHandler } from 'express'
import { answerDeadlineMs } from './answer-deadline'
import { clientKey } from './rate-limit'
import { sendRelayError } from './relay-error'

/**
 * How many connections one client may hold open at once. A browser opens at most six to one
 * host; 64 leaves room for ten browsers behind one address (an office, a carrier NAT). Every connection costs the
 * relay a file, and a client holding thousands ran the relay out of files (issue 35). Counted per
 * client as the rate limits count (`clientKey`: an IPv4 address, an IPv6 /64).
 */
export const connectionsPerClient = 64

/** Seconds a refused client is asked to wait: by then its other requests have been answered. */
const retryAfterSeconds = Math.ceil(answerDeadlineMs / 1000)

const tooManyMessage = 'Too many connections from your address. Please try again in a moment.'
const tooManyBody = JSON.stringify({ error: { code: 'too_many_connections', message: tooManyMessage } })

/** Written to a connection over the cap before it is closed, without reading a byte of it. */
const tooManyConnections =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
  `Cache-Control: no-store\r\nRetry-After: ${retryAfterSeconds}\r\nContent-Length: ${Buffer.byteLength(tooManyBody)}\r\n\r\n${tooManyBody}`

/**
 * Caps the connections each directly connected client holds: one over the cap is answered 503 and
 * closed as soon as it is accepted, so the files it would hold are given back at once. A peer the
 * relay trusts as its proxy (TRUST_PROXY) carries every visitor's connections and is not capped
 * here; its visitors are capped by `limitRequestsPerClient`, by their forwarded address.
 */
export function limitConnectionsPerClient(server: Server, isTrustedProxy: (address: string) => boolean): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (address === undefined || isTrustedProxy(address)) return
    const client = clientKey(address)
    const count = (open.get(client) ?? 0) + 1
    if (count > connectionsPerClient) {
      socket.end(tooManyConnections)
      socket.destroySoon()
      return
    }
    open.set(client, count)
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1
      if (left > 0) open.set(client, left)
      else open.delete(client)
    })
  })
}

/**
 * Behind a trusted proxy every visitor arrives on the proxy's connections: the same cap, counted
 * as requests in progress per forwarded client. Direct clients are capped by their connections.
 */
export function limitRequestsPerClient(): RequestHandler {
  const inProgress = new Map<string, number>()
  return (req, res, next) => {
    const peer = req.socket.remoteAddress
    if (req.ip === undefined || peer === undefined || req.ip === peer) return next()
    const client = clientKey(req.ip)
    const count = (inProgress.get(client) ?? 0) + 1
    if (count > connectionsPerClient) {
      res.set('Retry-After', String(retryAfterSeconds))
      res.set('Connection', 'close')
      return sendRelayError(res, 503, 'too_many_connections', tooManyMessage)
    }
    inProgress.set(client, count)
    let done = false
    const release = () => {
      if (done) return
      done = true
      const left = (inProgress.get(client) ?? 1) - 1
      if (left > 0) inProgress.set(client, left)
      else inProgress.delete(client)
    }
    res.once('finish', release)
    res.once('close', release)
    next()
  }
}
