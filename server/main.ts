import { existsSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { composeRelay } from './compose-relay'
import { loadRelayConfig, RelayConfigError } from './config'
import { answerDeadlineMs } from './http/answer-deadline'
import { limitConnectionsPerClient } from './http/client-connections'
import { smtpTimeouts } from './mail/smtp-mailer'
import { DataDirBusyError } from './stores/data-dir-lock'
import { openRelayStore } from './stores/open-relay-store'
import { serveLeadsOnSocket } from './leads/lead-socket'

/**
 * Longer than the slowest step a request can be in (an SMTP send at its time limits), so a
 * stopping relay answers every request it accepted instead of cutting a send mid-way.
 */
const shutdownGraceMs = 2 * (smtpTimeouts.connectMs + smtpTimeouts.greetingMs + smtpTimeouts.socketMs)

/**
 * A request's headers and body must arrive within the answer deadline and the margin the site
 * keeps for the network (decision 0015); Node's own limits (a minute for headers, five for the
 * body) let one client hold connections, and the files they cost, for minutes. Quote endpoints
 * answer an overdue body at the deadline itself (answer-deadline.ts); this catches every other
 * path, checked every second rather than Node's thirty.
 */
const requestArrivalLimits = {
  headersTimeout: answerDeadlineMs + 2_000,
  requestTimeout: answerDeadlineMs + 2_000,
  connectionsCheckingInterval: 1_000,
} as const

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

async function main() {
  // Whatever the shell's umask, what the relay writes (leads, mails, the database) is the owner's alone.
  process.umask(0o077)
  let config
  try {
    config = loadRelayConfig(process.env)
  } catch (error) {
    if (error instanceof RelayConfigError) fail(error.message)
    throw error
  }

  const logger = pino({ level: config.logLevel })
  if (!existsSync(config.siteDir))
    logger.warn({ siteDir: config.siteDir }, 'site directory missing: pages will 404 until the client is built')

  // Another relay took the data directory (its lock was deleted or replaced): from now on two
  // processes could write one database. Stop at once, before another lead is acknowledged here,
  // and without closing the database, which would write to files that are no longer ours alone.
  const onLockLost = (reason: string) => {
    logger.fatal({ dataDir: config.dataDir, reason }, 'the lock on the data directory was lost: stopping without taking another quote')
    process.exit(1)
  }

  let store
  let relay
  try {
    store = await openRelayStore(config, logger, { onLockLost })
    relay = await composeRelay(config, logger, { store })
  } catch (error) {
    await store?.close().catch(() => undefined)
    if (error instanceof DataDirBusyError) fail(`The relay could not start: ${error.message}`)
    throw error
  }

  // On the embedded database the relay is the only reader too: it answers `npm run leads` locally.
  const leadSocket = config.databaseUrl ? undefined : await serveLeadsOnSocket(relay.store, config.dataDir, logger)

  const server = http.createServer(requestArrivalLimits, relay.app)
  const trustsProxy = relay.app.get('trust proxy fn') as (address: string, hop: number) => boolean
  limitConnectionsPerClient(server, (address) => trustsProxy(address, 0))
  server.listen(config.port, config.host)
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    // Close the embedded database properly before giving up (e.g. the port is taken).
    await leadSocket?.close()
    await relay.close()
    await store.close()
    throw error
  }
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  logger.info({ url: `http://${shownHost}:${address.port}`, store: relay.store.kind, mail: relay.mailer.kind }, 'relay listening')
  // The embedded database opens while the site is already served; if it cannot, no quote could
  // be kept, so the relay stops rather than answer forms it cannot keep.
  store.ready.then(
    () => logger.info({ store: relay.store.kind }, 'store open'),
    async (error: unknown) => {
      logger.fatal({ err: error instanceof Error ? error.message : String(error) }, 'the database could not be opened: stopping')
      server.closeAllConnections()
      server.close()
      await leadSocket?.close()
      await relay.close().catch(() => undefined)
      await store.close().catch(() => undefined)
      process.stderr.write(`The relay could not start: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    },
  )

  let stopping = false
  const stop = async (why: { signal: NodeJS.Signals } | { reason: string }) => {
    if (stopping) return
    stopping = true
    logger.info({ ...why, graceMs: shutdownGraceMs }, 'relay stopping')
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await leadSocket?.close()
    await relay.close()
    // The lock goes last: until the database is closed, no other relay may open it.
    await store.close()
    logger.info('relay stopped')
    process.exit(0)
  }
  process.on('SIGINT', (signal) => void stop({ signal }))
  process.on('SIGTERM', (signal) => void stop({ signal }))
  stopWhenOrphaned(() => void stop({ reason: 'the process that started the relay is gone' }))
  // `npm start` (scripts/launch/start.ts) learns the address here rather than by reading the log.
  process.send?.({ relay: 'listening', url: `http://${shownHost}:${address.port}` })
}

/**
 * A relay whose starter died (kill -9 of `npm start`, or a supervisor that signalled npm alone)
 * would go on serving unwatched, holding the data directory so that every restart is refused.
 * It stops as it would on SIGTERM instead: at once when the launcher's IPC channel closes, and
 * within a second when its parent process changes (a relay started by a shell or npm). A relay
 * that is itself PID 1, or started by systemd or `docker run` directly, keeps its parent.
 */
function stopWhenOrphaned(stop: () => void): void {
  if (process.channel) {
    process.channel.unref()
    process.once('disconnect', stop)
  }
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    stop()
  }, 1_000)
  watch.unref()
}

main().catch((error: unknown) => {
  process.stderr.write(`The relay could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
