import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['home-cctv-night-vision']

export const caseStudy: CaseStudy = {
  ...card,
  client: "Homeowners association of a 45-home suburban subdivision",
  installed: [
    "4K infrared turret cameras on every home",
    "Color low-light cameras at both entrances",
    "A recorder in each home with 30-day cloud history",
  ],
  subtitle:
    'How 45 homes in a suburban community built a coordinated night-vision camera network that made the whole neighborhood a harder target',
  metaDescription:
    'A 45-home subdivision used night-vision CCTV to cut property crimes 87% and package theft 92%, with 40% lower insurance premiums.',
  challenge: [
    'A quiet subdivision on the edge of a growing town saw a steady rise in overnight car break-ins, stolen bicycles and garage entries. Wooded common areas and dimly lit cul-de-sacs gave intruders easy cover, and most incidents happened between midnight and dawn.',
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
      card.headline,
      { value: '92%', label: 'Reduction in package theft' },
      { value: '40%', label: 'Lower homeowner insurance premiums' },
      { value: '3', label: 'Suspects identified from night-vision footage' },
    ],
    highlights: [
      "Every driveway, side yard and rear entry now sits inside a camera view, with overlapping coverage at the cul-de-sacs",
      "Residents see a person or a package at the door on their phones within seconds instead of reading about it on the message board the next morning",
      "Clips reach the police straight from the app, so no one has to knock on doors asking who has footage",
      "Each family owns its cameras and its recordings, and no lens looks into a neighbor’s window",
      "Wildlife, headlights and swaying trees no longer set off alerts, so residents still read the ones that arrive",
    ],
    followUp: [
      'The drop in property crimes held through all four seasons, including the late-fall months when break-ins had previously peaked',
      'Homeowners on an adjoining street asked to join the network and adopted the same camera layout',
      'No evidence was lost: every event inside the 30-day cloud history window remained retrievable when needed',
      'The HOA added camera placement and privacy guidelines to its welcome packet for new residents',
      "Police closed the cases behind the 3 identifications with clips exported from homeowners’ phones",
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
}
