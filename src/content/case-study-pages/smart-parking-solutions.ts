import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['smart-parking-solutions']

export const caseStudy: CaseStudy = {
  ...card,
  client: "The owner of a downtown parking garage",
  installed: [
    "Space-detection cameras over every bay",
    "License plate recognition at entry and exit",
    "Guidance signs on every level",
  ],
  subtitle:
    'How camera-based space detection and license plate recognition transformed a 1,200-space downtown garage',
  metaDescription:
    'A 1,200-space downtown garage cut time-to-park 61% (12.3 to 4.8 minutes), raised revenue 22% and reduced theft and vandalism 71%.',
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
      card.headline,
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
}
