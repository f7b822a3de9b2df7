/** The offset of `timeZone` from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  )
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) begins on the wall clock of `timeZone`: the owner asks
 * for "leads since the 1st" in their own time, not in UTC. Where a clock change skips midnight,
 * the day begins at its first minute.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  // Two passes settle the offset on the day itself, including the days the clocks change.
  let guess = midnightUtc - offsetAt(midnightUtc, timeZone)
  guess = midnightUtc - offsetAt(guess, timeZone)
  // Midnight skipped by a clock change: the wall clock reads the day before, so step forward to the day.
  if (new Date(guess + offsetAt(guess, timeZone)).toISOString().slice(0, 10) < day) guess += 3_600_000
  return new Date(guess)
}
