import { aboutYearsInBusiness, capitalised, company, roundedYears } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { topLevelPage, type PageMeta } from './page-meta'

export interface AboutStat {
  readonly value: string
  readonly label: string
}

/** Team members are shown with initials avatars, never photos. */
export interface TeamMember {
  readonly name: string
  readonly initials: string
  readonly role: string
  readonly bio: string
}

export interface CompanyValue {
  readonly icon: IconName
  readonly title: string
  readonly description: string
}

export interface AboutPage {
  readonly title: string
  readonly metaDescription: string
  readonly hero: { readonly eyebrow: string; readonly heading: string; readonly intro: string }
  readonly story: {
    readonly heading: string
    readonly paragraphs: readonly string[]
    readonly image: ContentImage
  }
  readonly stats: readonly AboutStat[]
  readonly team: { readonly heading: string; readonly intro: string; readonly members: readonly TeamMember[] }
  readonly values: { readonly heading: string; readonly intro: string; readonly items: readonly CompanyValue[] }
  readonly cta: CtaBannerCopy
}

const hometown = `${company.headquarters.town}, ${company.headquarters.state}`

export const aboutPage = {
  title: `About Us | ${company.name}`,
  metaDescription: `${company.name} has designed and installed security systems for homes and businesses since ${company.foundedYear}. Family-run in ${hometown}, serving ${company.serviceAreaInWords}.`,
  hero: {
    eyebrow: 'About Us',
    heading: `Protecting ${capitalised(company.serviceAreaName)} Since ${company.foundedYear}`,
    intro:
      'We are a local team of installers, designers and support staff who believe a security system should be explained plainly, installed cleanly and supported long after the last cable is tied off.',
  },
  story: {
    heading: 'Our Story',
    image: {
      src: '/images/about/story.svg',
      alt: 'A small-town main street with a company service van parked outside the storefronts',
      width: 800,
      height: 600,
    },
    paragraphs: [
      `${company.name} was founded in ${company.foundedYear} in ${hometown}, with one truck, a ladder and a simple idea: homeowners and small businesses deserved the same careful security design that large companies paid consultants for. Those first jobs were front-porch cameras and storefront recorders for neighbors and local shops, and many of those early customers still call us today.`,
      `Over ${aboutYearsInBusiness()} the work has grown to include networked camera systems, access control, video doorbells and AI-enhanced analytics for retailers, warehouses, churches, schools and medical offices. The team has grown with it, and together our staff brings over ${company.combinedExperienceYears} years of combined experience in security, low-voltage wiring and networking.`,
      `Today we serve ${company.serviceAreaInWords} from our home base in ${company.headquarters.town}. If your property is outside that area, we can connect you with trusted partner providers nationwide.`,
      'Every project still starts the same way: a free consultation at your property, an honest recommendation and a written quote. Financing is available with no upfront cost and nominal monthly payments, so protecting what matters does not have to wait for the budget to catch up.',
    ],
  },
  stats: [
    { value: String(company.foundedYear), label: 'Founded' },
    { value: `${roundedYears()}+`, label: 'Years in business' },
    { value: `${company.combinedExperienceYears}+`, label: 'Years of combined experience' },
    { value: String(company.serviceArea.length), label: 'States served' },
  ],
  team: {
    heading: 'Meet the Team',
    intro: 'The people who answer your call, design your system and install it are the same people who support it afterward.',
    members: [
      {
        name: 'Daniel Whitaker',
        initials: 'DW',
        role: 'Founder & President',
        bio: `Daniel started the company in ${company.foundedYear} after years of running cable for commercial contractors. He still walks many consultations himself and reviews every commercial design before it is quoted.`,
      },
      {
        name: 'Karen Ellis',
        initials: 'KE',
        role: 'Operations Manager',
        bio: 'Karen keeps schedules, equipment and crews moving so installs start on the day we promise. She is also the person who makes sure follow-up visits actually happen.',
      },
      {
        name: 'Marcus Reed',
        initials: 'MR',
        role: 'Lead Installation Technician',
        bio: 'Marcus leads our residential and light commercial crews. He is known for concealed wiring, tidy equipment closets and taking the time to show every customer how the app works.',
      },
      {
        name: 'Laura Benson',
        initials: 'LB',
        role: 'Commercial Systems Designer',
        bio: 'Laura plans camera coverage, network capacity and access control for businesses, schools and churches, and turns each site walk into a clear drawing and equipment list.',
      },
      {
        name: 'James Carter',
        initials: 'JC',
        role: 'Customer Support Specialist',
        bio: 'James handles service calls, app questions and warranty requests. Most issues he can solve over the phone; the rest he schedules for a technician visit.',
      },
    ],
  },
  values: {
    heading: 'What We Stand For',
    intro: 'These are the commitments we make to every customer, whether the job is one doorbell or a hundred cameras.',
    items: [
      {
        icon: 'Handshake',
        title: 'Honest Recommendations',
        description: 'We recommend what your property needs, not the most expensive package. If fewer cameras will do the job, we will tell you.',
      },
      {
        icon: 'Wrench',
        title: 'Careful Workmanship',
        description: 'Concealed cabling, weather-sealed connections and labeled equipment, installed the way we would want it in our own homes.',
      },
      {
        icon: 'Clock',
        title: 'Responsive Support',
        description: `Questions after installation go to a local team you can reach at ${company.phone}, not a call center.`,
      },
      {
        icon: 'Lock',
        title: 'Privacy by Design',
        description: "We aim cameras at what you own, not at the neighbors' windows, and set up secure logins so your footage stays yours.",
      },
      {
        icon: 'MapPin',
        title: 'Local Roots',
        description: `We live and work in the communities we serve across ${company.serviceAreaInWords}.`,
      },
      {
        icon: 'BadgeCheck',
        title: 'Work We Stand Behind',
        description: 'Every installation comes with at least a one-year parts and labor warranty, and we come back if something is not right.',
      },
    ],
  },
  cta: {
    heading: "Let's Talk About Your Property",
    text: `Schedule a free consultation and get a written quote with no obligation. Financing is available with no upfront cost, or call us at ${company.phone}.`,
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
} as const satisfies AboutPage

export const aboutMeta: PageMeta = topLevelPage('/about', aboutPage.title, aboutPage.metaDescription)
