import { callCompany } from '../cta-banner'
import { company } from '../company'
import { serviceCardsBySlug, servicePageCopy, serviceTitle, type ServicePage } from '../services'
import { ifWarranty } from '../offers'

const card = serviceCardsBySlug['ai-enhanced-security']

export const servicePage: ServicePage<'ai-enhanced-security'> = {
  ...card,
  title: serviceTitle(card.name),
  description:
    'AI-enhanced security with AI accuracy up to 99%: person and vehicle detection, smart search and fewer false alarms. Schedule a free consultation.',
  hero: {
    eyebrow: 'Intelligent Video Analytics',
    heading: 'AI-Enhanced Security That Knows What Matters',
    intro:
      'Traditional motion detection alerts you to every swaying branch and passing headlight. AI-enhanced cameras and recorders recognize people, vehicles and unusual behavior, so you are alerted to real events and can find the footage you need in seconds.',
    primaryButtonText: 'Schedule a Free Consultation',
    callLinkText: servicePageCopy.callLinkText,
  },
  features: {
    heading: 'Analytics That Work for You',
    intro: 'AI turns cameras from passive recorders into an active part of your security, watching for the events you care about.',
    items: [
      {
        icon: 'ScanFace',
        title: 'Person and Vehicle Detection',
        description:
          'Deep-learning analytics classify people and vehicles with AI accuracy up to 99%, filtering out animals, rain, shadows and moving foliage.',
      },
      {
        icon: 'Target',
        title: 'Line Crossing and Intrusion Zones',
        description:
          'Draw virtual tripwires and protected zones, and receive alerts only when someone crosses a fence line or enters a restricted area after hours.',
      },
      {
        icon: 'Search',
        title: 'Smart Search',
        description: 'Find footage by object type, color, direction or time instead of scrubbing through hours of video.',
      },
      {
        icon: 'Car',
        title: 'License Plate Recognition',
        description: 'Capture and log plates at gates and entrances, and flag vehicles on your own allow lists or watch lists.',
      },
      {
        icon: 'Activity',
        title: 'Behavior Analytics',
        description: 'Detect loitering, crowd formation and objects left behind, so staff can respond before a situation escalates.',
      },
      {
        icon: 'Siren',
        title: 'Active Deterrence',
        description:
          'Trigger strobes, sirens or a recorded voice warning when an intruder is detected, often stopping an incident before it begins.',
      },
    ],
  },
  highlights: {
    kind: 'why-choose-us',
    heading: 'Why Add AI to Your Security System',
    intro: 'Analytics make every camera more useful, whether you watch one home or many sites.',
    items: [
      {
        title: 'Fewer False Alarms',
        description: 'Alerts focus on people and vehicles, so your phone stays quiet when nothing important is happening.',
      },
      {
        title: 'Faster Investigations',
        description: 'Smart search turns hours of review into minutes when you need to find an incident or share evidence.',
      },
      {
        title: 'Builds on What You Have',
        description: 'Analytics can often be added through a new recorder or software while keeping compatible cameras you already own.',
      },
      {
        title: 'Experienced, Warranty-Backed Team',
        description: `Our team has over ${company.combinedExperienceYears} years of combined staff experience${ifWarranty((terms) => `, and every installation includes a ${terms}`)}.`,
      },
    ],
  },
  linksToLocations: false,
  faqHeading: servicePageCopy.faqHeading,
  faqs: [
    {
      question: 'How accurate is AI detection?',
      answer:
        'With proper camera placement and lighting, person and vehicle classification reaches AI accuracy up to 99%. Accuracy depends on camera angle, distance and conditions, which is why we plan placement around the analytics you intend to use.',
    },
    {
      question: 'Do I need to replace my existing cameras?',
      answer:
        'Not always. Some analytics run on the recorder or in software, so compatible existing cameras can benefit. We assess your current equipment and tell you what can be reused.',
    },
    {
      question: 'Does AI-enhanced security mean facial recognition?',
      answer:
        'Not necessarily. Most customers rely on person, vehicle and behavior analytics, which do not identify individuals. Facial recognition is available for specific uses such as controlled entrances, and we help you weigh privacy and notice requirements before enabling it.',
    },
  ],
  closing: {
    heading: 'See What Smarter Security Can Do',
    text: `Schedule a free consultation and we will show you how AI analytics would work on your property, which cameras can use them and what they cost. Or call ${company.phone}.`,
    quoteButton: 'Schedule a Free Consultation',
    secondary: callCompany,
  },
}
