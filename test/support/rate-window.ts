import { setTimeout as sleep } from 'node:timers/promises'

export const minuteMs = 60_000
export const hourMs = 3_600_000

/**
 * The relay counts requests in fixed windows that start on the clock's minute and hour, the same
 * for every relay on one database (server/stores/rate-counter-store.ts). A sequence of requests
 * that crosses a window's end is counted in two windows and is let through twice the limit, as a
 * visitor would be. A test that counts a sequence against one window starts it here: at once when
 * the window has `roomMs` left, or else as the next window begins.
 */
export async function roomInWindow(windowMs: number, roomMs: number): Promise<void> {
  const left = () => windowMs - (Date.now() % windowMs)
  // Checked again after each sleep: on a busy machine a timer may fire well after it was due.
  while (left() < roomMs) await sleep(left() + 20)
}
