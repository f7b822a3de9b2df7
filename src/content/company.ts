import profileFile from '../../owner/profile.json'
import type { OwnerProfile } from './owner-profile-schema'
import { findUsState } from './us-states'

/**
 * The business as every page, e-mail and toast states it, derived from the owner's one profile
 * (`owner/profile.json`, validated against `owner-profile-schema.ts` by the build and the relay).
 * Copy never types a fact itself: it reads it from here.
 */
export const ownerProfile: OwnerProfile = profileFile as OwnerProfile

/** "A, B and C": how copy lists things. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** `(704) 555-0143` becomes `tel:+17045550143`, so the link can never disagree with the number shown. */
export function phoneHrefOf(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`
}

/** The profile's two-letter days (schema.org's own abbreviations) by their full names. */
export const weekDayNames = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const

/** `08:00`–`18:00` on Mo–Fr as "Mon–Fri 8 am–6 pm". */
export function openingHoursInWords(hours: OwnerProfile['openingHours'][number]): string {
  const day = (code: keyof typeof weekDayNames) => weekDayNames[code].slice(0, 3)
  const first = hours.days[0]
  const last = hours.days.at(-1)
  const days =
    first === undefined || last === undefined ? '' : hours.days.length > 2 ? `${day(first)}–${day(last)}` : hours.days.map(day).join(', ')
  return `${days} ${clockTime(hours.opens)}–${clockTime(hours.closes)}`
}

function clockTime(time: string): string {
  const [hourText = '0', minutes = '00'] = time.split(':')
  const hour = Number(hourText)
  const suffix = hour < 12 ? 'am' : 'pm'
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return minutes === '00' ? `${twelve} ${suffix}` : `${twelve}:${minutes} ${suffix}`
}

/**
 * The year of the build (vite.config.ts fixes it), so a page hydrated in a later year states the
 * same years in business as its prerendered HTML; the relay and tests, run from source, use today's.
 */
function buildYear(): number {
  const fixed = typeof import.meta.env === 'object' ? Number(import.meta.env.BUILD_YEAR) : Number.NaN
  return Number.isInteger(fixed) && fixed > 0 ? fixed : new Date().getFullYear()
}

const profile = ownerProfile
const headquartersState = findUsState(profile.address.stateAbbr)?.name ?? profile.address.stateAbbr
const stateNames = profile.serviceArea.states.map((state) => state.name)

export const company = {
  name: profile.displayName,
  legalName: profile.legalName,
  phone: profile.phone,
  phoneHref: phoneHrefOf(profile.phone),
  email: profile.email,
  address: profile.address,
  headquarters: { town: profile.address.town, state: headquartersState, stateAbbr: profile.address.stateAbbr },
  foundedYear: profile.foundedYear,
  /** Whole years since founding, as of the build. */
  yearsInBusiness: buildYear() - profile.foundedYear,
  combinedExperienceYears: profile.combinedExperienceYears,
  /** "over 50" where the owner's figure is a floor, else just the figure: the words after "brings" or "and". */
  combinedExperienceInWords: `${profile.combinedExperienceAtLeast ? 'over ' : ''}${profile.combinedExperienceYears}`,
  /** "50+" where the owner's figure is a floor, else just the figure: the About page's tile. */
  combinedExperienceFigure: `${profile.combinedExperienceYears}${profile.combinedExperienceAtLeast ? '+' : ''}`,
  timeZone: profile.timeZone,
  /** The states' names as the site writes them: ['North Carolina', 'South Carolina', 'North Georgia']. */
  serviceArea: stateNames,
  /**
   * The area as sentences name it ("Serving …", "across …"): the owner's own words, or the area's
   * name; never the states' names standing in for an area that is a few towns of one state.
   */
  serviceAreaInWords: profile.serviceArea.inSentences ?? profile.serviceArea.name,
  /** "the Carolinas and North Georgia" */
  serviceAreaName: profile.serviceArea.name,
  /** "NC, SC & North Georgia" */
  serviceAreaShortName: profile.serviceArea.shortName,
  serviceAreaDescription: profile.serviceArea.description,
  licenses: profile.licenses,
  openingHours: profile.openingHours,
  rating: profile.rating,
  social: profile.social,
  brandColor: profile.brandColor,
  /** The day the owner last reviewed the privacy policy and terms, if they say. */
  policiesUpdated: profile.policiesUpdated,
  /** The owner's logo at its published address, or undefined for the built-in shield mark. */
  logoPath: profile.logo ? `/brand/${profile.logo}` : undefined,
} as const

/** "about 20 years": whole years in business, rounded down to five once past ten, so the claim stays true all year. */
export function aboutYearsInBusiness(years: number = company.yearsInBusiness): string {
  const rounded = roundedYears(years)
  return `about ${rounded} ${rounded === 1 ? 'year' : 'years'}`
}

/** Whole years in business, rounded down to five once past ten: what a claim like "20+" may say. */
export function roundedYears(years: number = company.yearsInBusiness): number {
  return years >= 10 ? Math.floor(years / 5) * 5 : years
}

/** Capitalises the first letter, for a phrase that opens a heading ("The Carolinas and North Georgia"). */
export function capitalised(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1)
}
