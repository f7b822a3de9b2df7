import { company } from './company'
import type { IconName } from './icon-name'
import type { CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { homeCrumb, topLevelPage, type PageMeta } from './page-meta'

/** Slugs in listing order: the home CCTV study first, then ids 1 to 10. */
export const caseStudySlugs = [
  'home-cctv-night-vision',
  'city-wide-surveillance',
  'retail-loss-prevention',
  'k12-school-safety',
  'industrial-quality-control',
  'healthcare-facility-monitoring',
  'sports-arena-crowd-management',
  'financial-institution-security',
  'smart-parking-solutions',
  'logistics-inventory-tracking',
  'casino-surveillance',
] as const

export type CaseStudySlug = (typeof caseStudySlugs)[number]

export type CaseStudyId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11

export type CaseStudyPath = `/case-studies/${CaseStudySlug}`

type Four<T> = readonly [T, T, T, T]
type Six<T> = readonly [T, T, T, T, T, T]

export interface CaseStudyImage extends ContentImage {
  readonly src: `/images/case-studies/${CaseStudySlug}.svg`
  readonly alt: string
  readonly width: 1600
  readonly height: 700
}

/** One tile in 'Measurable Results'; the value is the published figure, verbatim. */
export interface CaseStudyStat {
  readonly value: string
  readonly label: string
}

export interface CaseStudyApplication {
  readonly title: string
  readonly description: string
}

/**
 * How big the project was, as each page states it. The listing and the detail page disagree for
 * two studies (K-12 campuses, retail locations); the published copy keeps both readings, so both are kept.
 */
export interface CaseStudyScope {
  readonly listing: string
  readonly detail: string
}

export interface CaseStudyResults {
  readonly stats: Four<CaseStudyStat>
  /** The extra results list under the stat tiles. */
  readonly highlights: readonly string[]
  /** '12-Month Follow-Up' list; present on some studies only. */
  readonly followUp?: readonly string[]
}

export interface CaseStudy {
  readonly id: CaseStudyId
  readonly slug: CaseStudySlug
  readonly title: string
  /** Listing card text, two or three sentences; the card clamps it to three lines. */
  readonly description: string
  readonly image: CaseStudyImage
  readonly subtitle: string
  /** For the detail page's meta description; 160 characters at most. */
  readonly metaDescription: string
  readonly industry: string
  readonly icon: IconName
  readonly scope: CaseStudyScope
  /** 'The Challenge', two or three paragraphs. */
  readonly challenge: readonly string[]
  /** 'The Solution': an intro sentence and five to seven bullets. */
  readonly solution: { readonly intro: string; readonly bullets: readonly string[] }
  /** 'Implementation Details', five or six bullets. */
  readonly implementation: readonly string[]
  readonly results: CaseStudyResults
  readonly applications: Six<CaseStudyApplication>
  /** 'Technology Considerations'. */
  readonly technology: Six<string>
}

export const caseStudyApplicationsHeading = 'Applications in Other Settings'

export interface CaseStudyDetailCopy {
  readonly backLinkText: string
  /** Labels of the facts row under the hero. */
  readonly glance: {
    readonly label: string
    readonly industryLabel: string
    readonly scopeLabel: string
    readonly keyFiguresLabel: string
    readonly partsLabel: string
  }
  readonly resultsIntro: string
  readonly backLinkHref: '/case-studies'
  readonly challengeHeading: string
  readonly solutionHeading: string
  readonly implementationHeading: string
  readonly resultsHeading: string
  readonly additionalResultsHeading: string
  readonly followUpHeading: string
  readonly applicationsHeading: string
  readonly technologyHeading: string
  readonly closing: CtaBannerCopy & { readonly secondary: { readonly kind: 'link'; readonly href: '/case-studies' } }
}

export const caseStudyDetailCopy = {
  backLinkText: 'Back to Case Studies',
  glance: {
    label: 'Project at a glance',
    industryLabel: 'Industry',
    scopeLabel: 'Project scope',
    keyFiguresLabel: 'Key results',
    partsLabel: 'In this case study',
  },
  resultsIntro: 'The numbers that mattered most to this client, measured after the system went live.',
  backLinkHref: '/case-studies',
  challengeHeading: 'The Challenge',
  solutionHeading: 'The Solution',
  implementationHeading: 'Implementation Details',
  resultsHeading: 'Measurable Results',
  additionalResultsHeading: 'Additional Outcomes',
  followUpHeading: '12-Month Follow-Up',
  applicationsHeading: caseStudyApplicationsHeading,
  technologyHeading: 'Technology Considerations',
  closing: {
    heading: 'Ready to See Results Like These at Your Property?',
    text:
      `Every project we take on starts with a free on-site assessment. Our specialists will walk your property, pinpoint the risks that matter most and design a system that fits your goals and budget, with financing available at no upfront cost. Prefer to talk first? Call ${company.phone}.`,
    quoteButton: 'Get a Free Consultation',
    secondary: { kind: 'link', text: 'View More Case Studies', href: '/case-studies' },
  },
} as const satisfies CaseStudyDetailCopy

export interface CaseStudyIndexCopy {
  readonly title: string
  readonly metaDescription: string
  readonly hero: {
    readonly eyebrow: string
    readonly heading: string
    readonly intro: string
    readonly buttonText: string
  }
  /** Names the list of cards for assistive technology. */
  readonly listLabel: string
  readonly readMoreText: string
  readonly closing: CtaBannerCopy
}

export const caseStudyIndex = {
  title: `Case Studies | ${company.name}`,
  metaDescription:
    'Security case studies: CCTV, access control and AI video analytics that cut crime, theft and losses for homes, cities, schools, hospitals and businesses.',
  hero: {
    eyebrow: 'Case Studies',
    heading: 'Real-World Security Success Stories',
    intro:
      'See how homeowners, city governments, schools, hospitals, manufacturers and retailers have used modern camera systems, access control and AI-enhanced video analytics to prevent crime, cut losses and run safer operations. Each story explains the problem, the system that solved it and the results that followed.',
    buttonText: 'Get a Free Security Consultation',
  },
  listLabel: 'Security case studies',
  readMoreText: 'Read More',
  closing: {
    heading: 'Ready to Create Your Own Success Story?',
    text:
      `Whether you protect a single home or dozens of locations, ${company.name} designs, installs and supports systems built around your goals. Tell us what you need to protect and we will recommend a system and give you a free, no-obligation quote.`,
    quoteButton: 'Get a Free Quote',
  },
} as const satisfies CaseStudyIndexCopy

function imageFor(slug: CaseStudySlug, alt: string): CaseStudyImage {
  return { src: `/images/case-studies/${slug}.svg`, alt, width: 1600, height: 700 }
}

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 11,
    slug: 'home-cctv-night-vision',
    title: 'Neighborhood Night-Vision CCTV Cuts Property Crime by 87%',
    description:
      'Homeowners in a 45-home North Carolina subdivision installed coordinated CCTV systems with infrared night vision and cloud backup. Property crimes fell 87%, package theft dropped 92%, and households saw 40% lower insurance premiums.',
    image: imageFor(
      'home-cctv-night-vision',
      'Illustration of a suburban street at night, with infrared cameras on each house lighting up driveways and front porches',
    ),
    subtitle:
      'How 45 homes in a suburban North Carolina community built a coordinated night-vision camera network that made the whole neighborhood a harder target',
    metaDescription:
      'A 45-home subdivision used night-vision CCTV to cut property crimes 87% and package theft 92%, with 40% lower insurance premiums.',
    industry: 'Residential',
    icon: 'Moon',
    scope: { listing: '45 homes', detail: '45 homes' },
    challenge: [
      'A quiet subdivision on the edge of a growing North Carolina town saw a steady rise in overnight car break-ins, stolen bicycles and garage entries. Wooded common areas and dimly lit cul-de-sacs gave intruders easy cover, and most incidents happened between midnight and dawn.',
      'A handful of residents already had doorbell cameras, but their footage after dark was grainy and washed out by porch lights. When police asked for video, none of it was clear enough to identify a face or a license plate. Package theft during the holiday season had become the most common complaint on the neighborhood message board.',
      "The homeowners association wanted a solution that every household could afford, that respected neighbors' privacy, and that kept each family in control of its own footage rather than feeding a shared system no one owned.",
    ],
    solution: {
      intro:
        'We designed a coordinated network of privately owned systems: each home controls its own cameras and recordings, while shared placement at entrances and common areas gives the neighborhood continuous coverage.',
      bullets: [
        '4K turret cameras with infrared night vision up to 100 feet covering driveways, side yards and rear entries',
        'Color low-light cameras at both neighborhood entrances, positioned to capture vehicle color, make and license plates',
        'Downward-angled porch cameras with person and package detection to alert homeowners the moment a delivery is touched',
        'A local network video recorder in each home, backed by 30-day cloud history so footage survives even if a recorder is stolen or damaged',
        "Privacy masking on every camera so no lens records into a neighbor's windows or backyard",
        'AI person and vehicle filtering in the mobile app to stop nuisance alerts from headlights, wildlife and swaying trees',
      ],
    },
    implementation: [
      'Walked the entire subdivision at night with the HOA board to map entrances, blind spots and lighting gaps before proposing a design',
      'Installed the entrance and common-area cameras first, then moved home by home on a rolling schedule, with most homes finished in a single day',
      'Offered every household financing with no upfront cost and nominal monthly payments so participation did not depend on budget',
      'Set up an opt-in clip-sharing process so homeowners can send specific footage to police directly from the app, with no central feed anyone can browse',
      'Held a clubhouse training session on live view, clip export and adjusting detection zones, and posted camera signage at both entrances',
    ],
    results: {
      stats: [
        { value: '87%', label: 'Reduction in property crimes' },
        { value: '92%', label: 'Reduction in package theft' },
        { value: '40%', label: 'Lower homeowner insurance premiums' },
        { value: '3', label: 'Suspects identified from night-vision footage' },
      ],
      highlights: [
        '45 homes protected by coordinated, privately owned camera systems with overlapping coverage',
        'Night-vision footage clear enough for police to make 3 identifications in cases that previously had no usable evidence',
        '30-day cloud history kept every recorded event available for police requests, even weeks after an incident',
        'Holiday package theft, once the top complaint on the neighborhood message board, dropped 92%',
        'Households that shared their new system details with their insurers reported premiums up to 40% lower',
      ],
      followUp: [
        'The drop in property crimes held through all four seasons, including the late-fall months when break-ins had previously peaked',
        'Homeowners on an adjoining street asked to join the network and adopted the same camera layout',
        'No evidence was lost: every event inside the 30-day cloud history window remained retrievable when needed',
        'The HOA added camera placement and privacy guidelines to its welcome packet for new residents',
      ],
    },
    applications: [
      {
        title: 'Townhome Communities',
        description: 'Shared walls and shared parking make coordinated entrance and lot coverage especially effective.',
      },
      {
        title: 'Gated Communities',
        description: 'License plate capture at gates pairs naturally with night-vision cameras on individual homes.',
      },
      {
        title: 'Rural Homes and Farms',
        description: 'Long-range infrared cameras watch driveways, barns and equipment far from the nearest streetlight.',
      },
      {
        title: 'Vacation and Second Homes',
        description: 'Cloud history and mobile alerts let owners check on an empty property from anywhere.',
      },
      {
        title: 'Apartment Complexes',
        description: 'Parking lots, mailrooms and breezeways benefit from the same low-light camera approach.',
      },
      {
        title: 'Churches and Small Campuses',
        description: 'Buildings that sit empty overnight gain the same deterrence and evidence quality after dark.',
      },
    ],
    technology: [
      'Match infrared range to the farthest point you need to see; night vision up to 100 feet covers most driveways and yards',
      'Use 4K where faces and plates matter, such as entrances and porches, and 1080p for general yard coverage',
      'Pair local recording with cloud backup so evidence survives theft or damage to the recorder',
      'Configure privacy masking and careful camera angles to keep good relationships with neighbors',
      'Prefer wired Power over Ethernet cameras for reliability, and reserve Wi-Fi cameras for spots where running cable is impractical',
      'Choose an app with AI person, vehicle and package detection so alerts stay meaningful rather than constant',
    ],
  },
  {
    id: 1,
    slug: 'city-wide-surveillance',
    title: 'City-Wide Surveillance Network Cuts Violent Crime by 32%',
    description:
      'A mid-sized Southeastern city connected 2,500 cameras to a single real-time crime center. Violent crime fell 32%, property crime fell 27%, and average emergency response time dropped from 12 to 7.5 minutes.',
    image: imageFor(
      'city-wide-surveillance',
      'Illustration of a city skyline with camera icons on streetlights, linked by network lines to a central crime center video wall',
    ),
    subtitle:
      'How a mid-sized Southeastern city unified 2,500 cameras into one real-time crime center and changed how it responds to emergencies',
    metaDescription:
      'A Southeastern city linked 2,500 cameras to one crime center: violent crime fell 32%, property crime 27%, and response time went from 12 to 7.5 min.',
    industry: 'Municipal Government',
    icon: 'Building2',
    scope: { listing: '2,500 cameras', detail: '2,500 cameras' },
    challenge: [
      'A mid-sized Southeastern city faced rising violent crime in its downtown core and along two commercial corridors. Its police department was stretched thin, and average emergency response time had climbed to 12 minutes.',
      "The city already owned cameras, but they were scattered across the traffic department, parks, transit and the housing authority, each on a different vendor's system. Detectives spent days driving between buildings to copy footage onto thumb drives, and dispatchers had no way to see a scene before officers arrived.",
      'City council supported better technology but required a clear privacy policy, public accountability and a plan that made use of the cameras taxpayers had already paid for.',
    ],
    solution: {
      intro:
        'Rather than rip and replace, the city chose to unify: a vendor-neutral video management platform brought existing and new cameras together in a single real-time crime center.',
      bullets: [
        'An open-standard video management platform that ingests legacy cameras from every department alongside new installations',
        'New 4K multi-sensor cameras at high-crime intersections, transit hubs and parks, bringing the network to 2,500 cameras',
        'A real-time crime center staffed around the clock, with a video wall and map-based camera selection',
        'Integration with computer-aided dispatch so the nearest cameras open automatically when an emergency call is logged',
        'AI-assisted search by clothing color, vehicle type and direction of travel, turning hours of review into minutes',
        'A voluntary registry where businesses and residents can list private cameras so investigators know where footage may exist',
        'Role-based access with a full audit log of every search, view and export',
      ],
    },
    implementation: [
      'Catalogued every existing camera by department, model, condition and network path to decide what to keep, upgrade or retire',
      'Built fiber and point-to-point wireless backhaul to reach corridors and parks without new trenching on every block',
      'Rolled out in phases: downtown first, then the commercial corridors, then parks and transit',
      'Tested dispatcher workflows and the dispatch integration for several weeks before go-live',
      'Trained dispatchers, analysts and detectives, including evidence export procedures that hold up in court',
      'Held community meetings and published a public map of city camera locations and the retention policy',
    ],
    results: {
      stats: [
        { value: '32%', label: 'Reduction in violent crime' },
        { value: '27%', label: 'Reduction in property crime' },
        { value: '41%', label: 'Improvement in case clearance rate' },
        { value: '12 to 7.5 min', label: 'Average emergency response time' },
      ],
      highlights: [
        '2,500 cameras from multiple departments are now viewable and searchable from one real-time crime center',
        'Average emergency response time fell from 12 to 7.5 minutes as dispatchers routed the closest units with live video in hand',
        'Officers arrive knowing suspect descriptions, vehicle details and the number of people involved',
        'Detectives retrieve footage in minutes instead of days, a major contributor to the 41% improvement in case clearance',
        'Overlapping camera maintenance contracts across departments were consolidated under one service agreement',
      ],
      followUp: [
        'Reductions in violent and property crime held across the downtown core and both commercial corridors',
        'Additional city departments asked to connect their cameras to the real-time crime center',
        "Audit logs showed every footage export tied to an open case, supporting the council's privacy commitments",
      ],
    },
    applications: [
      {
        title: 'County Governments',
        description: "Sheriff's offices and county facilities can share one platform across a wide geographic area.",
      },
      {
        title: 'University Campuses',
        description: 'Campus police benefit from the same unified view of buildings, parking and walkways.',
      },
      {
        title: 'Transit Systems',
        description: 'Stations, platforms and park-and-ride lots connect to a central operations center.',
      },
      {
        title: 'Downtown Business Districts',
        description: 'Business improvement districts can pool private cameras into a coordinated safety network.',
      },
      {
        title: 'Small Towns',
        description: 'A scaled-down version gives smaller departments investigative tools once reserved for large cities.',
      },
      {
        title: 'Event and Festival Grounds',
        description: 'Temporary cameras join the permanent network for parades, concerts and seasonal events.',
      },
    ],
    technology: [
      'Choose a vendor-neutral, ONVIF-conformant platform so existing cameras remain useful and future purchases stay competitive',
      'Plan backhaul bandwidth carefully; H.265 compression and edge recording keep 4K streams practical',
      'Build redundant storage and failover servers so the crime center keeps working during outages',
      'Segment camera networks, encrypt video streams and manage firmware centrally to reduce cyber risk',
      'Set retention periods that balance investigative value, storage cost and public-records obligations',
      'Protect chain of custody with watermarked, hashed exports and complete audit trails',
    ],
  },
  {
    id: 2,
    slug: 'retail-loss-prevention',
    title: 'Retail Chain Cuts Shrinkage from 3.1% to 1.2% with AI Loss Prevention',
    description:
      'A regional retail chain rolled out AI-assisted video loss prevention across 230 locations. Inventory shrinkage fell from 3.1% to 1.2% for $4.2M in savings, employee theft dropped 65%, and investigators identified 43 organized retail crime rings.',
    image: imageFor(
      'retail-loss-prevention',
      'Illustration of a store checkout lane watched by ceiling cameras, with an analytics dashboard showing a falling shrinkage chart',
    ),
    subtitle:
      'How a regional retailer with 120+ locations paired AI video analytics with point-of-sale data to cut shrinkage by more than half',
    metaDescription:
      'A regional retailer cut shrinkage from 3.1% to 1.2%, saved $4.2M, reduced employee theft 65% and identified 43 organized retail crime rings.',
    industry: 'Retail',
    icon: 'Store',
    scope: { listing: '230 locations', detail: '120+ locations' },
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
        { value: '3.1% to 1.2%', label: 'Inventory shrinkage rate' },
        { value: '$4.2M', label: 'Savings from reduced losses' },
        { value: '65%', label: 'Fewer employee theft incidents' },
        { value: '43', label: 'Organized retail crime rings identified' },
      ],
      highlights: [
        'Shrinkage fell from 3.1% to 1.2% across 120+ locations, returning $4.2M in savings',
        'Point-of-sale exception reports exposed refund fraud and sweethearting, contributing to 65% fewer employee theft incidents',
        '43 organized retail crime rings identified and referred to law enforcement with video evidence packages',
        'Investigators now spend their time on cases instead of scrubbing through hours of footage',
        'Store associates reported feeling safer on the sales floor and at closing time',
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
  },
  {
    id: 3,
    slug: 'k12-school-safety',
    title: 'K-12 District Modernizes Safety on Every Campus',
    description:
      'A Southeastern school district secured 12 campuses with integrated cameras, controlled entrances and one-button lockdown. The system protects 8,500 students, and parent satisfaction with school safety rose from 64% to 91%.',
    image: imageFor(
      'k12-school-safety',
      'Illustration of a school building with a secured front vestibule, a video intercom at the door and cameras covering the bus loop',
    ),
    subtitle:
      'How a Southeastern school district protected 8,500 students across 8 campuses with integrated video, access control and emergency lockdown',
    metaDescription:
      'A school district protected 8,500 students on 8 campuses with cameras, access control and lockdown; parent satisfaction rose from 64% to 91%.',
    industry: 'K-12 Education',
    icon: 'School',
    scope: { listing: '12 campuses', detail: '8 campuses' },
    challenge: [
      'A Southeastern school district serving 8,500 students across 8 campuses relied on aging analog cameras that covered only a fraction of each building. Exterior doors were regularly propped open for convenience, and front-office staff often could not see who was waiting at the main entrance.',
      'There was no way to lock every door at once. During a districtwide drill, administrators needed several minutes to secure some buildings by hand, and responding officers had no access to live video from inside the schools.',
      "Parents noticed. In the district's annual survey, only 64% said they were satisfied with safety at their child's school, and the school board asked for a plan that would restore confidence without turning schools into fortresses.",
    ],
    solution: {
      intro:
        'We designed a layered safety system that controls who enters, shows staff what is happening and lets anyone authorized lock a campus down in seconds.',
      bullets: [
        'Secured entry vestibules with video intercoms and remote door release at every main entrance',
        'Card access on all exterior doors, with door-held-open alarms that alert the front office',
        'HD cameras covering entrances, hallways, cafeterias, gymnasiums, parking lots and bus loops, with no cameras in restrooms or locker rooms',
        "One-button lockdown from any front office, the district office or an administrator's phone",
        'Live video sharing with local police and fire departments during an emergency',
        'Visitor management that scans identification and prints a dated badge for every guest',
      ],
    },
    implementation: [
      'Completed most installation work during summer break and on weekends so instruction was never interrupted',
      'Ran tabletop exercises with local police, fire and EMS to agree on how live video would be shared',
      'Issued access badges to all staff and trained front-office teams on the intercom and visitor management',
      'Reviewed the camera placement and privacy policy with the school board and shared it with parents',
      'Conducted a lockdown drill on every campus with the new system before the first day of school',
      'Backed the installation with a 1-year parts and labor warranty and a scheduled maintenance plan',
    ],
    results: {
      stats: [
        { value: '8', label: 'Campuses on one unified safety platform' },
        { value: '8,500', label: 'Students protected every school day' },
        { value: '64% to 91%', label: 'Parent satisfaction with school safety' },
        { value: '24/7', label: 'After-hours intrusion alerts to district security' },
      ],
      highlights: [
        'Every exterior door on all 8 campuses is now locked, monitored and alarmed if propped open',
        'A districtwide lockdown can be triggered in seconds from any front office',
        'Responding officers can view live camera feeds on the way to a call',
        "Parent satisfaction with school safety rose from 64% to 91% in the district's annual survey",
        'Administrators resolve hallway and bus-loop incidents with clear video instead of conflicting accounts',
      ],
    },
    applications: [
      {
        title: 'Private and Charter Schools',
        description: 'Smaller campuses gain the same controlled entry and lockdown capabilities at a scale that fits.',
      },
      {
        title: 'Colleges and Universities',
        description: 'Residence halls, libraries and parking decks benefit from card access and coordinated video.',
      },
      {
        title: 'Childcare Centers',
        description: 'Video intercoms and visitor logs confirm exactly who picks up each child.',
      },
      {
        title: 'Churches with Schools',
        description: 'Shared buildings can run different access schedules for weekday classes and weekend services.',
      },
      {
        title: 'Libraries and Community Centers',
        description: 'Public buildings balance open access with the ability to secure doors instantly.',
      },
      {
        title: 'Youth Sports Complexes',
        description: 'Parking lots and fields gain coverage during evening practices and weekend tournaments.',
      },
    ],
    technology: [
      'Start with the main entrance: a secured vestibule and video intercom deliver the greatest safety gain per dollar',
      'Choose access control that supports one-button lockdown across every building in the district',
      'Keep cameras out of restrooms and locker rooms, and publish where cameras are placed',
      'Arrange live video sharing with first responders in advance rather than during an emergency',
      'Use door-held-open alarms, since a propped door defeats even the best lock',
      'Plan for growth so additional campuses can join the same platform without redesign',
    ],
  },
  {
    id: 4,
    slug: 'industrial-quality-control',
    title: 'Manufacturer Improves Defect Detection 28% with AI Vision',
    description:
      'A Southeastern manufacturer deployed 120 AI-enabled cameras on its production lines for real-time visual inspection. Defect detection improved 28%, false positives fell 63%, and the plant recorded $3.8M in first-year savings.',
    image: imageFor(
      'industrial-quality-control',
      'Illustration of a factory conveyor line under overhead inspection cameras, with a highlighted box marking a defective part',
    ),
    subtitle:
      "How 120 AI-enabled cameras turned a plant's camera network into a real-time quality control system that also keeps the facility secure",
    metaDescription:
      'A manufacturer used 120 AI cameras for inspection: 28% better defect detection, 63% fewer false positives and $3.8M in first-year savings.',
    industry: 'Manufacturing',
    icon: 'Factory',
    scope: { listing: '120 cameras', detail: '120 cameras' },
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
      'Scheduled installation during planned maintenance shutdowns to avoid lost production',
      'Used enclosures rated for dust, washdown and vibration at every inspection point',
      'Trained operators and quality staff to review flagged parts and submit new examples for retraining',
      'Set up a regular model review cycle so accuracy keeps improving as products change',
    ],
    results: {
      stats: [
        { value: '28%', label: 'Improvement in defect detection' },
        { value: '63%', label: 'Fewer false positives' },
        { value: '$3.8M', label: 'First-year savings' },
        { value: '120', label: 'AI-enabled inspection cameras' },
      ],
      highlights: [
        '120 cameras inspect every unit on every shift at full line speed',
        'Fewer defects reaching customers reduced warranty claims and chargebacks',
        'With 63% fewer false positives, good parts stopped being scrapped and operators came to trust the system',
        '$3.8M in first-year savings from lower scrap, rework and warranty costs',
        'Defect trend data helped engineers trace recurring problems to specific machines and tooling',
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
  },
  {
    id: 5,
    slug: 'healthcare-facility-monitoring',
    title: 'Health System Reduces Patient Falls 52% with Virtual Monitoring',
    description:
      'A regional health system deployed 1,450 cameras across its hospitals and clinics, combining virtual patient observation with secure access control. Patient falls dropped 52% and unauthorized access incidents fell 87%.',
    image: imageFor(
      'healthcare-facility-monitoring',
      'Illustration of a hospital corridor with a nurse at a virtual observation station viewing several patient room feeds',
    ),
    subtitle:
      'How a regional health system used 1,450 cameras to protect patients, staff and sensitive areas while respecting patient privacy',
    metaDescription:
      'A regional health system deployed 1,450 cameras with virtual observation and access control, cutting patient falls 52% and unauthorized access 87%.',
    industry: 'Healthcare',
    icon: 'Hospital',
    scope: { listing: '1,450 cameras', detail: '1,450 cameras' },
    challenge: [
      'A regional health system struggled with falls among high-risk patients. One-to-one sitters were expensive and often unavailable, and a single fall could mean a serious injury, a longer stay and an unhappy family.',
      'Its hospitals and clinics were open buildings by design, but that openness let unauthorized people into medication rooms, maternity units and behavioral health areas. Emergency department staff also reported increasing verbal and physical aggression, with little video to support investigations.',
      "Any solution had to protect patient privacy, comply with health-privacy rules, and fit into clinical workflows without adding to nurses' workloads.",
    ],
    solution: {
      intro:
        'We delivered a system built for care settings: virtual observation for high-risk patients, controlled access for sensitive areas and faster help for staff.',
      bullets: [
        'Virtual patient observation with in-room cameras and two-way audio, letting one trained observer watch multiple high-risk patients from a central station',
        'AI bed-exit and movement alerts that warn observers before a patient stands unassisted',
        'Badge access on medication rooms, pharmacy, laboratories, maternity and behavioral health units',
        'Emergency department cameras and staff duress buttons that send live video to security',
        'Coverage of entrances, parking decks and ambulance bays',
        'Privacy modes that blur or pause in-room cameras during care, plus role-based access and audit logs for all footage',
      ],
    },
    implementation: [
      'Designed observer workflows and escalation steps with nursing leadership before installing any cameras',
      'Installed unit by unit, following infection-control containment procedures in occupied areas',
      'Placed cameras on a segmented network separate from clinical devices, in coordination with hospital IT',
      'Trained virtual observers, charge nurses and security officers on alerts and response protocols',
      'Reviewed policies and camera placements with the compliance and privacy officers before go-live',
      "Provided around-the-clock on-call support during each unit's first weeks",
    ],
    results: {
      stats: [
        { value: '52%', label: 'Reduction in patient falls' },
        { value: '87%', label: 'Fewer unauthorized access incidents' },
        { value: '1,450', label: 'Cameras across hospitals and clinics' },
        { value: '24/7', label: 'Virtual observation of high-risk patients' },
      ],
      highlights: [
        'Patient falls dropped 52%, meaning fewer injuries and fewer extended stays',
        'Badge control and audit trails cut unauthorized access incidents by 87% and answer who-entered questions in minutes',
        'Sitter hours were redeployed to direct patient care',
        'Emergency department staff report feeling safer with duress alerts that bring security with live video',
        "Privacy controls and audit logs were approved in the system's compliance review before go-live",
      ],
    },
    applications: [
      {
        title: 'Senior Living and Memory Care',
        description: 'Wander alerts and controlled exits protect residents without restricting daily life.',
      },
      {
        title: 'Behavioral Health Facilities',
        description: 'Ligature-resistant cameras and observation tools support patient and staff safety.',
      },
      {
        title: 'Outpatient Clinics',
        description: 'Controlled access to medication storage and records rooms protects against theft.',
      },
      {
        title: 'Rehabilitation Centers',
        description: 'Fall-risk monitoring supports patients who are regaining mobility.',
      },
      {
        title: 'Urgent Care Centers',
        description: 'Lobby cameras and duress buttons protect front-desk staff during late hours.',
      },
      {
        title: 'Veterinary Hospitals',
        description: 'Controlled-substance storage and after-hours entrances need the same protection.',
      },
    ],
    technology: [
      'Build privacy in from the start: privacy modes, role-based access and audit logs for every view',
      'Keep cameras on a segmented network away from clinical and medical devices',
      'Choose cameras with two-way audio so observers can redirect patients before they fall',
      'Tune AI movement alerts with clinical staff to balance sensitivity against alarm fatigue',
      'Integrate duress buttons with video so security responds knowing what is happening',
      'Use antimicrobial-friendly, easy-to-clean housings in patient areas',
    ],
  },
  {
    id: 6,
    slug: 'sports-arena-crowd-management',
    title: 'Stadium Speeds Fan Entry and Strengthens Game-Day Security',
    description:
      'A 55,000-seat stadium combined AI crowd analytics with upgraded entry screening to move fans through the gates faster and more safely. Average entry wait fell from 24 to 16 minutes, 17 banned individuals were stopped and 35 prohibited items were intercepted.',
    image: imageFor(
      'sports-arena-crowd-management',
      'Illustration of a stadium entry plaza with fans in queues, overhead cameras and a crowd-density heat map on a command-center screen',
    ),
    subtitle:
      'How a 55,000-seat stadium used AI crowd analytics and integrated surveillance to keep fans moving and keep threats out',
    metaDescription:
      'A 55,000-seat stadium cut average entry time from 24 to 16 min, stopped 17 banned individuals and intercepted 35 prohibited items.',
    industry: 'Sports and Entertainment',
    icon: 'Trophy',
    scope: { listing: '55,000 seats', detail: '55,000 seats' },
    challenge: [
      'After adopting stricter entry screening, a 55,000-seat stadium saw average entry waits climb to 24 minutes. Fans missed kickoff, and dense crowds outside the gates became a security concern of their own.',
      "Enforcing the venue's ban list depended on staff memorizing photographs, and banned individuals were regularly getting back inside. Inside the bowl, aging cameras left blind spots across concourses and parking lots.",
      'When incidents happened, the command center struggled to locate them quickly, and police, fire, EMS and venue operations each worked from different information.',
    ],
    solution: {
      intro:
        'We combined crowd analytics, modern surveillance and a unified command center so the venue could see where fans were waiting and respond to problems in real time.',
      bullets: [
        'Crowd-density analytics at every gate and concourse with live queue-length dashboards',
        'Dynamic staffing tools that show supervisors where to move screeners during peak arrival',
        'Digital signage that directs arriving fans to the shortest lines',
        'Watchlist alerts for individuals banned by the venue, each confirmed by a trained officer before any action',
        '4K pan-tilt-zoom cameras covering the seating bowl, concourses and parking lots',
        'A unified command center shared by police, fire, EMS and venue operations',
      ],
    },
    implementation: [
      'Studied pedestrian flow over several home games to identify bottlenecks before finalizing the design',
      'Completed installation during the off-season with final testing at preseason events',
      'Integrated ticket-scanning data to forecast arrival surges at each gate',
      'Ran tabletop and live exercises with public safety partners ahead of opening day',
      'Wrote policies governing watchlist additions, removals and data retention',
      'Staffed the command center alongside venue personnel on game days throughout the first season',
    ],
    results: {
      stats: [
        { value: '24 to 16 min', label: 'Average fan entry wait time' },
        { value: '17', label: 'Banned individuals stopped at entry' },
        { value: '35', label: 'Prohibited items intercepted' },
        { value: '55,000', label: 'Seats monitored from one command center' },
      ],
      highlights: [
        'Average entry wait fell from 24 to 16 minutes, so more fans reach their seats before kickoff',
        'Queue data lets operations open and close screening lanes within minutes of a surge',
        '17 banned individuals were stopped at entry, each match verified by an officer',
        '35 prohibited items were intercepted before reaching the seating bowl',
        'Post-event video review now resolves guest complaints and liability claims quickly',
      ],
    },
    applications: [
      {
        title: 'Concert Amphitheaters',
        description: 'Gate analytics and lawn coverage manage large crowds arriving in a short window.',
      },
      {
        title: 'College Athletics',
        description: 'Campus stadiums and arenas gain shared command with university police.',
      },
      {
        title: 'Convention Centers',
        description: 'Multiple halls and entrances are coordinated from one operations center.',
      },
      {
        title: 'Fairgrounds and Festivals',
        description: 'Temporary cameras and queue analytics scale up for seasonal events.',
      },
      {
        title: 'Motorsports Venues',
        description: 'Sprawling parking, camping areas and grandstands need wide-area coverage.',
      },
      {
        title: 'Theme Parks',
        description: 'Queue analytics and lost-guest search improve both experience and safety.',
      },
    ],
    technology: [
      'Position gate cameras for accurate counting, with overhead angles that avoid occlusion',
      'Size network and storage capacity for event-day peaks rather than daily averages',
      'Require human verification of every watchlist alert before action is taken',
      'Give every public safety agency in the command center the same live view',
      'Use pan-tilt-zoom cameras with presets for fast incident location in the seating bowl',
      'Connect ticketing data to anticipate arrival surges before they form',
    ],
  },
  {
    id: 7,
    slug: 'financial-institution-security',
    title: 'Regional Bank Stops Robberies and Fraud Across 73 Branches',
    description:
      'A Southeastern regional bank standardized video surveillance and analytics at 73 branches and their ATMs. The program prevented 3 robberies, uncovered 28 check fraud cases and delivered a 240% ROI over 3 years.',
    image: imageFor(
      'financial-institution-security',
      'Illustration of a bank branch with cameras above the teller line and an ATM, connected to a central security operations screen',
    ),
    subtitle:
      'How a Southeastern regional bank unified branch, ATM and fraud investigation video across 73 branches',
    metaDescription:
      'A regional bank unified video at 73 branches, prevented 3 robberies, uncovered 28 check fraud cases and earned a 240% ROI over 3 years.',
    industry: 'Banking and Finance',
    icon: 'Landmark',
    scope: { listing: '73 branches', detail: '73 branches' },
    challenge: [
      'A Southeastern regional bank operated 73 branches with several generations of recorders from different vendors. When fraud or an incident occurred, investigators often drove to the branch to pull footage by hand.',
      'Check fraud and account takeover schemes were growing, with the same people visiting several branches in a day. ATM skimming attempts and loitering around drive-up lanes added to the risk, and stand-alone branches in quiet areas were especially exposed to robbery.',
      'The bank also needed a security program that would stand up to regulatory examination, with consistent equipment, documented procedures and reliable retention.',
    ],
    solution: {
      intro:
        'We standardized every branch on one platform so corporate security and fraud investigators could see and search all 73 locations from headquarters.',
      bullets: [
        'Standard 4K camera packages at teller lines, entrances, vaults, drive-through lanes and ATMs',
        'Central video management with secure remote access for corporate security and fraud investigators',
        'Transaction-linked video that makes teller and ATM footage searchable by time, account and amount',
        'AI analytics that flag loitering near ATMs, masked or hooded persons at entrances and after-hours activity',
        'Access control on vaults, cash rooms and network closets with dual-custody rules',
        'Panic button integration that pushes live video to the monitoring center and responding police',
      ],
    },
    implementation: [
      'Ranked branches by incident history and location risk to set the rollout order',
      'Installed after hours so every branch stayed open for customers',
      'Completed a network security review with bank IT: encrypted streams, segmented networks and multi-factor login for remote viewing',
      'Integrated video with the core banking and ATM transaction systems',
      'Trained branch managers, fraud analysts and security staff on search, export and incident procedures',
      "Documented equipment, retention and procedures to support the bank's security program and regulatory exams",
    ],
    results: {
      stats: [
        { value: '73', label: 'Branches on one video platform' },
        { value: '3', label: 'Robberies prevented' },
        { value: '28', label: 'Check fraud cases uncovered' },
        { value: '240%', label: 'ROI over 3 years' },
      ],
      highlights: [
        'Teller-line and ATM footage is retrieved in minutes from headquarters instead of by branch visits',
        'Loitering and masked-entry alerts gave staff and police early warning, and 3 robberies were prevented',
        'Transaction-linked video connected 28 check fraud cases that spanned multiple branches',
        'Consolidated maintenance and fewer investigator trips contributed to a 240% ROI over 3 years',
      ],
      followUp: [
        'Fraud investigators now close most video requests the same day they are opened',
        "The bank's regulatory examination found the security program consistently documented across all branches",
        'Branch staff report greater confidence at opening and closing, when they are most exposed',
      ],
    },
    applications: [
      {
        title: 'Credit Unions',
        description: 'Smaller networks gain the same centralized search and fraud tools.',
      },
      {
        title: 'Check Cashing and Payday Lenders',
        description: 'High-cash environments benefit from transaction-linked video and panic integration.',
      },
      {
        title: 'Insurance and Brokerage Offices',
        description: 'Access control and video protect client records and walk-in staff.',
      },
      {
        title: 'Jewelry Stores',
        description: 'Vault access, showcase coverage and robbery deterrence mirror a bank branch.',
      },
      {
        title: 'Cash Logistics Companies',
        description: 'Vaults, count rooms and vehicle bays need dual-custody access and full video.',
      },
      {
        title: 'Government Payment Centers',
        description: 'Tax, utility and permit counters handle cash and sensitive records daily.',
      },
    ],
    technology: [
      'Standardize camera packages by branch type to simplify support and investigations',
      'Link video to transaction data so investigators search by account and amount, not just time',
      'Encrypt video streams and require multi-factor login for remote viewing',
      'Place ATM cameras to capture faces and detect skimming devices without recording PIN entry',
      'Align retention periods with fraud investigation timelines and regulatory expectations',
      'Integrate panic buttons with video so responders know what they are walking into',
    ],
  },
  {
    id: 8,
    slug: 'smart-parking-solutions',
    title: 'Smart Parking Cuts Time-to-Park 61% in a Downtown Garage',
    description:
      'A 1,200-space downtown garage added camera-based space detection, guidance signs and license plate recognition. Time-to-park fell 61%, revenue rose 22%, and theft and vandalism dropped 71%.',
    image: imageFor(
      'smart-parking-solutions',
      'Illustration of a parking garage level with green and red space indicators, a guidance sign showing open spaces and ceiling cameras',
    ),
    subtitle:
      'How camera-based space detection and license plate recognition transformed a 1,200-space downtown garage',
    metaDescription:
      'A 1,200-space downtown garage cut time-to-park 61% (12.3 to 4.8 minutes), raised revenue 22% and reduced theft and vandalism 71%.',
    industry: 'Parking and Transportation',
    icon: 'Car',
    scope: { listing: '1,200-space garage', detail: '1,200-space garage' },
    challenge: [
      'Drivers in a 1,200-space downtown garage spent an average of 12.3 minutes circling levels to find a space. At peak times the queue backed onto city streets and added to downtown congestion.',
      'The garage often appeared full at the entrance while upper levels still had open spaces, costing revenue and frustrating monthly permit holders who could not find a place to park.',
      'Dim stairwells and upper levels with few cameras had become targets for vehicle break-ins and vandalism, and some customers avoided the garage in the evening.',
    ],
    solution: {
      intro:
        "We turned the garage's cameras into a guidance and security system that tells drivers where to go and shows operators what is happening on every level.",
      bullets: [
        'Camera-based space detection, with each sensor camera monitoring several spaces and lighting a red or green indicator',
        'Level count signs at the entrance and dynamic guidance signs at every ramp',
        'License plate recognition at entry and exit for ticketless access, permit validation and find-my-car lookup',
        'Security cameras covering stairwells, elevators, pay stations and every drive aisle',
        'Emergency call stations with video connected to the monitoring center',
        'Occupancy analytics that inform pricing, staffing and event planning',
      ],
    },
    implementation: [
      'Measured occupancy patterns at peak and off-peak times before designing sensor placement',
      'Installed one level at a time so most of the garage stayed open throughout the project',
      "Coordinated camera placement with the garage's lighting upgrade for better night-time image quality",
      'Integrated with the revenue control system and the mobile payment app',
      'Calibrated and tested space detection accuracy before the guidance signs went live',
      'Trained garage staff and supported the public launch with signage and a short how-it-works guide',
    ],
    results: {
      stats: [
        { value: '61%', label: 'Less time to park' },
        { value: '22%', label: 'More parking revenue' },
        { value: '71%', label: 'Less theft and vandalism' },
        { value: '18%', label: 'Better space utilization' },
      ],
      highlights: [
        'Average time-to-park fell from 12.3 to 4.8 minutes',
        '8,200 vehicle-hours of congestion saved per year inside the garage and on surrounding streets',
        'Upper levels now fill evenly, and the 1,200-space garage rarely turns drivers away while spaces sit empty',
        'Find-my-car plate lookup ended lost-vehicle calls to the attendant booth',
        'Brighter, fully covered stairwells and aisles brought evening customers back',
      ],
      followUp: [
        'A parker survey at the 12-month mark found 92% satisfaction with the garage',
        'Time-to-park gains held through the holiday shopping season and downtown event nights',
        'Occupancy data supported new evening and event pricing that the owner had not been able to justify before',
        'The owner began planning the same system for its other downtown properties',
      ],
    },
    applications: [
      {
        title: 'Airport Parking',
        description: 'Space guidance and plate recognition shorten the search for long-term parkers.',
      },
      {
        title: 'Hospital Parking Decks',
        description: 'Patients and visitors find spaces quickly when every minute matters.',
      },
      {
        title: 'University Parking',
        description: 'Permit enforcement by license plate replaces hang tags and manual patrols.',
      },
      {
        title: 'Shopping Centers',
        description: 'Guidance signs and lot cameras improve the visit and deter car break-ins.',
      },
      {
        title: 'Mixed-Use Developments',
        description: 'Residents, office workers and shoppers share one garage with different rules.',
      },
      {
        title: 'Stadium and Event Lots',
        description: 'Real-time counts direct arrivals to open lots before traffic backs up.',
      },
    ],
    technology: [
      'Camera-based detection covers several spaces per sensor and doubles as security video',
      'Plan lighting and camera placement together; plate recognition needs consistent illumination',
      'Integrate license plate recognition with revenue control and permits from the start',
      'Verify detection accuracy before guidance signs go live, because drivers stop trusting wrong signs quickly',
      'Cover stairwells, elevators and pay stations, where most personal-safety incidents occur',
      'Use occupancy analytics to set pricing and staffing rather than guesswork',
    ],
  },
  {
    id: 9,
    slug: 'logistics-inventory-tracking',
    title: 'Fulfillment Center Raises Picking Accuracy to 99.7% with Video Intelligence',
    description:
      'A fulfillment center deployed 360 cameras over 425,000 sq ft with order-linked video and safety analytics. Picking accuracy rose from 98.2% to 99.7%, labor costs fell 11%, and the operation saves $4.3M a year.',
    image: imageFor(
      'logistics-inventory-tracking',
      'Illustration of a warehouse with tall racking, a forklift, pack stations under overhead cameras and a dashboard tracking orders',
    ),
    subtitle:
      'How 360 cameras across a 425,000 sq ft fulfillment center improved accuracy, safety and throughput',
    metaDescription:
      'A fulfillment center put 360 cameras over 425,000 sq ft: picking accuracy rose from 98.2% to 99.7% and annual savings reached $4.3M.',
    industry: 'Logistics and Warehousing',
    icon: 'Warehouse',
    scope: { listing: '425,000 sq ft', detail: '425,000 sq ft' },
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
        { value: '98.2% to 99.7%', label: 'Picking accuracy' },
        { value: '11%', label: 'Lower labor cost' },
        { value: '32%', label: "Fewer workers' compensation claims" },
        { value: '$4.3M', label: 'Annual savings' },
      ],
      highlights: [
        '360 cameras provide end-to-end visibility across all 425,000 sq ft',
        'Picking accuracy rose from 98.2% to 99.7% as pack-station verification caught errors before shipment',
        'Shipment disputes are resolved in minutes with order-linked video instead of being conceded',
        'Proximity alerts and coaching contributed to 32% fewer compensation claims',
        'Less rework and re-shipping brought 11% lower labor cost and $4.3M in annual savings',
      ],
      followUp: [
        'Throughput rose 9% as rework fell and pack stations ran without interruption',
        'Accuracy held at 99.7% through the peak holiday season',
        'Retail customer chargebacks for mis-shipments fell sharply',
        "Leadership approved the same system for the company's next facility",
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
  },
  {
    id: 10,
    slug: 'casino-surveillance',
    title: 'Las Vegas Casino Prevents $3.8M in Losses with AI Surveillance',
    description:
      'A Las Vegas casino modernized its surveillance room with AI analytics across the gaming floor, cage and count rooms. The system identified 87 banned individuals and 23 suspected collusion cases, lifted table profit 6.2% and prevented $3.8M in losses.',
    image: imageFor(
      'casino-surveillance',
      'Illustration of a casino surveillance room with a wall of monitors showing card tables, chip trays and an analytics alert',
    ),
    subtitle:
      'How AI-enhanced surveillance helped a Las Vegas casino protect its floor, its guests and its bottom line',
    metaDescription:
      'A Las Vegas casino used AI surveillance to identify 87 banned individuals and 23 suspected collusion cases, preventing $3.8M in losses.',
    industry: 'Gaming and Hospitality',
    icon: 'Dice5',
    scope: { listing: 'Las Vegas casino', detail: 'Las Vegas casino' },
    challenge: [
      "A Las Vegas casino's surveillance operators watched hundreds of monitors every shift. Subtle patterns such as chip passing, dealer-player collusion and advantage play were nearly impossible to catch by eye alone.",
      'Banned and self-excluded individuals were returning to the floor, creating both losses and regulatory exposure. Identifying them depended on operators remembering faces from a binder of photographs.',
      'When operators did act on a suspicion, they sometimes approached the wrong guest or dealer, damaging relationships and reputation. Across a large floor, response to incidents was also slower than management wanted.',
    ],
    solution: {
      intro:
        'We gave the surveillance room tools that spot patterns people miss and let operators confirm what they see before anyone acts.',
      bullets: [
        '4K cameras on every table, including overhead views of the layout, chip tray and dealer hands',
        'AI analytics that flag unusual betting patterns and chip movements that can indicate collusion',
        'Watchlist matching at entrances for banned and self-excluded individuals, with operator verification of every alert',
        'Integration with table games management and player tracking systems',
        'Cage, count room and back-of-house coverage with access control',
        'Rapid-review tools that pull synchronized multi-angle footage of any table in seconds',
      ],
    },
    implementation: [
      'Installed table by table during low-occupancy hours, with no closures of the gaming floor',
      "Worked with the casino's compliance team to meet the state's gaming surveillance standards",
      'Trained surveillance operators on analytics alerts, watchlist verification and multi-angle review',
      'Defined escalation procedures linking surveillance, security and table games supervisors',
      'Sized storage for regulatory retention periods at full 4K resolution',
      'Scheduled periodic audits of camera coverage, analytics accuracy and watchlist management',
    ],
    results: {
      stats: [
        { value: '87', label: 'Banned individuals identified' },
        { value: '23', label: 'Suspected collusion cases flagged' },
        { value: '6.2%', label: 'Higher table game profit' },
        { value: '$3.8M', label: 'Losses prevented' },
      ],
      highlights: [
        '90% fewer false accusations against guests and dealers, thanks to multi-angle verification before any approach',
        '22% faster response to incidents on the gaming floor',
        '87 banned individuals identified at entry or on the floor and escorted out under house procedures',
        '23 suspected collusion cases flagged and referred for investigation',
        'Table game profit rose 6.2% as losses to collusion and advantage play fell',
      ],
      followUp: [
        "The $3.8M in prevented losses was confirmed in the casino's year-end review",
        'Analytics alerts became more precise as operators confirmed or dismissed each one',
        'Regulatory reviews of surveillance coverage and retention passed without findings',
      ],
    },
    applications: [
      {
        title: 'Tribal Gaming Operations',
        description: 'The same analytics and watchlist tools support tribal gaming commission requirements.',
      },
      {
        title: 'Card Rooms',
        description: 'Table-level cameras and chip tracking deter collusion in poker rooms.',
      },
      {
        title: 'Resorts and Hotels',
        description: 'Lobbies, pools and back-of-house areas benefit from the same rapid-review tools.',
      },
      {
        title: 'Racetracks and Sportsbooks',
        description: 'Betting windows and cash handling areas need casino-grade coverage.',
      },
      {
        title: 'Entertainment Venues',
        description: 'Watchlist verification helps enforce venue bans fairly and accurately.',
      },
      {
        title: 'Cash-Intensive Businesses',
        description: 'Count rooms and cage-style cash handling translate to many other industries.',
      },
    ],
    technology: [
      'Use overhead 4K cameras for chip and card detail, with angled views for faces and hands',
      'Require human verification of every analytics and watchlist alert before acting',
      'Integrate with table management and player tracking to add context to video',
      'Size storage for regulatory retention at full resolution, with room to grow',
      'Synchronize multi-angle playback so operators can review an incident from every view',
      'Audit camera coverage and analytics accuracy on a regular schedule',
    ],
  },
]

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug)
}

export function isCaseStudySlug(value: string): value is CaseStudySlug {
  return (caseStudySlugs as readonly string[]).includes(value)
}

/** Document title of a detail page. */
export function caseStudyDocumentTitle(study: CaseStudy): string {
  return `${study.title} | ${company.name}`
}

export function caseStudyPath(slug: CaseStudySlug): CaseStudyPath {
  return `/case-studies/${slug}`
}

export const caseStudyIndexMeta: PageMeta = topLevelPage('/case-studies', caseStudyIndex.title, caseStudyIndex.metaDescription)

export function caseStudyMeta(study: CaseStudy): PageMeta {
  const path = caseStudyPath(study.slug)
  return {
    path,
    title: caseStudyDocumentTitle(study),
    description: study.metaDescription,
    breadcrumbs: [homeCrumb, { name: 'Case Studies', path: '/case-studies' }, { name: study.title, path }],
    topic: { kind: 'case-study', headline: study.title, image: study.image },
  }
}
