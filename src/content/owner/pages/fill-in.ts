/**
 * How the site's words in owner/pages/*.yaml name the owner's facts and offers, so one sentence
 * stays true when the profile or an offer changes:
 *
 * - `{name}` is filled in with the fact (`{company}`, `{foundedYear}`, `{warranty}` …); written
 *   with a capital first letter (`{ServiceAreaName}`), the value starts with a capital too.
 * - `[ … ]` is said only when every name inside it is known: "install it ourselves[, with a
 *   {warranty}]." drops the warranty for an owner who gives none, instead of inventing one.
 *   `{if financing}` says nothing itself; it keeps its brackets only while the offer is made
 *   ("with a free quote[ and financing options{if financing}]").
 * - A list entry with `onlyWith: warranty` (or `onlyWithout: warranty`) is shown only when the
 *   owner makes (or does not make) that offer.
 *
 * Pure and small: the pages fill their words in the browser, the build checks the names.
 */

/** Every name the site's words may fill in, with what it becomes. Empty means "not offered". */
export const pageWordNames = {
  company: 'your business name',
  "company's": 'your business name in the possessive ("Lakeside Guard’s")',
  phone: 'your phone number',
  foundedYear: 'the year you were founded',
  hometown: 'your town and state ("Gastonia, North Carolina")',
  town: 'your town',
  state: 'your state',
  stateAbbr: 'your state’s two-letter code',
  yearsInBusiness: 'your years in business in words ("about 20 years")',
  combinedExperience: 'your staff’s combined years ("over 50" or "50")',
  serviceArea: 'your area as sentences name it (profile: serviceArea.inSentences, else its name)',
  serviceAreaName: 'your area’s name (profile: serviceArea.name)',
  serviceAreaShortName: 'your area’s short name (profile: serviceArea.shortName)',
  warranty: 'your warranty terms (offers.yaml), empty without a warranty',
  installTimes: 'your install-time answer (offers.yaml), empty without install times',
  homeInstallTime: 'how long a home install takes (offers.yaml), empty without install times',
  businessInstallTime: 'how long a business install takes (offers.yaml), empty without install times',
  financing: 'your financing terms, only when you offer financing in every state you serve',
  financingTerms: 'your financing terms wherever you offer financing (offers.yaml)',
  financingStates: 'the states where you offer financing, only when that is not every state you serve',
  financingBadge: 'the badge marking cities with special financing, when any city has one',
  partners: 'where your partner providers work (offers.yaml), empty without partners',
  services: 'your services in words, from owner/services.yaml ("security cameras and alarm systems"), where a page lists them',
} as const

export type PageWordName = keyof typeof pageWordNames
export type PageWordValues = Readonly<Record<PageWordName, string>>

/** The offers a list entry can depend on (`onlyWith`, `onlyWithout`). */
export const pageOffers = ['warranty', 'installTimes', 'financing', 'partners'] as const
export type PageOffer = (typeof pageOffers)[number]

const namePattern = /\{(?:if )?([A-Za-z]+(?:'s)?)\}/g

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** The names a text uses that are not page-word names (a typo the build reports at its line). */
export function unknownPageWordNames(text: string): string[] {
  return [...text.matchAll(namePattern)].map((match) => match[1] ?? '').filter((name) => !(lowerFirst(name) in pageWordNames))
}

/** A "[" without its "]" (or the other way round, or one inside another): the text cannot be read. */
export function unbalancedBrackets(text: string): boolean {
  let open = false
  for (const character of text) {
    if (character === '[') {
      if (open) return true
      open = true
    } else if (character === ']') {
      if (!open) return true
      open = false
    }
  }
  return open
}

function valueOf(name: string, values: PageWordValues): string {
  const value = values[lowerFirst(name) as PageWordName] ?? ''
  return /^[A-Z]/.test(name) ? value.charAt(0).toUpperCase() + value.slice(1) : value
}

/** The text with its names filled in and each `[ … ]` kept only where all its names are known. */
export function fillIn(text: string, values: PageWordValues): string {
  const fill = (part: string) => part.replace(namePattern, (whole, name: string) => (whole.startsWith('{if ') ? '' : valueOf(name, values)))
  return fill(
    text.replace(/\[([^[\]]*)\]/g, (_whole, inner: string) =>
      [...inner.matchAll(namePattern)].every((match) => valueOf(match[1] ?? '', values) !== '') ? inner : '',
    ),
  )
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** Whether a list entry is shown, given the offers the owner makes. */
export function shownWith(entry: { readonly onlyWith?: PageOffer; readonly onlyWithout?: PageOffer }, values: PageWordValues): boolean {
  if (entry.onlyWith && values[entry.onlyWith] === '') return false
  if (entry.onlyWithout && values[entry.onlyWithout] !== '') return false
  return true
}
