import { createHash } from 'node:crypto'
import { chmod, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import type { Logger } from 'pino'
import type { LeadRow } from '../stores/lead-listing'
import type { RelayStore } from '../stores/relay-store'

/**
 * The embedded database has one writer, the running relay, so `npm run leads` asks the relay
 * itself for the leads over a Unix socket inside DATA_DIR. A file socket is reachable only from
 * this machine, by the owner of the files (mode 0600): no HTTP route ever serves a lead.
 * Windows has no file sockets: there it is a named pipe, which is local to the machine too and
 * by default open only to its creator (and administrators).
 */
export const leadSocketName = 'leads.sock'

const onWindows = process.platform === 'win32'

export interface LeadQuery {
  readonly since?: string
  readonly limit?: number
}

export function leadSocketPath(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  if (platform !== 'win32') return path.join(dataDir, leadSocketName)
  // Pipe names live in one machine-wide namespace: one per data directory.
  const directory = createHash('sha256').update(path.win32.resolve(dataDir).toLowerCase()).digest('hex').slice(0, 16)
  return `\\\\.\\pipe\\piedmont-shield-leads-${directory}`
}

function parseQuery(line: string): { since?: Date; limit?: number } {
  const query = JSON.parse(line) as LeadQuery
  const since = typeof query.since === 'string' ? new Date(query.since) : undefined
  const limit = typeof query.limit === 'number' && Number.isInteger(query.limit) && query.limit > 0 ? query.limit : undefined
  return { ...(since && !Number.isNaN(since.getTime()) ? { since } : {}), ...(limit ? { limit } : {}) }
}

/** Answers one JSON query line per connection with the leads as one JSON line, then hangs up. */
export async function serveLeadsOnSocket(
  store: Pick<RelayStore, 'listing'>,
  dataDir: string,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const socketPath = leadSocketPath(dataDir)
  // A socket file left by a killed relay would refuse the bind; the data-dir lock says we are the only relay here.
  if (!onWindows) await rm(socketPath, { force: true })
  const server = net.createServer((socket) => {
    let buffered = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffered += chunk
      if (buffered.length > 4096) return void socket.destroy()
      const end = buffered.indexOf('\n')
      if (end < 0) return
      const answer = async () => {
        try {
          const leads = await store.listing.listLeads(parseQuery(buffered.slice(0, end)))
          socket.end(`${JSON.stringify({ leads })}\n`)
        } catch (error) {
          socket.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`)
        }
      }
      void answer()
    })
    socket.on('error', () => socket.destroy())
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socketPath, () => resolve())
    })
    if (!onWindows) await chmod(socketPath, 0o600)
  } catch (error) {
    // Reading leads while the site runs is a convenience: the relay serves quotes without it.
    logger.warn({ socketPath, err: error }, 'npm run leads cannot reach this relay: stop it to read the leads')
    server.close()
    return { close: async () => undefined }
  }
  server.unref()
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (!onWindows) await rm(socketPath, { force: true })
    },
  }
}

/** Asks the relay running on `dataDir` for its leads. */
export function readLeadsFromSocket(dataDir: string, query: LeadQuery, timeoutMs = 10_000): Promise<LeadRow[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(leadSocketPath(dataDir))
    let answer = ''
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`the relay did not answer within ${timeoutMs / 1000} s`)))
    socket.on('connect', () => socket.write(`${JSON.stringify(query)}\n`))
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as {
          leads?: (Omit<LeadRow, 'createdAt' | 'receivedAt'> & { createdAt: string; receivedAt: string })[]
          error?: string
        }
        if (!parsed.leads) return reject(new Error(parsed.error ?? 'the relay sent no leads'))
        resolve(parsed.leads.map((lead) => ({ ...lead, createdAt: new Date(lead.createdAt), receivedAt: new Date(lead.receivedAt) })))
      } catch (error) {
        reject(error)
      }
    })
  })
}
