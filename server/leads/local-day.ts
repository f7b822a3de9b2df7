/** The offset of `timeZone` from UTC at `instant`, in milliseconds, as Intl names it ("GMT-05:00"). */
function offsetAt(instant: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  const [, sign, hours = '0', minutes = '0'] = /^GMT([+-])(\d\d):(\d\d)/.exec(name ?? '') ?? []
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) begins on the wall clock of `timeZone`: the owner asks
 * for "leads since the 1st" in their own time, not in UTC. Where a clock change skips midnight,
 * the day begins at its first minute, as PostgreSQL's `AT TIME ZONE` reads a skipped time.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  // The offset at a first guess, then at the instant it gives: the second settles days the clocks change.
  const first = midnightUtc - offsetAt(midnightUtc, timeZone)
  const second = midnightUtc - offsetAt(first, timeZone)
  // Where midnight was skipped, the second reads the day before on the wall clock: the first is the change itself.
  return new Date(second + offsetAt(second, timeZone) < midnightUtc ? first : second)
}
