import type { AddressInfo } from 'node:net'
import { existsSync } from 'node:fs'
import pino from 'pino'
import { createRelayApp } from './app'
import { isAppPath } from './app-paths'
import { loadRelayConfig, RelayConfigError } from './config'
import { createRelayMailer } from './mail/create-relay-mailer'
import { openSubmissionStore } from './stores/open-submission-store'

const shutdownGraceMs = 10_000

async function main() {
  let config
  try {
    config = loadRelayConfig(process.env)
  } catch (error) {
    if (error instanceof RelayConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }

  const logger = pino({ level: config.logLevel })
  if (!existsSync(config.siteDir)) logger.warn({ siteDir: config.siteDir }, 'site directory missing: pages will 404 until the client is built')

  const store = await openSubmissionStore(config, logger)
  const mailer = createRelayMailer(config, logger)
  const app = createRelayApp({ store, mailer, config, logger, isAppPath })

  const server = app.listen(config.port, config.host)
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    // Close the embedded database properly before giving up (e.g. the port is taken).
    await Promise.allSettled([store.close(), mailer.close()])
    throw error
  }
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  logger.info({ url: `http://${shownHost}:${address.port}`, store: store.kind, mail: mailer.kind }, 'relay listening')

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'relay stopping')
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await Promise.allSettled([store.close(), mailer.close()])
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
