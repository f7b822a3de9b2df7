import { z } from 'zod'
import { iconNames } from '../../icon-name.ts'
import { list } from '../owner-content-schema.ts'
import { pageWordsHelp } from './offer-words.ts'
import { words } from './offer-words-schema.ts'

/**
 * owner/pages/service-<slug>.yaml: what one built-in service's page says, in the owner's words.
 * The page's structure (its sections, their order, its buttons, the live view and whether it
 * links to /locations) stays in the code; every sentence is here.
 */

const icon = z.enum(iconNames, { error: `must be an icon name, one of: ${iconNames.join(', ')}` })

const feature = z.object({ icon, title: words('a short title', 80), description: words('one or two sentences', 400) }).strict()
const highlight = z.object({ title: words('a short title', 80), description: words('one or two sentences', 400) }).strict()
const faq = z.object({ question: words('the question', 200), answer: words('the answer', 1000) }).strict()

export const servicePageFileSchema = z
  .object({
    $schema: z.string().optional(),
    description: words('what search results show, at most 160 characters once filled in', 200),
    summary: words('one or two sentences on the service’s card: the home page, /services, /all-services and the city pages', 300).describe(
      'The short text on the service’s card wherever the site lists its services.',
    ),
    hero: z
      .object({
        eyebrow: words('a few words above the heading, e.g. "Professional Installation"', 60),
        heading: words('the page’s main heading', 120),
        intro: words('two or three sentences under the heading', 600),
      })
      .strict(),
    features: z
      .object({
        heading: words('the heading over the features', 100),
        intro: words('one or two sentences under it', 300),
        items: list(feature, 'features')
          .min(1, { error: 'must list at least one feature' })
          .max(6, { error: 'must list at most six features' }),
      })
      .strict(),
    highlights: z
      .object({
        heading: words('the heading over the steps or reasons', 100),
        intro: words('one sentence under it', 300),
        items: list(highlight, 'steps or reasons').min(1, { error: 'must list at least one' }).max(6, { error: 'must list at most six' }),
      })
      .strict()
      .describe('How the job goes (numbered steps) or why customers choose you, as the page shows it.'),
    faqs: list(faq, 'questions').min(1, { error: 'must list at least one question' }).max(6, { error: 'must list at most six questions' }),
    closing: z
      .object({
        heading: words('the closing call to action’s heading', 100),
        text: words('one or two sentences', 400),
      })
      .strict(),
  })
  .strict()
  .describe(`A service page’s words. ${pageWordsHelp}`)

/**
 * The camera installation and CCTV pages also link to /locations (the spec), under a band of their
 * own words; the other pages have no such band, so their form asks for none.
 */
export const servicePageWithAreaBandFileSchema = servicePageFileSchema
  .extend({
    areaBand: z
      .object({
        heading: words('the heading of the band beside the link to /locations', 100),
        text: words('one or two sentences', 400),
      })
      .strict()
      .describe('The band beside the link to /locations.'),
  })
  .strict()
  .describe(`A service page’s words, with the band beside its link to /locations. ${pageWordsHelp}`)

export type ServicePageFile = Omit<z.infer<typeof servicePageFileSchema>, '$schema'> & {
  readonly areaBand?: z.infer<typeof servicePageWithAreaBandFileSchema>['areaBand']
}
