import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['city-wide-surveillance']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A mid-sized Southeastern city, its police department and four other departments",
  installed: [
    "A real-time crime center video wall",
    "Camera links from transit, parks, schools and utilities",
    "Gunshot and license plate analytics tied to dispatch",
  ],
  subtitle:
    'How a mid-sized Southeastern city unified 2,500 cameras into one real-time crime center and changed how it responds to emergencies',
  metaDescription:
    'A Southeastern city linked 2,500 cameras to one crime center: violent crime fell 32%, property crime 27%, and response time went from 12 to 7.5 min.',
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
      card.headline,
      { value: '27%', label: 'Reduction in property crime' },
      { value: '41%', label: 'Improvement in case clearance rate' },
      { value: '12 to 7.5 min', label: 'Average emergency response time' },
    ],
    highlights: [
      "Cameras owned by several departments are now viewable and searchable from one real-time crime center",
      "Dispatchers send the closest unit with live video in hand, so officers arrive knowing descriptions, vehicles and how many people are involved",
      "Detectives retrieve footage in minutes instead of days",
      "Overlapping camera maintenance contracts across departments were consolidated under one service agreement",
      "Every export is logged against a case number, which kept the program inside the council’s privacy policy",
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
}
