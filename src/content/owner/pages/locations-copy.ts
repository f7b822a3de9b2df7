import { z } from 'zod'
import { list } from '../owner-content-schema.ts'
import { schemaLine, wordsWith } from './page-words.ts'

/** owner/pages/locations.yaml: the Locations page's words (src/content/locations.ts lays them out). */
export const locationsFile = 'owner/pages/locations.yaml'

export const locationsNames = [
  'company',
  'serviceArea',
  'serviceAreaName',
  'serviceAreaShortName',
  'town',
  'stateAbbr',
  'partnersReach',
  'installTimes',
  'warranty',
  'financingTerms',
  'financingStates',
  'financingCities',
  'city',
  'areas',
  'count',
] as const

const words = wordsWith(locationsNames)
const heading = (what = 'a heading') => words(what, 120)

export const locationsCopySchema = z
  .object({
    ...schemaLine,
    meta: z
      .object({
        eyebrow: heading('the short line above the heading'),
        title: words('the title search results and the browser tab show', 120),
        description: words('what search results show under the title', 300),
        descriptionWithPartners: words('the description when you name partner providers', 300),
      })
      .strict(),
    hero: z
      .object({
        heading: heading(),
        intro: words('the sentence under the heading'),
        partners: words('the sentence added when you name partner providers').optional(),
      })
      .strict(),
    regions: z
      .object({ heading: heading(), intro: words('a sentence'), cityAreas: words('a sentence about a city with {areas}') })
      .strict(),
    howItWorks: z
      .object({
        heading: heading(),
        steps: list(
          z
            .object({
              title: heading('the step’s title'),
              text: words('what happens in this step'),
              textIfInstallTimes: words('the step when you give install times').optional(),
              textIfWarranty: words('the step when you give a warranty').optional(),
            })
            .strict(),
          'steps',
        )
          .min(1, { error: 'must list at least one step' })
          .max(6, { error: 'must list at most six steps' }),
      })
      .strict(),
    coverage: z
      .object({
        heading: heading(),
        intro: words('a sentence'),
        cityCount: words('the count under each state, with {count}', 120),
        outsideArea: z.object({ heading: heading(), text: words('a sentence') }).strict(),
      })
      .strict(),
    financing: z.object({ heading: heading(), text: words('a sentence'), cities: words('a sentence') }).strict(),
    cta: z.object({ heading: heading(), text: words('a sentence'), textWithPartners: words('a sentence') }).strict(),
    directory: z.object({ heading: heading(), intro: words('a sentence') }).strict(),
  })
  .strict()

export type LocationsCopy = Omit<z.infer<typeof locationsCopySchema>, '$schema'>
