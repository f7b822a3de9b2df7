import { callCompany } from '../cta-banner'
import { company } from '../company'
import { serviceCardsBySlug, servicePageCopy, serviceTitle, type ServicePage } from '../services'
import { ifInstallTimes, ifWarranty, warranty } from '../offers'

const card = serviceCardsBySlug['access-control']

export const servicePage: ServicePage<'access-control'> = {
  ...card,
  title: serviceTitle(card.name),
  description: `Access control for businesses and homes: keycard, PIN, mobile and biometric entry with audit trails ${ifWarranty((_, offer) => ` and a ${offer.title.toLowerCase()}`)}. Schedule a free consultation.`,
  hero: {
    eyebrow: 'Controlled Entry',
    heading: 'Access Control That Puts You in Charge of Every Door',
    intro:
      'Replace lost keys and rekeying costs with credentials you can issue, schedule and revoke in seconds. We install access control for offices, warehouses, medical practices, schools, apartment communities and homes.',
    primaryButtonText: 'Schedule a Free Consultation',
    callLinkText: servicePageCopy.callLinkText,
  },
  features: {
    heading: 'Modern Entry Management',
    intro: 'Decide who can open each door and when, and see exactly who did, from one system.',
    items: [
      {
        icon: 'KeyRound',
        title: 'Keycards and Fobs',
        description:
          'Issue encrypted cards and fobs to staff, residents and vendors, and disable a lost credential instantly from the software.',
      },
      {
        icon: 'Smartphone',
        title: 'Mobile Credentials',
        description:
          'Let authorized users unlock doors with their phones, and grant temporary access to contractors and visitors remotely.',
      },
      {
        icon: 'Fingerprint',
        title: 'Biometric Readers',
        description:
          'Fingerprint and facial recognition readers secure server rooms, pharmacies and other high-value areas where cards could be shared.',
      },
      {
        icon: 'Clock',
        title: 'Schedules and Access Levels',
        description: 'Set which doors each person can open and when, with automatic locking and unlocking on business-hour schedules.',
      },
      {
        icon: 'FileText',
        title: 'Audit Trails and Reports',
        description:
          'Every entry and denied attempt is logged with the time, door and user, giving you a clear record for investigations and compliance.',
      },
      {
        icon: 'Video',
        title: 'Camera Integration',
        description: 'Link door events to nearby cameras so each entry comes with a video clip showing who actually walked through.',
      },
    ],
  },
  highlights: {
    kind: 'process',
    heading: 'From Walkthrough to Go-Live',
    intro: 'A careful plan keeps your building open for business while the new system goes in.',
    items: [
      {
        title: 'Door-by-Door Assessment',
        description:
          'We review every entry, its door hardware and how people move through your building, then recommend readers and locks for each opening.',
      },
      {
        title: 'Design and Quote',
        description:
          'You receive a clear plan and quote covering readers, controllers, locking hardware and software, with options to phase the project.',
      },
      {
        title: 'Installation and Programming',
        description: `Our technicians install the hardware, program users and schedules, and test every door, ${ifInstallTimes((times) => `, with most commercial projects completed in ${times.businesses}`)}.`,
      },
      {
        title: warranty ? 'Training and Warranty' : 'Training',
        description: `We train your administrators to add users and pull reports${ifWarranty((terms) => `, and the system is covered by a ${terms}`)}.`,
      },
    ],
  },
  linksToLocations: false,
  faqHeading: servicePageCopy.faqHeading,
  faqs: [
    {
      question: 'Can access control work with my existing doors?',
      answer:
        'In most cases, yes. Many doors can be fitted with electric strikes or electrified locks without replacing the door itself. We note any openings that need different hardware during the assessment.',
    },
    {
      question: 'What happens if the power or internet goes out?',
      answer:
        'Door controllers store user permissions locally and keep working without internet. Battery backup keeps readers and locks operating through short power outages, and each door is set to fail safe or fail secure as fire code and your needs require.',
    },
    {
      question: 'Can I manage access for more than one location?',
      answer:
        'Yes. Cloud-managed systems let you add users, change schedules and review activity for every site from one web portal or mobile app.',
    },
  ],
  closing: {
    heading: 'Take Control of Who Comes and Goes',
    text: `Schedule a free consultation and we will walk your building, recommend the right readers and locks, and give you a clear plan and price. Or call ${company.phone} to talk it through.`,
    quoteButton: 'Schedule a Free Consultation',
    secondary: callCompany,
  },
}
