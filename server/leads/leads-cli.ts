import { parseArgs } from 'node:util'
import { loadRelayConfig, RelayConfigError } from '../config'
import { DataDirBusyError } from '../stores/data-dir-lock'
import { openRelayStore } from '../stores/open-relay-store'
import { company } from '../../src/content/company'
import type { LeadRow } from '../stores/lead-listing'
import { leadsAsCsv, leadsAsTable } from './lead-report'
import { leadSocketPath, readLeadsFromSocket } from './lead-socket'
import { startOfDayIn } from './local-day'

const usage = `Usage: npm run leads -- [--format table|csv] [--since YYYY-MM-DD] [--limit N]

Reads the leads from the store the relay uses (DATABASE_URL, or the embedded database under
DATA_DIR, through the running relay when there is one) and prints the newest as a table, or
every lead as CSV with a header row. Times, and the day --since names, are in TZ, else the time
zone of owner/profile.json.
`

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

/** The day `--since` names, checked; it begins at midnight on the owner's clock (local-day.ts). */
function parseSince(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    fail(`--since must be a date like 2026-11-01 (got ${JSON.stringify(value)}).\n\n${usage}`, 2)
  }
  return value
}

async function main() {
  let args
  try {
    args = parseArgs({
      options: {
        format: { type: 'string', default: 'table' },
        since: { type: 'string' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`, 2)
  }
  if (args.help) {
    process.stdout.write(usage)
    return
  }
  if (args.format !== 'table' && args.format !== 'csv') fail(`--format must be table or csv.\n\n${usage}`, 2)
  const sinceDay = parseSince(args.since)
  const limit = args.limit === undefined ? (args.format === 'csv' ? undefined : 20) : Number(args.limit)
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) fail(`--limit must be a whole number above 0.\n\n${usage}`, 2)

  let config
  try {
    config = loadRelayConfig(process.env)
  } catch (error) {
    if (error instanceof RelayConfigError) fail(error.message)
    throw error
  }

  const clock = { timeZone: process.env.TZ?.trim() || company.timeZone }
  const since = sinceDay === undefined ? undefined : startOfDayIn(sinceDay, clock.timeZone)
  const print = (leads: readonly LeadRow[]) =>
    process.stdout.write(args.format === 'csv' ? leadsAsCsv(leads, clock) : leadsAsTable(leads, clock))

  let store
  try {
    // A running relay holds the embedded database: ask it at once rather than wait for the lock.
    store = await openRelayStore(config, undefined, { lockWaitMs: 0 })
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error
    // The site is running on the embedded database: ask it, over its local socket.
    try {
      return print(
        await readLeadsFromSocket(config.dataDir, { ...(since ? { since: since.toISOString() } : {}), ...(limit ? { limit } : {}) }),
      )
    } catch (socketError) {
      fail(
        `${error.message}\n\nIt did not answer on ${leadSocketPath(config.dataDir)} (${socketError instanceof Error ? socketError.message : String(socketError)}). ` +
          'Stop the relay, then run `npm run leads` again.',
      )
    }
  }
  try {
    print(await store.listing.listLeads({ since, limit }))
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => fail(`Could not read the leads: ${error instanceof Error ? error.message : String(error)}`))
