/**
 * The one place that names the company. Every page, e-mail and toast reads from here, so an
 * installer adopting this codebase changes its identity in a single file.
 */
export interface Company {
  readonly name: string
  /** Display form, used in copy and links' visible text. */
  readonly phone: string
  /** E.164 form for `tel:` links. */
  readonly phoneHref: string
  readonly email: string
  readonly headquarters: { readonly town: string; readonly state: string; readonly stateAbbr: string }
  readonly foundedYear: number
  readonly combinedExperienceYears: number
  readonly serviceArea: readonly string[]
}

export const company = {
  name: 'Piedmont Shield Security',
  phone: '(704) 555-0143',
  phoneHref: 'tel:+17045550143',
  email: 'hello@piedmontshield.example',
  headquarters: { town: 'Lincolnton', state: 'North Carolina', stateAbbr: 'NC' },
  foundedYear: 2003,
  combinedExperienceYears: 50,
  serviceArea: ['North Carolina', 'South Carolina', 'North Georgia'],
} as const satisfies Company
