import { describe, expect, it } from 'vitest'
import { startOfDayIn } from '../../../server/leads/local-day'

describe('npm run leads --since', () => {
  it('starts the day at midnight on the owner’s wall clock, not at midnight UTC', () => {
    expect(startOfDayIn('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z')
    expect(startOfDayIn('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z')
    expect(startOfDayIn('2026-01-15', 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z')
    expect(startOfDayIn('2026-07-01', 'Pacific/Auckland').toISOString()).toBe('2026-06-30T12:00:00.000Z')
    expect(startOfDayIn('2026-11-01', 'UTC').toISOString()).toBe('2026-11-01T00:00:00.000Z')
  })

  it('uses the offset in force that day on the days the clocks change', () => {
    // Clocks go back at 2 am on 1 November 2026 and forward at 2 am on 8 March: midnight is before both.
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z')
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })

  it('starts the day at its first minute where midnight itself is skipped', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on 6 September 2026: the day begins at 01:00 local.
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z')
  })
})
