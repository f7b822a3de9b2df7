import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { composeRelay } from './compose-relay'
import { loadRelayConfig, RelayConfigError } from './config'
import { smtpTimeouts } from './mail/smtp-mailer'
import { DataDirBusyError } from './stores/data-dir-lock'
import { serveLeadsOnSocket } from './leads/lead-socket'

/**
 * Longer than the slowest step a request can be in (an SMTP send at its time limits), so a
 * stopping relay answers every request it accepted instead of cutting a send mid-way.
 */
const shutdownGraceMs = 2 * (smtpTimeouts.connectMs + smtpTimeouts.greetingMs + smtpTimeouts.socketMs)

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

async function main() {
  let config
  try {
    config = loadRelayConfig(process.env)
  } catch (error) {
    if (error instanceof RelayConfigError) fail(error.message)
    throw error
  }

  const logger = pino({ level: config.logLevel })
  if (!existsSync(config.siteDir)) logger.warn({ siteDir: config.siteDir }, 'site directory missing: pages will 404 until the client is built')

  let relay
  try {
    relay = await composeRelay(config, logger)
  } catch (error) {
    if (error instanceof DataDirBusyError) fail(`The relay could not start: ${error.message}`)
    throw error
  }

  // On the embedded database the relay is the only reader too: it answers `npm run leads` locally.
  const leadSocket = config.databaseUrl ? undefined : await serveLeadsOnSocket(relay.store, config.dataDir, logger)

  const server = relay.app.listen(config.port, config.host)
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    // Close the embedded database properly before giving up (e.g. the port is taken).
    await leadSocket?.close()
    await relay.close()
    throw error
  }
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  logger.info({ url: `http://${shownHost}:${address.port}`, store: relay.store.kind, mail: relay.mailer.kind }, 'relay listening')

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal, graceMs: shutdownGraceMs }, 'relay stopping')
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await leadSocket?.close()
    await relay.close()
    logger.info('relay stopped')
    process.exit(0)
  }
  process.on('SIGINT', (signal) => void stop(signal))
  process.on('SIGTERM', (signal) => void stop(signal))
}

main().catch((error: unknown) => {
  process.stderr.write(`The relay could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
