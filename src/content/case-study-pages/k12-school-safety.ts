import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['k12-school-safety']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A Southeastern public school district",
  installed: [
    "Cameras at every entrance, hallway and bus loop",
    "Card access on every exterior door",
    "One-button lockdown from each front office",
  ],
  subtitle:
    'How a Southeastern school district protected 8,500 students across 8 campuses with integrated video, access control and emergency lockdown',
  metaDescription:
    'A school district protected 8,500 students on 8 campuses with cameras, access control and lockdown; parent satisfaction rose from 64% to 91%.',
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
      card.headline,
      { value: '8,500', label: 'Students protected every school day' },
      { value: '64% to 91%', label: 'Parent satisfaction with school safety' },
      { value: '24/7', label: 'After-hours intrusion alerts to district security' },
    ],
    highlights: [
      "Every exterior door on every campus is now locked, monitored and alarmed if propped open",
      "A districtwide lockdown can be triggered in seconds from any front office",
      "Responding officers can view live camera feeds on the way to a call",
      "Visitors are checked in against the district’s records before a door opens for them",
      "Administrators resolve hallway and bus-loop incidents with clear video instead of conflicting accounts",
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
}
