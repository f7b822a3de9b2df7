import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['sports-arena-crowd-management']

export const caseStudy: CaseStudy = {
  ...card,
  client: "The operator of a 55,000-seat stadium",
  installed: [
    "Crowd analytics cameras at every gate",
    "A watch-list check at entry screening",
    "One command center for the whole venue",
  ],
  subtitle:
    'How a 55,000-seat stadium used AI crowd analytics and integrated surveillance to keep fans moving and keep threats out',
  metaDescription:
    'A 55,000-seat stadium cut average entry time from 24 to 16 min, stopped 17 banned individuals and intercepted 35 prohibited items.',
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
      card.headline,
      { value: '17', label: 'Banned individuals stopped at entry' },
      { value: '35', label: 'Prohibited items intercepted' },
      { value: '55,000', label: 'Seats monitored from one command center' },
    ],
    highlights: [
      "More fans reach their seats before kickoff",
      "Queue data lets operations open and close screening lanes within minutes of a surge",
      "Every watch-list match was verified by an officer before anyone was approached",
      "Prohibited items are caught at the gates instead of in the seating bowl",
      "Post-event video review now resolves guest complaints and liability claims quickly",
    ],
    followUp: [
      "17 banned individuals were stopped at entry over the season, each match confirmed by an officer",
      "Entry times held through sold-out games and the season’s two concerts",
      "Security staffing at the gates was planned from the queue data instead of from last year’s schedule",
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
}
