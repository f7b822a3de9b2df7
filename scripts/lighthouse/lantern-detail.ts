/**
 * How Lighthouse arrived at a run's LCP and TBT: its Lantern simulation, node by node. Each
 * request's simulated start and end, priority and size (LCP is the mean of an optimistic and a
 * pessimistic graph: the first holds only what the paint needs, the second everything fetched
 * before the observed paint, which shares the simulated link), and each main-thread task the
 * simulation makes 50 ms or longer (four times its observed length) with what it spent it on.
 * This is how decision 0025 found the service cards' photos sharing the hero photo's link.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RunnerResult } from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'

interface TraceEvent {
  readonly name: string
  readonly dur?: number
  readonly args?: { readonly data?: { readonly url?: string; readonly functionName?: string } }
}
type LanternNode =
  | { readonly type: 'network'; readonly request: { readonly url: string; readonly priority: string; readonly transferSize: number } }
  | { readonly type: 'cpu'; readonly event: TraceEvent; readonly childEvents: readonly TraceEvent[] }
interface NodeTiming {
  readonly startTime: number
  readonly endTime: number
  readonly duration: number
}
interface Estimate {
  readonly timeInMs: number
  readonly nodeTimings: Map<LanternNode, NodeTiming>
}
interface LanternResult {
  readonly timing: number
  readonly optimisticEstimate: Estimate
  readonly pessimisticEstimate: Estimate
}

/** A URL without its origin. */
export const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')
const at = (timing: NodeTiming) =>
  `${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)} ms`

/** The largest kinds of work inside a task, observed milliseconds. */
function taskContents(events: readonly TraceEvent[]): string {
  const spent = new Map<string, number>()
  for (const event of events) {
    if ((event.dur ?? 0) < 500) continue
    const data = event.args?.data
    const key = [event.name, data?.url ? pathOf(data.url).slice(0, 40) : '', data?.functionName ?? ''].filter(Boolean).join(':')
    spent.set(key, (spent.get(key) ?? 0) + (event.dur ?? 0) / 1000)
  }
  return [...spent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ')
}

export async function lanternDetail(result: RunnerResult): Promise<string[]> {
  const artifacts = result.artifacts
  const traceDir = process.env.LIGHTHOUSE_TRACE_DIR
  if (traceDir) await writeFile(join(traceDir, `trace-${Date.now()}.json`), JSON.stringify(artifacts.Trace))
  const settings = result.lhr.configSettings
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  const context = { computedCache: new Map(), settings }
  type Request = (data: unknown, context: unknown) => Promise<LanternResult>
  const lcp = await (LanternLargestContentfulPaint.request as unknown as Request)(data, context)
  const tbt = await (LanternTotalBlockingTime.request as unknown as Request)(data, context)
  const lines: string[] = []
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    const requests = [...estimate.nodeTimings].flatMap(([node, timing]) =>
      node.type === 'network'
        ? [
            `${at(timing)} ${pathOf(node.request.url).slice(0, 60)} ${node.request.priority} ${(node.request.transferSize / 1024).toFixed(1)} KB`,
          ]
        : [],
    )
    lines.push(`Lantern LCP, ${name} graph: ${Math.round(estimate.timeInMs)} ms`, ...requests.map((line) => `  ${line}`))
  }
  lines.push(`Lantern TBT ${Math.round(tbt.timing)} ms; its tasks of 50 ms or more (simulated, pessimistic):`)
  for (const [node, timing] of [...tbt.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type === 'cpu' && timing.duration >= 50) lines.push(`  ${at(timing)} ${node.event.name}: ${taskContents(node.childEvents)}`)
  }
  return lines
}
