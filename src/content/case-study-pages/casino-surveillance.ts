import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['casino-surveillance']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A Las Vegas casino resort",
  installed: [
    "4K cameras over every table and cage",
    "Face matching at the entrances",
    "Collusion and advantage-play analytics",
  ],
  subtitle:
    'How AI-enhanced surveillance helped a Las Vegas casino protect its floor, its guests and its bottom line',
  metaDescription:
    'A Las Vegas casino used AI surveillance to identify 87 banned individuals and 23 suspected collusion cases, preventing $3.8M in losses.',
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
      card.headline,
      { value: '23', label: 'Suspected collusion cases flagged' },
      { value: '6.2%', label: 'Higher table game profit' },
      { value: '$3.8M', label: 'Losses prevented' },
    ],
    highlights: [
      "90% fewer false accusations against guests and dealers, thanks to multi-angle verification before any approach",
      "22% faster response to incidents on the gaming floor",
      "Banned guests are found at the door or on the floor and escorted out under house procedures",
      "Collusion patterns are flagged while the game is still running, not days later in review",
      "Losses to collusion and advantage play fell at the tables",
    ],
    followUp: [
      "The $3.8M in prevented losses was confirmed in the casino's year-end review",
      'Analytics alerts became more precise as operators confirmed or dismissed each one',
      'Regulatory reviews of surveillance coverage and retention passed without findings',
      "87 banned individuals were identified and escorted out over the year",
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
}
