import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['retail-loss-prevention']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A regional retail chain with 120+ stores",
  installed: [
    "4K cameras over registers, aisles and docks",
    "Point-of-sale video integration",
    "A central loss prevention dashboard",
  ],
  subtitle:
    'How a regional retailer with 120+ locations paired AI video analytics with point-of-sale data to cut shrinkage by more than half',
  metaDescription:
    'A regional retailer cut shrinkage from 3.1% to 1.2%, saved $4.2M, reduced employee theft 65% and identified 43 organized retail crime rings.',
  challenge: [
    'A regional retail chain with 120+ locations was losing 3.1% of its inventory to shrinkage, enough to erase much of its operating margin. Losses were rising fastest in high-value categories such as electronics, health and beauty, and power tools.',
    'The losses came from several directions at once. Organized crews hit multiple stores in the same week, while internal theft, including sweethearting at registers, no-receipt refunds and stockroom theft, went largely unnoticed. Most stores still ran older analog cameras with footage too blurry to identify anyone.',
    'A small loss prevention team could not watch hundreds of cameras, so video was usually reviewed only after an inventory count revealed a loss, often weeks too late to act.',
  ],
  solution: {
    intro:
      'We replaced after-the-fact review with proactive detection, combining high-resolution cameras, point-of-sale data and AI analytics that flag problems as they happen.',
    bullets: [
      '4K cameras over every register, self-checkout lane, high-value aisle, stockroom door and receiving dock',
      'Point-of-sale integration that overlays transaction data on video and flags voids, no-sale drawer openings, no-receipt refunds and excessive discounts',
      'AI behavior analytics that detect concealment, shelf sweeping and loitering near high-value displays',
      'Public-view monitors at entrances so every shopper sees that the store is recorded',
      'Cross-store search by vehicle and person attributes so investigators can connect incidents across locations',
      'A central loss prevention dashboard that ranks stores by risk and shows exceptions in real time',
    ],
  },
  implementation: [
    'Piloted in the highest-shrink stores first to tune analytics thresholds before the chain-wide rollout',
    'Installed overnight and before opening so no store lost selling hours',
    'Created a standard camera layout for each store format, which kept design consistent and installations fast',
    'Worked with the point-of-sale vendor to stream transaction data to the video platform in real time',
    'Trained store managers to review exception reports and investigators to build court-ready case files',
    'Established evidence-sharing procedures with local law enforcement agencies in each market',
  ],
  results: {
    stats: [
      card.headline,
      { value: '$4.2M', label: 'Savings from reduced losses' },
      { value: '65%', label: 'Fewer employee theft incidents' },
      { value: '43', label: 'Organized retail crime rings identified' },
    ],
    highlights: [
      "Point-of-sale exception reports exposed refund fraud and sweethearting that inventory counts had hidden for years",
      "Crews working several stores in one week are now linked by vehicle and person search across locations",
      "Investigators spend their time on cases instead of scrubbing through hours of footage",
      "Prosecutors accepted the chain’s video evidence packages without asking for more",
      "Store associates reported feeling safer on the sales floor and at closing time",
    ],
  },
  applications: [
    {
      title: 'Grocery Stores',
      description: 'Self-checkout analytics and receiving-dock cameras address the biggest sources of grocery loss.',
    },
    {
      title: 'Pharmacies',
      description: 'Controlled-substance areas and high-value health products benefit from targeted monitoring.',
    },
    {
      title: 'Convenience Stores and Fuel Stations',
      description: 'Register integration and exterior coverage protect late-night staff and cash handling.',
    },
    {
      title: 'Home Improvement Retailers',
      description: 'Tool corridors, garden centers and contractor pickup areas need coverage that traditional layouts miss.',
    },
    {
      title: 'Restaurants and Franchises',
      description: 'Point-of-sale exceptions reveal voids and comps that erode margins across multiple locations.',
    },
    {
      title: 'Distribution Centers',
      description: 'The same analytics protect inventory before it ever reaches store shelves.',
    },
  ],
  technology: [
    'Confirm your point-of-sale system can export transaction data in real time before selecting an analytics platform',
    'Use 4K cameras at registers so items, hands and receipts are clearly visible',
    'Place public-view monitors where shoppers see them on entry, since deterrence begins at the door',
    'Tune analytics thresholds by store format to avoid flooding managers with false alerts',
    'Centralize video management so investigators can search every location from one screen',
    'Document evidence handling so cases hold up with prosecutors and in civil recovery',
  ],
}
