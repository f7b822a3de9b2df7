import { stringify } from 'csv-stringify/sync'
import { pageTopic } from '../../src/content/page-topic'
import type { LeadRow } from '../stores/lead-listing'

/** How the owner reads times: their own zone, named in the column, to the minute or second. */
export interface ReportClock {
  /** An IANA zone such as America/New_York. */
  readonly timeZone: string
}

function localTime(date: Date, { timeZone }: ReportClock, withSeconds: boolean): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  const time = `${parts.hour}:${parts.minute}${withSeconds ? `:${parts.second}` : ''}`
  return `${parts.year}-${parts.month}-${parts.day} ${time}`
}

function describe(lead: LeadRow, clock: ReportClock, withSeconds: boolean) {
  const topic = pageTopic(lead.page ?? undefined)
  return { received: localTime(lead.receivedAt, clock, withSeconds), service: topic.service ?? '', city: topic.place ?? '' }
}

function csvHeader(clock: ReportClock): string[] {
  return [
    `received (${clock.timeZone})`,
    'name',
    'email',
    'phone',
    'address',
    'service',
    'city',
    'page',
    'message',
    'lead_id',
    'confirmation',
    'notification',
  ]
}

function cells(lead: LeadRow, clock: ReportClock): string[] {
  const { received, service, city } = describe(lead, clock, true)
  return [
    received,
    lead.name,
    lead.email,
    lead.phone,
    lead.address,
    service,
    city,
    lead.page ?? '',
    lead.message,
    lead.submissionKey ?? String(lead.id),
    lead.confirmation ?? 'none',
    lead.notification ?? 'none',
  ]
}

/**
 * RFC 4180: CRLF between records, every field quoted, quotes doubled. A stranger wrote these
 * values, and spreadsheets run a cell that starts like a formula: csv-stringify's escape_formulas
 * applies OWASP's rule for CSV injection, a leading apostrophe (shown as text, never run) on a
 * cell beginning with =, +, -, @, a tab or a carriage return, or a full-width =, +, - or @. A
 * phone written +1 704… becomes '+1 704…, which a spreadsheet shows as the number it is.
 */
export function leadsAsCsv(leads: readonly LeadRow[], clock: ReportClock): string {
  const records = [csvHeader(clock), ...leads.map((lead) => cells(lead, clock))]
  return stringify(records, { record_delimiter: 'windows', quoted: true, escape_formulas: true })
}

function oneLine(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ').trim()
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat
}

/** A terminal table of the newest leads, one line each, long text cut to fit. */
export function leadsAsTable(leads: readonly LeadRow[], clock: ReportClock): string {
  if (leads.length === 0) return 'No leads yet.\n'
  const header = [`received (${clock.timeZone})`, 'name', 'email', 'phone', 'service', 'city', 'message', 'confirmation', 'notification']
  const rows = leads.map((lead) => {
    const { received, service, city } = describe(lead, clock, false)
    return [
      received,
      oneLine(lead.name, 24),
      oneLine(lead.email, 32),
      oneLine(lead.phone, 18),
      oneLine(service, 28),
      oneLine(city, 28),
      oneLine(lead.message, 40),
      lead.confirmation ?? 'none',
      lead.notification ?? 'none',
    ]
  })
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n') + '\n'
}
