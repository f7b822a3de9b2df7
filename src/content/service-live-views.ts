import type { LiveView } from './live-view'
import type { BuiltInServiceSlug } from './built-in-services'

/**
 * The live-view panel each service page shows beside its feature heading: the screen a customer
 * of that service would look at. Clock times are evening, to match the site's blue-hour artwork.
 */
export const serviceLiveViews: Readonly<Record<BuiltInServiceSlug, LiveView>> = {
  'security-camera-installation': {
    label:
      'Live view of a home camera system: four cameras covering the driveway, front door, backyard and side gate, with a person and a car outlined and a day of recordings on the timeline',
    heading: 'Home · 4 cameras',
    cameras: [
      { name: 'Driveway', scene: 'driveway', time: '21:14:07', detections: [{ kind: 'Vehicle', x: 58, y: 78 }] },
      { name: 'Front Door', scene: 'front-door', time: '21:14:07', detections: [{ kind: 'Person', x: 104, y: 80 }] },
      { name: 'Backyard', scene: 'backyard', time: '21:14:07', detections: [] },
      { name: 'Side Gate', scene: 'side-gate', time: '21:14:07', detections: [] },
    ],
    timeline: {
      now: 21.2,
      events: [
        { at: 7.4, kind: 'Vehicle' },
        { at: 8.1, kind: 'Person' },
        { at: 12.6, kind: 'Package' },
        { at: 15.9, kind: 'Motion' },
        { at: 17.8, kind: 'Vehicle' },
        { at: 21.1, kind: 'Person' },
      ],
    },
  },
  'cctv-monitoring-systems': {
    label:
      'CCTV monitoring screen for a business: six live cameras covering the parking lot, lobby, loading dock, a warehouse aisle, the front entrance and the back gate, above a recorder timeline',
    heading: 'Main Site · 6 cameras',
    cameras: [
      { name: 'Parking Lot', scene: 'parking-lot', time: '19:42:31', detections: [{ kind: 'Vehicle', x: 84, y: 74 }] },
      { name: 'Lobby', scene: 'lobby', time: '19:42:31', detections: [{ kind: 'Person', x: 60, y: 80 }] },
      { name: 'Loading Dock', scene: 'loading-dock', time: '19:42:31', detections: [] },
      { name: 'Aisle 3', scene: 'warehouse-aisle', time: '19:42:31', detections: [{ kind: 'Person', x: 74, y: 72 }] },
      { name: 'Entrance', scene: 'front-door', time: '19:42:31', detections: [] },
      { name: 'Back Gate', scene: 'side-gate', time: '19:42:31', detections: [] },
    ],
    timeline: {
      now: 19.7,
      events: [
        { at: 6.5, kind: 'Person' },
        { at: 7.9, kind: 'Vehicle' },
        { at: 9.2, kind: 'Motion' },
        { at: 11.4, kind: 'Person' },
        { at: 13.1, kind: 'Vehicle' },
        { at: 14.8, kind: 'Motion' },
        { at: 16.9, kind: 'Person' },
        { at: 18.2, kind: 'Vehicle' },
        { at: 19.6, kind: 'Person' },
      ],
    },
  },
  'wireless-security-cameras': {
    label: 'Live view of two wireless cameras watching a backyard and a side gate, with a person outlined at the gate',
    heading: 'Backyard · 2 wireless cameras',
    cameras: [
      { name: 'Backyard', scene: 'backyard', time: '20:06:52', detections: [] },
      { name: 'Side Gate', scene: 'side-gate', time: '20:06:52', detections: [{ kind: 'Person', x: 96, y: 80 }] },
    ],
    timeline: {
      now: 20.1,
      events: [
        { at: 9.3, kind: 'Motion' },
        { at: 14.2, kind: 'Person' },
        { at: 20.1, kind: 'Person' },
      ],
    },
  },
  'video-doorbells': {
    label: 'Video doorbell live view of a front porch with a visitor and a delivered package outlined',
    heading: 'Front Door · Doorbell',
    cameras: [
      {
        name: 'Front Door',
        scene: 'front-door',
        time: '18:31:15',
        detections: [
          { kind: 'Person', x: 100, y: 80 },
          { kind: 'Package', x: 30, y: 84 },
        ],
      },
    ],
    timeline: {
      now: 18.5,
      events: [
        { at: 8.2, kind: 'Person' },
        { at: 11.7, kind: 'Package' },
        { at: 15.4, kind: 'Motion' },
        { at: 18.5, kind: 'Person' },
      ],
    },
  },
  'access-control': {
    label:
      'Access control screen: the lobby door camera showing an employee at the reader, beside a log of doors opened and one denied attempt',
    heading: 'Office · Doors',
    cameras: [{ name: 'Lobby Door', scene: 'lobby', time: '08:02:44', detections: [{ kind: 'Person', x: 94, y: 80 }] }],
    timeline: {
      now: 8.1,
      events: [
        { at: 6.9, kind: 'Person' },
        { at: 7.5, kind: 'Person' },
        { at: 8.0, kind: 'Person' },
      ],
    },
    accessLog: [
      { time: '08:02:44', door: 'Lobby Door', result: 'Granted' },
      { time: '07:58:10', door: 'Server Room', result: 'Denied' },
      { time: '07:31:09', door: 'Loading Dock', result: 'Granted' },
      { time: '06:55:37', door: 'Lobby Door', result: 'Granted' },
    ],
  },
  'ai-enhanced-security': {
    label:
      'AI video analytics view: four cameras with people, vehicles and a package each outlined and labeled, and the timeline marking only real detections',
    heading: 'Smart Search · 4 cameras',
    cameras: [
      {
        name: 'Parking Lot',
        scene: 'parking-lot',
        time: '22:48:03',
        detections: [
          { kind: 'Vehicle', x: 20, y: 82 },
          { kind: 'Person', x: 110, y: 78 },
        ],
      },
      { name: 'Driveway', scene: 'driveway', time: '22:48:03', detections: [{ kind: 'Vehicle', x: 58, y: 78 }] },
      {
        name: 'Front Door',
        scene: 'front-door',
        time: '22:48:03',
        detections: [
          { kind: 'Person', x: 100, y: 80 },
          { kind: 'Package', x: 30, y: 84 },
        ],
      },
      { name: 'Loading Dock', scene: 'loading-dock', time: '22:48:03', detections: [{ kind: 'Person', x: 120, y: 80 }] },
    ],
    timeline: {
      now: 22.8,
      events: [
        { at: 6.2, kind: 'Vehicle' },
        { at: 9.8, kind: 'Person' },
        { at: 12.3, kind: 'Package' },
        { at: 17.4, kind: 'Vehicle' },
        { at: 20.9, kind: 'Person' },
        { at: 22.7, kind: 'Person' },
      ],
    },
  },
}
