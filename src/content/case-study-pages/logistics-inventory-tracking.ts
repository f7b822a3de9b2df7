import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['logistics-inventory-tracking']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A third-party logistics company’s fulfillment center",
  installed: [
    "360 cameras from dock to pack station",
    "Order-linked video at every pack station",
    "Forklift proximity alerts",
  ],
  subtitle:
    'How 360 cameras across a 425,000 sq ft fulfillment center improved accuracy, safety and throughput',
  metaDescription:
    'A fulfillment center put 360 cameras over 425,000 sq ft: picking accuracy rose from 98.2% to 99.7% and annual savings reached $4.3M.',
  challenge: [
    'A fulfillment center serving national retail and e-commerce customers ran at 98.2% picking accuracy. That sounded high, but at its order volume the mis-picks added up to thousands of wrong or short shipments, costly chargebacks and a growing rework team.',
    "When customers or carriers disputed a shipment, the center had no visual proof of what was packed, loaded or received. Claims were often settled in the customer's favor by default.",
    "Safety was a second concern. Forklifts and pedestrians shared aisles with blind corners across 425,000 sq ft, and workers' compensation claims were rising.",
  ],
  solution: {
    intro:
      'We deployed a video system tied directly to the warehouse management system, so every order, pallet and trailer has a visual record.',
    bullets: [
      '360 cameras covering receiving, putaway, pick aisles, pack stations and shipping doors',
      'Pack-station cameras that record every order with the order number overlaid on video',
      'AI verification at pack stations that compares item count and appearance against the order',
      'Forklift and pedestrian proximity alerts at intersections and blind corners',
      'Dock-door cameras that document trailer condition and load before the doors are sealed',
      'Video search by order number, SKU or tracking number from any authorized workstation',
    ],
  },
  implementation: [
    'Walked every process with operations, safety and IT leads to place cameras where decisions happen',
    'Installed on night and weekend shifts, finishing before the peak season began',
    'Connected video to the warehouse management system through its API',
    'Ran a fiber backbone with Power over Ethernet switches to reach cameras mounted high on racking',
    'Launched a coaching program that uses footage to teach safe practices rather than to punish',
    'Measured accuracy, safety and labor baselines before go-live so results could be verified',
  ],
  results: {
    stats: [
      card.headline,
      { value: '11%', label: 'Lower labor cost' },
      { value: '32%', label: "Fewer workers' compensation claims" },
      { value: '$4.3M', label: 'Annual savings' },
    ],
    highlights: [
      "360 cameras provide end-to-end visibility across all 425,000 sq ft",
      "Pack-station verification catches errors before a box ships",
      "Shipment disputes are resolved in minutes with order-linked video instead of being conceded",
      "Proximity alerts and coaching made the forklift aisles safer",
      "Less rework and re-shipping freed staff for peak-season volume",
    ],
    followUp: [
      'Throughput rose 9% as rework fell and pack stations ran without interruption',
      'Accuracy held at 99.7% through the peak holiday season',
      'Retail customer chargebacks for mis-shipments fell sharply',
      "Leadership approved the same system for the company's next facility",
      "Proximity coaching led to 32% fewer compensation claims over the year",
    ],
  },
  applications: [
    {
      title: 'Third-Party Logistics Providers',
      description: 'Order-linked video gives every client proof of what was picked and shipped.',
    },
    {
      title: 'Cold Storage Warehouses',
      description: 'Cameras rated for low temperatures document loads and protect workers.',
    },
    {
      title: 'Cross-Dock Terminals',
      description: 'Dock-door video settles damage and shortage claims between carriers.',
    },
    {
      title: 'Manufacturing Warehouses',
      description: 'Raw-material receiving and finished-goods shipping gain the same traceability.',
    },
    {
      title: 'Parcel Sorting Hubs',
      description: 'Tracking-number search locates mis-sorted packages quickly.',
    },
    {
      title: 'Wholesale and Distribution',
      description: 'Will-call counters and customer pickups are recorded alongside each order.',
    },
  ],
  technology: [
    'Integrate with the warehouse management system so video is searchable by order, SKU and tracking number',
    'Mount pack-station cameras overhead for a clear view of every item placed in the carton',
    'Use cameras with wide dynamic range at dock doors, where daylight and interior lighting meet',
    'Run a fiber backbone to reach cameras mounted high on racking across large buildings',
    'Set proximity alert zones with the safety team to avoid alarm fatigue',
    "Match retention to your customers' chargeback and claims windows",
  ],
}
