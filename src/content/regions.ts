import { capitalised, ownerProfile } from './company'
import { financingStates, ifPartners } from './offers'
import type { OwnerProfile } from './owner-profile-schema'
import { isServiceSlug, serviceSlugs } from './services'

/** One part of a city with its own landing page, such as a Charlotte neighborhood. */
export interface Subdivision {
  readonly name: string
  readonly link: string
}

export interface City {
  readonly name: string
  readonly link: string
  /** Marks a city where special financing is advertised. */
  readonly hasOffer?: boolean
  readonly subdivisions?: readonly Subdivision[]
}

export interface State {
  readonly name: string
  readonly abbr: string
  readonly cities: readonly City[]
}

export interface Region {
  readonly name: string
  readonly states: readonly State[]
}

/** The service every regions-dialog link lands on: camera installation, or the owner's first service without it. */
export const cityLinkServiceSlug: string = isServiceSlug('security-camera-installation')
  ? 'security-camera-installation'
  : (serviceSlugs[0] ?? '')

/** States where the financing banner is shown on city pages, lower-case as in addresses. */
export const financingStateAbbrs: readonly string[] = financingStates.map((abbr) => abbr.toLowerCase())

export function isFinancingState(abbr: string): boolean {
  return financingStateAbbrs.includes(abbr.trim().toLowerCase())
}

/** Lower-cases a town name, drops punctuation and joins the words with hyphens. */
export function slugifyCity(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

export function cityLink(stateAbbr: string, citySlug: string): string {
  return `/${stateAbbr.toLowerCase()}/${citySlug}/${cityLinkServiceSlug}`
}

type ProfileState = OwnerProfile['serviceArea']['states'][number]
type ProfileCity = ProfileState['cities'][number]

/** An area's page names its city too ('uptown-charlotte'), unless its name already does ('south-charlotte'). */
function areaSlug(areaName: string, citySlug: string): string {
  const slug = slugifyCity(areaName)
  return slug.includes(citySlug) ? slug : `${slug}-${citySlug}`
}

function city(stateAbbr: string, entry: ProfileCity): City {
  const slug = entry.slug ?? slugifyCity(entry.name)
  const subdivisions = entry.areas?.map((name) => ({ name, link: cityLink(stateAbbr, areaSlug(name, slug)) }))
  return {
    name: entry.name,
    link: cityLink(stateAbbr, slug),
    ...(entry.financingOffer ? { hasOffer: true } : {}),
    ...(subdivisions?.length ? { subdivisions } : {}),
  }
}

function state(entry: ProfileState): State {
  return { name: entry.name, abbr: entry.abbr, cities: entry.cities.map((item) => city(entry.abbr, item)) }
}

/** The owner's service area (owner/profile.json), as the region dialogs list it. */
export const regions: readonly Region[] = [
  { name: capitalised(ownerProfile.serviceArea.name), states: ownerProfile.serviceArea.states.map(state) },
]

/** Every state the company installs in, in display order. */
export const serviceStates: readonly State[] = regions.flatMap((region) => region.states)

export function findServiceState(abbr: string): State | undefined {
  const wanted = abbr.trim().toUpperCase()
  return serviceStates.find((state) => state.abbr === wanted)
}

/** Every city and subdivision link, each once, in display order. */
export function allCityLinks(): string[] {
  const links = serviceStates.flatMap((state) =>
    state.cities.flatMap((entry) => [entry.link, ...(entry.subdivisions ?? []).map((area) => area.link)]),
  )
  return [...new Set(links)]
}

/** The place part of every city and area page the region dialogs list ('/nc/charlotte'), once each. */
export function allCityPlaces(): string[] {
  return [...new Set(allCityLinks().map((link) => link.slice(0, link.lastIndexOf('/'))))]
}

/** What a city-page path names when it matches a known city or subdivision. */
export type ServiceAreaMatch =
  | { readonly kind: 'city'; readonly state: State; readonly city: City }
  | { readonly kind: 'subdivision'; readonly state: State; readonly city: City; readonly subdivision: Subdivision }

/** Finds the city or subdivision behind `/{state}/{citySlug}/...`, whatever the service segment. */
export function findServiceArea(stateAbbr: string, citySlug: string): ServiceAreaMatch | undefined {
  const state = findServiceState(stateAbbr)
  if (!state) return undefined
  const wanted = cityLink(state.abbr, citySlug.trim().toLowerCase())
  for (const entry of state.cities) {
    if (entry.link === wanted) return { kind: 'city', state, city: entry }
    const subdivision = entry.subdivisions?.find((area) => area.link === wanted)
    if (subdivision) return { kind: 'subdivision', state, city: entry, subdivision }
  }
  return undefined
}

export const regionsCopy = {
  sectionHeading: 'Areas We Serve',
  sectionIntro: `${ownerProfile.serviceArea.description} Choose your state to find your city.`,
  legend: 'Special financing available',
  /** The financing marker's visible word; its icon and this word are never colour alone. */
  markerText: 'Financing',
  /** Spoken by screen readers beside a financing marker. */
  markerLabel: 'Special financing available in this city',
  viewCities: 'View cities',
  closeLabel: 'Close',
  stateButtonHint: (state: State) => `${state.cities.length} cities served`,
  stateDialogTitle: (state: State) => `${state.name} Service Areas`,
  stateDialogDescription: (state: State) => `Choose your city to see our security camera installation services in ${state.name}.`,
  subdivisionHeading: 'Choose an area',
  subdivisionDialogTitle: (parent: City) => `${parent.name} Service Areas`,
  subdivisionCountHint: (parent: City) => `${parent.subdivisions?.length ?? 0} areas`,
  subdivisionDescription: (parent: City) =>
    `We serve every part of ${parent.name}. Pick the area closest to you, or view ${parent.name} as a whole.`,
  wholeCityLinkText: (parent: City) => `All of ${parent.name}`,
  /** Empty when the owner has no partner providers (owner/offers.yaml). */
  outsideAreaNote: ifPartners((reach) => `Outside these areas? We can connect you with trusted partner providers ${reach}.`),
} as const
