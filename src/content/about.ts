import { aboutYearsInBusiness, company, roundedYears } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { topLevelPage, type PageMeta } from './page-meta'
import { aboutPageWords } from './owner/pages/about-page-words'
import { say, shownEntries } from './page-words'
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

/** The page's words, the owner's (owner/pages/about-page.yaml); the story is owner/about.yaml. */
const words = aboutPageWords

export const aboutPage = {
  title: say(words.meta.title),
  metaDescription: say(words.meta.description),
  hero: {
    eyebrow: say(words.hero.eyebrow),
    heading: say(words.hero.heading),
    intro: say(words.hero.intro),
  },
  story: {
    heading: say(words.story.heading),
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
    heading: say(words.team.heading),
    intro: say(words.team.intro),
    members: ownerTeam,
  },
  values: {
    heading: say(words.values.heading),
    intro: say(words.values.intro),
    // A value about an offer the owner does not make is left out (onlyWith in the file).
    items: shownEntries(words.values.items).map((item) => ({
      icon: item.icon,
      title: say(item.title),
      description: say(item.description),
    })),
  },
  cta: {
    heading: say(words.closing.heading),
    text: say(words.closing.text),
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
} as const satisfies AboutPage

export const aboutMeta: PageMeta = topLevelPage('/about', aboutPage.title, aboutPage.metaDescription)
