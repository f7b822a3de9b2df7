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

/** The service every regions-dialog link lands on. */
export const cityLinkServiceSlug = 'security-camera-installation'

/** States where the financing banner is shown on city pages. */
export const financingStateAbbrs = ['nc', 'sc', 'ga'] as const

export type FinancingStateAbbr = (typeof financingStateAbbrs)[number]

export function isFinancingState(abbr: string): abbr is FinancingStateAbbr {
  return (financingStateAbbrs as readonly string[]).includes(abbr.trim().toLowerCase())
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

interface CityOptions {
  /** Only for names whose slug is not simply derived, such as 'Atlanta (North)'. */
  readonly slug?: string
  readonly hasOffer?: boolean
  readonly subdivisions?: readonly Subdivision[]
}

function city(stateAbbr: string, name: string, options: CityOptions = {}): City {
  const { slug = slugifyCity(name), hasOffer, subdivisions } = options
  return {
    name,
    link: cityLink(stateAbbr, slug),
    ...(hasOffer ? { hasOffer } : {}),
    ...(subdivisions ? { subdivisions } : {}),
  }
}

function cities(stateAbbr: string, names: readonly string[]): City[] {
  return names.map((name) => city(stateAbbr, name))
}

const charlotteSubdivisions = [
  { name: 'Uptown', link: cityLink('nc', 'uptown-charlotte') },
  { name: 'South Charlotte', link: cityLink('nc', 'south-charlotte') },
  { name: 'University Area', link: cityLink('nc', 'university-area-charlotte') },
  { name: 'Ballantyne', link: cityLink('nc', 'ballantyne-charlotte') },
] as const satisfies readonly Subdivision[]

const northCarolina = {
  name: 'North Carolina',
  abbr: 'NC',
  cities: [
    city('NC', 'Charlotte', { hasOffer: true, subdivisions: charlotteSubdivisions }),
    ...cities('NC', [
      'Lincolnton',
      'Gastonia',
      'Hickory',
      'Concord',
      'Huntersville',
      'Mooresville',
      'Cornelius',
      'Matthews',
      'Monroe',
      'Shelby',
      'Statesville',
      'Kannapolis',
      'Denver',
    ]),
  ],
} satisfies State

const southCarolina = {
  name: 'South Carolina',
  abbr: 'SC',
  cities: [
    city('SC', 'Columbia', { hasOffer: true }),
    ...cities('SC', [
      'Rock Hill',
      'Fort Mill',
      'Greenville',
      'Spartanburg',
      'Lancaster',
      'York',
      'Gaffney',
      'Clover',
      'Chester',
      'Indian Land',
      'Tega Cay',
    ]),
  ],
} satisfies State

const northGeorgia = {
  name: 'North Georgia',
  abbr: 'GA',
  cities: [
    city('GA', 'Atlanta (North)', { slug: 'north-atlanta', hasOffer: true }),
    ...cities('GA', [
      'Alpharetta',
      'Roswell',
      'Marietta',
      'Cumming',
      'Gainesville',
      'Dahlonega',
      'Blue Ridge',
      'Canton',
      'Dalton',
      'Rome',
      'Cartersville',
      'Kennesaw',
      'Woodstock',
    ]),
  ],
} satisfies State

export const regions: readonly Region[] = [
  { name: 'The Carolinas and North Georgia', states: [northCarolina, southCarolina, northGeorgia] },
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
  sectionIntro:
    'Our installers cover the western and southern Piedmont of North Carolina, the South Carolina upstate ' +
    'and midlands, and North Georgia from the northern Atlanta suburbs to the mountains. Choose your state ' +
    'to find your city.',
  legend: 'Special financing available',
  /** The financing marker's visible word; its icon and this word are never colour alone. */
  markerText: 'Financing',
  /** Spoken by screen readers beside a financing marker. */
  markerLabel: 'Special financing available in this city',
  viewCities: 'View cities',
  closeLabel: 'Close',
  stateButtonHint: (state: State) => `${state.cities.length} cities served`,
  stateDialogTitle: (state: State) => `${state.name} Service Areas`,
  stateDialogDescription: (state: State) =>
    `Choose your city to see our security camera installation services in ${state.name}.`,
  subdivisionHeading: 'Choose an area',
  subdivisionDialogTitle: (parent: City) => `${parent.name} Service Areas`,
  subdivisionCountHint: (parent: City) => `${parent.subdivisions?.length ?? 0} areas`,
  subdivisionDescription: (parent: City) =>
    `We serve every part of ${parent.name}. Pick the area closest to you, or view ${parent.name} as a whole.`,
  wholeCityLinkText: (parent: City) => `All of ${parent.name}`,
  outsideAreaNote:
    'Outside these areas? We can connect you with trusted partner providers nationwide.',
} as const
