/**
 * The loader inlined in every prerendered page in place of the entry's `<script>` and
 * `<link rel="modulepreload">` tags (deferred-start.ts writes it there; the build compiles this
 * file into it). It starts the app only once the page has loaded and painted: on a phone's slow
 * link, script bytes fetched beside the hero picture and the stylesheet hold back the first paint
 * by most of a second, while the page reads and its links work without them.
 *
 * A press on a button before the app has taken over is remembered and replayed once it has, so a
 * visitor who taps "Get a Free Quote" at once still gets the dialog.
 *
 * It reads what to start from a JSON element, so it is the same on every page and the
 * Content-Security-Policy carries one hash for it. It runs before any other code, so it imports
 * nothing but constants.
 */
import { appHydratedEvent, appHydratingEvent, pageStartPlanId, type PageStartPlan } from './app-start-events'

function readPlan(): PageStartPlan | undefined {
  const text = document.getElementById(pageStartPlanId)?.textContent
  return text ? (JSON.parse(text) as PageStartPlan) : undefined
}

/** Messages, unlike timers and animation frames, keep flowing when a test stops the page's clock. */
function hop(then: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => then()
  channel.port2.postMessage(0)
}

/** Starting a download costs the main thread a millisecond or two: one per task keeps each short. */
function fetchThenStart(plan: PageStartPlan): void {
  const queue = [...plan.chunks]
  const next = (): void => {
    const href = queue.shift()
    if (href === undefined) {
      void import(/* @vite-ignore */ plan.entry)
      return
    }
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
    hop(next)
  }
  next()
}

/** Remembers the last button pressed before React handles presses, and presses it again after. */
function replayEarlyPress(): void {
  let pressed: HTMLButtonElement | null = null
  const remember = (event: MouseEvent) => {
    pressed = event.target instanceof Element ? event.target.closest('button') : null
  }
  document.addEventListener('click', remember, true)
  document.addEventListener(appHydratingEvent, () => document.removeEventListener('click', remember, true), { once: true })
  document.addEventListener(
    appHydratedEvent,
    () => {
      if (pressed?.isConnected) pressed.click()
      pressed = null
    },
    { once: true },
  )
}

/**
 * A page can load before its first paint (its pictures are small): scripts fetched in between
 * would compete with that paint, so they wait for it too. A hidden page paints nothing.
 */
function afterFirstPaint(then: () => void): void {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then()
    return
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  }).observe({ type: 'paint', buffered: true })
}

function startWhenLoaded(plan: PageStartPlan): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    fetchThenStart(plan)
  }
  replayEarlyPress()
  // A visitor who touches or types before the page has loaded needs the app now.
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true, passive: true })
  const afterLoad = () => afterFirstPaint(() => hop(() => hop(start)))
  if (document.readyState === 'complete') afterLoad()
  else addEventListener('load', afterLoad, { once: true })
}

const plan = readPlan()
if (plan) startWhenLoaded(plan)
