import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'

let server: RunningSmtpServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

/** Talks SMTP up to the point where a sender is named, like a relay in the middle of a send. */
async function openTransaction(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  socket.on('error', () => undefined)
  const replies = (code: string) => received.split('\r\n').filter((line) => line.startsWith(`${code} `)).length
  const waitFor = (code: string, count: number) =>
    vi.waitFor(() => expect(replies(code), `no ${code} reply in: ${received}`).toBeGreaterThanOrEqual(count), {
      timeout: 5_000,
      interval: 10,
    })
  await waitFor('220', 1)
  socket.write('EHLO relay.test\r\n')
  await waitFor('250', 1)
  socket.write('MAIL FROM:<site@example.net>\r\n')
  await waitFor('250', 2)
  return socket
}

describe('the test SMTP server', () => {
  // A relay killed with kill -9 resets its connections mid-transaction, several at once; the
  // server must record each, not throw one into the test process as an uncaught exception.
  it('records every client that resets its connection mid-transaction and keeps serving', async () => {
    const running = await startSmtpServer()
    server = running
    const sockets = await Promise.all([openTransaction(running.port), openTransaction(running.port)])
    for (const socket of sockets) socket.resetAndDestroy()
    await expect
      .poll(() => running.connectionErrors.map((error) => error.code), { timeout: 5_000, interval: 20 })
      .toEqual(['ECONNRESET', 'ECONNRESET'])

    const next = await openTransaction(running.port)
    next.end('QUIT\r\n')
  })
})
