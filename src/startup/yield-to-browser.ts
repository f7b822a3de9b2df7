/**
 * Lets the browser run what is waiting (a tap, a frame) before the next piece of start-up work.
 * A message, unlike a timer, is not held back by a browser's timer clamping or a test's stopped clock.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(0)
  })
}
