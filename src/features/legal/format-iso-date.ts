const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * "2026-11-22" as "November 22, 2026". Spelled out by hand rather than with Intl or Date, so the
 * prerendered text and the hydrated text match whatever the server's or browser's locale and zone.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = match ? monthNames[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new Error(`Not an ISO calendar date: ${isoDate}`)
  return `${month} ${Number(match[3])}, ${match[1]}`
}
