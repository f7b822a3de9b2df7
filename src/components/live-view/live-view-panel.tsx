import type { LiveView, LiveViewCamera, LiveViewEvent } from '../../content/live-view'
import { CameraPicture, detectionColor } from './live-view-scenes'

/** Two columns for two or more cameras: a phone still shows readable tiles, a six-camera wall three rows. */
const gridByCount: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  4: 'grid-cols-2',
  6: 'grid-cols-2',
}

const hourMarks = ['00:00', '06:00', '12:00', '18:00', '24:00'] as const

const percentOfDay = (hours: number): string => `${((hours / 24) * 100).toFixed(2)}%`

function CameraTile({ camera, index }: { readonly camera: LiveViewCamera; readonly index: number }) {
  // The name and clock sit in a bar of their own under the picture, as a recorder's tile title
  // does: printed over it, they covered the detections on a phone's small tiles.
  return (
    <div className="overflow-hidden rounded-md bg-slate-900">
      <div className="aspect-video">
        <CameraPicture scene={camera.scene} detections={camera.detections} />
      </div>
      <div className="flex items-baseline justify-between gap-1.5 bg-black/70 px-1.5 py-0.5 text-[10px] leading-tight text-white sm:text-[11px]">
        <span className="min-w-0 truncate font-semibold">
          CAM {index + 1} · {camera.name}
        </span>
        <span className="shrink-0 font-mono tabular-nums text-slate-300">{camera.time}</span>
      </div>
    </div>
  )
}

function Timeline({ now, events }: { readonly now: number; readonly events: readonly LiveViewEvent[] }) {
  const kinds = [...new Set(events.map((event) => event.kind))]
  return (
    <div className="px-4 pb-4 pt-3">
      <div className="relative h-3 rounded-full bg-white/10">
        <span className="absolute inset-y-0 left-0 rounded-full bg-blue-500/30" style={{ width: percentOfDay(now) }} />
        {events.map((event) => (
          <span
            key={`${event.kind}-${event.at}`}
            className="absolute inset-y-0 w-1.5 -translate-x-1/2 rounded-full"
            style={{ left: percentOfDay(event.at), backgroundColor: detectionColor[event.kind] }}
          />
        ))}
        <span className="absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded-full bg-white" style={{ left: percentOfDay(now) }} />
      </div>
      <div className="mt-1.5 flex justify-between font-mono text-[10px] tabular-nums text-slate-400">
        {hourMarks.map((mark) => (
          <span key={mark}>{mark}</span>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-[11px] text-slate-300">
        {kinds.map((kind) => (
          <span key={kind} className="inline-flex items-center gap-1.5">
            <span className="size-2 rounded-full" style={{ backgroundColor: detectionColor[kind] }} />
            {kind}
          </span>
        ))}
      </div>
    </div>
  )
}

function AccessLog({ entries }: { readonly entries: NonNullable<LiveView['accessLog']> }) {
  return (
    <ul className="flex flex-col gap-1 text-[11px]">
      {entries.map((entry) => (
        <li key={`${entry.time}-${entry.door}`} className="flex items-center justify-between gap-2 rounded-md bg-white/5 px-2.5 py-2">
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-100">{entry.door}</span>
            <span className="font-mono tabular-nums text-slate-400">{entry.time}</span>
          </span>
          <span
            className={
              entry.result === 'Granted'
                ? 'rounded bg-emerald-400/15 px-1.5 py-0.5 font-semibold text-emerald-300'
                : 'rounded bg-amber-400/15 px-1.5 py-0.5 font-semibold text-amber-300'
            }>
            {entry.result}
          </span>
        </li>
      ))}
    </ul>
  )
}

interface LiveViewPanelProps {
  readonly view: LiveView
  readonly className?: string
}

/**
 * A recorder's live view drawn in HTML and SVG: camera tiles with their clocks and detection
 * boxes, and the day's timeline. It is one picture to assistive technology, named by the view's label.
 */
export function LiveViewPanel({ view, className = '' }: LiveViewPanelProps) {
  const tiles = (
    <div className={`grid gap-1 ${gridByCount[view.cameras.length] ?? 'grid-cols-2'}`}>
      {view.cameras.map((camera, index) => (
        <CameraTile key={camera.name} camera={camera} index={index} />
      ))}
    </div>
  )
  return (
    <figure
      role="img"
      aria-label={view.label}
      className={`overflow-hidden rounded-3xl bg-slate-950 text-slate-200 shadow-lg ring-1 ring-slate-900/10 dark:ring-slate-700 ${className}`}>
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2.5 text-xs">
        <span className="font-semibold text-slate-100">{view.heading}</span>
        <span className="inline-flex items-center gap-1.5 font-semibold tracking-wide text-red-300">
          <span className="size-2 rounded-full bg-red-500 motion-safe:animate-live-dot" />
          LIVE
        </span>
      </div>
      <div className="p-1">
        {view.accessLog ? (
          <div className="grid gap-1 sm:grid-cols-[3fr_2fr]">
            {tiles}
            <AccessLog entries={view.accessLog} />
          </div>
        ) : (
          tiles
        )}
      </div>
      <Timeline now={view.timeline.now} events={view.timeline.events} />
    </figure>
  )
}
