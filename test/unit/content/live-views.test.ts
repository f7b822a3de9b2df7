import { describe, expect, it } from 'vitest'
import { liveViewProblems, type LiveView } from '../../../src/content/live-view'
import { serviceLiveViews } from '../../../src/content/service-live-views'
import { builtInServiceSlugs } from '../../../src/content/built-in-services'

const sound: LiveView = {
  label: 'A test view',
  heading: 'Test',
  cameras: [{ name: 'Driveway', scene: 'driveway', time: '21:14:07', detections: [{ kind: 'Person', x: 40, y: 80 }] }],
  timeline: { now: 21, events: [{ at: 20, kind: 'Person' }] },
}

describe('live-view data', () => {
  it('gives every built-in service page a panel that draws sensibly, with a name of its own', () => {
    expect(Object.keys(serviceLiveViews).sort()).toEqual([...builtInServiceSlugs].sort())
    for (const slug of builtInServiceSlugs)
      expect({ slug, problems: liveViewProblems(serviceLiveViews[slug]) }).toEqual({ slug, problems: [] })
    const labels = builtInServiceSlugs.map((slug) => serviceLiveViews[slug].label)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('passes a sound view', () => {
    expect(liveViewProblems(sound)).toEqual([])
  })

  it.each([
    ['a camera count the grid cannot lay out', { ...sound, cameras: [sound.cameras[0], sound.cameras[0], sound.cameras[0]] }, /3 cameras/],
    ['a clock that is not HH:MM:SS', { ...sound, cameras: [{ ...sound.cameras[0], time: '9:14 pm' }] }, /not HH:MM:SS/],
    [
      'a vehicle that runs off the picture',
      { ...sound, cameras: [{ ...sound.cameras[0], detections: [{ kind: 'Vehicle', x: 130, y: 80 }] }] },
      /outside the picture/,
    ],
    [
      'an event after the playhead',
      { ...sound, timeline: { now: 8, events: [{ at: 9, kind: 'Motion' }] } },
      /not between midnight and now/,
    ],
    ['a log line without a clock', { ...sound, accessLog: [{ time: '8:02', door: 'Lobby', result: 'Granted' }] }, /access log time/],
  ] as const)('names %s', (_, view, message) => {
    expect(liveViewProblems(view as LiveView).join('\n')).toMatch(message)
  })
})
