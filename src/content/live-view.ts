/**
 * A live-view panel: what a customer's recorder app shows, drawn in HTML and SVG where a photo
 * of a screen would otherwise go. Everything in it is illustrative screen furniture (camera names,
 * clock times, detection labels); it makes no claim about the company.
 */

/** The backgrounds a camera tile can show, each drawn once in the panel's scene set. */
export type LiveViewScene =
  'driveway' | 'front-door' | 'backyard' | 'side-gate' | 'parking-lot' | 'lobby' | 'loading-dock' | 'warehouse-aisle'

/** What the recorder outlined in a tile; the panel draws the figure itself inside the box. */
export type DetectionKind = 'Person' | 'Vehicle' | 'Package'

/** Each figure's size in the scene's 160 by 90 grid; the detection box is drawn a little outside it. */
export const detectionSize = {
  Person: { width: 10, height: 30 },
  Vehicle: { width: 44, height: 19 },
  Package: { width: 11, height: 8 },
} as const satisfies Record<DetectionKind, { readonly width: number; readonly height: number }>

export interface LiveViewDetection {
  readonly kind: DetectionKind
  /** Where the figure stands, in the scene's 160 by 90 grid: x of its left edge, y of the ground under it. */
  readonly x: number
  readonly y: number
}

export interface LiveViewCamera {
  readonly name: string
  readonly scene: LiveViewScene
  /** The clock burned into the picture, 24-hour HH:MM:SS. */
  readonly time: string
  readonly detections: readonly LiveViewDetection[]
}

/** One mark on the recorder's 24-hour timeline. */
export interface LiveViewEvent {
  /** Hours since midnight, 0 to 24. */
  readonly at: number
  readonly kind: DetectionKind | 'Motion'
}

/** One line of a door controller's event log. */
export interface LiveViewAccessEntry {
  readonly time: string
  readonly door: string
  readonly result: 'Granted' | 'Denied'
}

export interface LiveView {
  /** The panel's accessible name: what a screen-reader user is told the picture shows. */
  readonly label: string
  /** The screen's title bar, for example a site name and camera count. */
  readonly heading: string
  /** One, two, four or six tiles; the grid is chosen from the count. */
  readonly cameras: readonly [LiveViewCamera, ...LiveViewCamera[]]
  readonly timeline: {
    /** Hours since midnight where the playhead stands. */
    readonly now: number
    readonly events: readonly LiveViewEvent[]
  }
  readonly accessLog?: readonly LiveViewAccessEntry[]
}

const clock = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/

/** The rules a panel's data must keep for it to draw sensibly; the content tests run every panel through it. */
export function liveViewProblems(view: LiveView): string[] {
  const problems: string[] = []
  if (![1, 2, 4, 6].includes(view.cameras.length)) problems.push(`${view.cameras.length} cameras: use 1, 2, 4 or 6`)
  for (const camera of view.cameras) {
    if (!clock.test(camera.time)) problems.push(`${camera.name}: time ${camera.time} is not HH:MM:SS`)
    for (const d of camera.detections) {
      const size = detectionSize[d.kind]
      if (d.x < 4 || d.x + size.width > 156 || d.y - size.height < 12 || d.y > 86)
        problems.push(`${camera.name}: ${d.kind} at ${d.x},${d.y} is outside the picture`)
    }
  }
  const { now, events } = view.timeline
  if (now < 0 || now > 24) problems.push(`timeline now ${now} is outside 0 to 24`)
  for (const e of events) if (e.at < 0 || e.at > now) problems.push(`timeline event at ${e.at} is not between midnight and now`)
  for (const entry of view.accessLog ?? []) if (!clock.test(entry.time)) problems.push(`access log time ${entry.time} is not HH:MM:SS`)
  return problems
}
