import { aboutYearsInBusiness, capitalised, company, roundedYears } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { topLevelPage, type PageMeta } from './page-meta'
import { financingTerms, ifFinancingEverywhere, ifWarranty } from './offers'
import { ownerAbout } from './owner/owner-about'
import { ownerTeam } from './owner/owner-team'
import type { AboutName, TeamMember } from './owner/owner-content-schema'

export interface AboutStat {
  readonly value: string
  readonly label: string
}

/** Team members are shown with initials avatars, never photos; the owner lists them in owner/team.yaml. */
export type { TeamMember }

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

/** The names an About paragraph in owner/about.yaml may use, filled in from the profile so the figures always agree with it. */
const aboutNameValues: Record<AboutName, string> = {
  company: company.name,
  foundedYear: String(company.foundedYear),
  hometown,
  town: company.headquarters.town,
  yearsInBusiness: aboutYearsInBusiness(),
  experienceYears: String(company.combinedExperienceYears),
  serviceArea: company.serviceAreaInWords,
}

function fillAboutNames(paragraph: string): string {
  return paragraph.replace(/\{(\w+)\}/g, (whole, name: string) => aboutNameValues[name as AboutName] ?? whole)
}

/** Years in business as a figure: "20+" when rounded down to five, the exact count below ten. */
export function yearsFigure(years: number = company.yearsInBusiness): string {
  const rounded = roundedYears(years)
  return rounded < years ? `${rounded}+` : String(rounded)
}

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
    paragraphs: ownerAbout.story.paragraphs.map(fillAboutNames),
  },
  stats: [
    { value: String(company.foundedYear), label: 'Founded' },
    // "+" only where the figure is rounded down (23 years shows as "20+") or the owner gave a floor ("over 50").
    { value: yearsFigure(), label: 'Years in business' },
    { value: company.combinedExperienceFigure, label: 'Years of combined experience' },
    { value: String(company.serviceArea.length), label: 'States served' },
  ],
  team: {
    heading: 'Meet the Team',
    intro: 'The people who answer your call, design your system and install it are the same people who support it afterward.',
    members: ownerTeam,
  },
  values: {
    heading: 'What We Stand For',
    intro: 'These are the commitments we make to every customer, whether the job is one doorbell or a hundred cameras.',
    items: [
      {
        icon: 'Handshake',
        title: 'Honest Recommendations',
        description:
          'We recommend what your property needs, not the most expensive package. If fewer cameras will do the job, we will tell you.',
      },
      {
        icon: 'Wrench',
        title: 'Careful Workmanship',
        description:
          'Concealed cabling, weather-sealed connections and labeled equipment, installed the way we would want it in our own homes.',
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
        description: `${ifWarranty((terms) => `Every installation comes with a ${terms}, and we`) || 'We'} come back if something is not right.`,
      },
    ],
  },
  cta: {
    heading: "Let's Talk About Your Property",
    text: `Schedule a free consultation and get a written quote with no obligation. ${ifFinancingEverywhere(`Financing is available with ${financingTerms}. `)}Or call us at ${company.phone}.`,
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
} as const satisfies AboutPage

export const aboutMeta: PageMeta = topLevelPage('/about', aboutPage.title, aboutPage.metaDescription)
