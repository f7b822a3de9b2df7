import type { LeadRow } from '../stores/relay-store'

const leadColumns = [
  'received_at',
  'name',
  'email',
  'phone',
  'address',
  'message',
  'created_at',
  'lead_id',
  'confirmation',
  'notification',
] as const

function cells(lead: LeadRow): string[] {
  return [
    lead.receivedAt.toISOString(),
    lead.name,
    lead.email,
    lead.phone,
    lead.address,
    lead.message,
    lead.createdAt.toISOString(),
    lead.submissionKey ?? String(lead.id),
    lead.confirmation ?? 'none',
    lead.notification ?? 'none',
  ]
}

/**
 * A stranger wrote these values, and spreadsheets run a cell that starts like a formula. Such a
 * cell gets a leading apostrophe, which spreadsheets show as text; phone numbers like +1 704…
 * stay as they are.
 */
function spreadsheetSafe(value: string): string {
  return /^[=@\t\r]|^[+-][^0-9 (]/.test(value) ? `'${value}` : value
}

/** RFC 4180: CRLF between records, fields with a comma, quote or line break quoted, quotes doubled. */
function csvField(value: string): string {
  const safe = spreadsheetSafe(value)
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function leadsAsCsv(leads: readonly LeadRow[]): string {
  const lines = [leadColumns.join(','), ...leads.map((lead) => cells(lead).map(csvField).join(','))]
  return `${lines.join('\r\n')}\r\n`
}

function oneLine(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ').trim()
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat
}

/** A terminal table of the newest leads, one line each, long text cut to fit. */
export function leadsAsTable(leads: readonly LeadRow[]): string {
  if (leads.length === 0) return 'No leads yet.\n'
  const header = ['received (UTC)', 'name', 'email', 'phone', 'message', 'confirmation', 'notification']
  const rows = leads.map((lead) => [
    lead.receivedAt.toISOString().slice(0, 16).replace('T', ' '),
    oneLine(lead.name, 24),
    oneLine(lead.email, 32),
    oneLine(lead.phone, 18),
    oneLine(lead.message, 40),
    lead.confirmation ?? 'none',
    lead.notification ?? 'none',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n') + '\n'
}
