import { parseArgs } from 'node:util'
import { loadRelayConfig, RelayConfigError } from '../config'
import { DataDirBusyError } from '../stores/data-dir-lock'
import { openRelayStore } from '../stores/open-relay-store'
import { leadsAsCsv, leadsAsTable } from './lead-report'

const usage = `Usage: npm run leads -- [--format table|csv] [--since YYYY-MM-DD] [--limit N]

Reads the leads from the store the relay uses (DATABASE_URL, or the embedded database under
DATA_DIR) and prints the newest as a table, or every lead as CSV with a header row.
`

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    fail(`--since must be a date like 2026-11-01 (got ${JSON.stringify(value)}).\n\n${usage}`, 2)
  }
  return date
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
  const since = parseSince(args.since)
  const limit = args.limit === undefined ? (args.format === 'csv' ? undefined : 20) : Number(args.limit)
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) fail(`--limit must be a whole number above 0.\n\n${usage}`, 2)

  let config
  try {
    config = loadRelayConfig(process.env)
  } catch (error) {
    if (error instanceof RelayConfigError) fail(error.message)
    throw error
  }

  let store
  try {
    store = await openRelayStore(config)
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      fail(
        `${error.message}\n\nThe embedded database has one writer at a time. Stop the relay first, then run ` +
          '`npm run leads` again (with DATABASE_URL the leads can be read while relays run).',
      )
    }
    throw error
  }
  try {
    const leads = await store.listLeads({ since, limit })
    process.stdout.write(args.format === 'csv' ? leadsAsCsv(leads) : leadsAsTable(leads))
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => fail(`Could not read the leads: ${error instanceof Error ? error.message : String(error)}`))
