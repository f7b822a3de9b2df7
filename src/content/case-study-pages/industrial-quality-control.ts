import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['industrial-quality-control']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A high-volume manufacturing plant running three shifts",
  installed: [
    "AI inspection cameras over every line",
    "Line-speed lighting and mounts",
    "Security cameras on the same recorder network",
  ],
  subtitle:
    "How 120 AI-enabled cameras turned a plant's camera network into a real-time quality control system that also keeps the facility secure",
  metaDescription:
    'A manufacturer used 120 AI cameras for inspection: 28% better defect detection, 63% fewer false positives and $3.8M in first-year savings.',
  challenge: [
    'A Southeastern manufacturer of precision components relied on manual visual inspection at the end of each line. Inspectors tired over long shifts, and defects that slipped past them reached customers as warranty claims and chargebacks.',
    'An earlier rules-based machine vision system had been so rigid that it rejected large numbers of good parts. Lines stopped for false alarms, good product was scrapped, and operators had learned to work around the system rather than trust it.',
    'The plant also needed better security: finished goods were leaving the shipping dock unaccounted for, and safety managers wanted visibility into restricted areas and forklift traffic.',
  ],
  solution: {
    intro:
      'We deployed one camera network that does two jobs: AI-powered visual inspection on the production lines and conventional security across the rest of the plant.',
    bullets: [
      '120 industrial-grade cameras at critical inspection points, each with controlled lighting for consistent images',
      "Deep-learning models trained on the plant's own examples of good and defective parts",
      'Edge computers at each line that make pass-or-fail decisions in milliseconds without depending on the wider network',
      'Integration with line controllers so suspect parts are diverted automatically for review',
      'A dashboard showing defect trends by line, shift and product so engineers can find root causes',
      'Security coverage of docks, finished-goods storage and the perimeter on the same video platform',
      'Safety analytics that detect missing protective equipment and entry into restricted zones',
    ],
  },
  implementation: [
    "Built a labeled defect library with the plant's quality engineers before training any model",
    'Ran the first line in shadow mode alongside human inspectors until the results were proven',
    'Installed the 120 cameras during planned maintenance shutdowns to avoid lost production',
    'Used enclosures rated for dust, washdown and vibration at every inspection point',
    'Trained operators and quality staff to review flagged parts and submit new examples for retraining',
    'Set up a regular model review cycle so accuracy keeps improving as products change',
  ],
  results: {
    stats: [
      card.headline,
      { value: '63%', label: 'Fewer false positives' },
      { value: '$3.8M', label: 'First-year savings' },
      { value: '120', label: 'AI-enabled inspection cameras' },
    ],
    highlights: [
      "Every unit on every shift is inspected at full line speed, not a sample pulled once an hour",
      "Fewer defects reaching customers reduced warranty claims and chargebacks",
      "Good parts stopped being scrapped, and operators came to trust what the system flags",
      "Defect trend data helped engineers trace recurring problems to specific machines and tooling",
      "The same network watches the loading docks and the perimeter after the last shift leaves",
    ],
  },
  applications: [
    {
      title: 'Food and Beverage Processing',
      description: 'Vision inspection checks fill levels, seals and labels while cameras document sanitation.',
    },
    {
      title: 'Automotive Suppliers',
      description: 'Surface and assembly inspection helps meet demanding customer quality requirements.',
    },
    {
      title: 'Textile and Furniture Plants',
      description: 'Cameras catch flaws in fabric, finishes and upholstery before products ship.',
    },
    {
      title: 'Packaging Operations',
      description: 'Label, barcode and carton checks prevent costly mis-shipments and retailer penalties.',
    },
    {
      title: 'Pharmaceutical and Medical Device Makers',
      description: 'Image records support traceability for every inspected unit.',
    },
    {
      title: 'Sawmills and Building Products',
      description: 'Grading and defect detection run reliably in dusty, high-vibration environments.',
    },
  ],
  technology: [
    'Control lighting at every inspection point; consistent images matter as much as camera resolution',
    'Run inference at the edge so decisions keep pace with the line even if the network slows',
    'Train models on your own parts and defects rather than generic datasets',
    'Validate in shadow mode before letting the system reject product',
    'Specify enclosures and mounts for the real environment: dust, moisture, heat and vibration',
    'Keep quality cameras and security cameras on one platform to simplify support and training',
  ],
}
