import { z } from 'zod'
import { iconNames } from '../../icon-name.ts'
import { list } from '../owner-content-schema.ts'
import { pageWordsHelp } from './offer-words.ts'
import { words } from './offer-words-schema.ts'

/**
 * owner/pages/solutions.yaml: what the Solutions page says, and the settings it shows cards for.
 * A card links to the service it names, while the site offers it (owner/services.yaml).
 */

export const solutionAudiences = ['Residential', 'Community', 'Business', 'Agricultural', 'Institutional'] as const

const scenario = z
  .object({
    slug: z
      .string({ error: 'must be lower-case words joined by hyphens, such as retail-stores' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens, such as retail-stores' })
      .describe('A name for the card, unique on the page and never shown.'),
    title: words('the kind of property, e.g. "Retail Stores"', 80),
    icon: z.enum(iconNames, { error: `must be an icon name, one of: ${iconNames.join(', ')}` }),
    audience: z.enum(solutionAudiences, { error: `must be one of: ${solutionAudiences.join(', ')}` }),
    description: words('two or three sentences', 600),
    keyFeatures: list(words('one key feature', 120), 'three key features').length(3, { error: 'must list exactly three key features' }),
    service: z
      .string({ error: 'must be the address of one of your services, such as access-control' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be the address of one of your services, such as access-control' })
      .optional()
      .describe('The service the card links to (its slug in owner/services.yaml); no link while the site does not offer it.'),
  })
  .strict()

export const solutionsFileSchema = z
  .object({
    $schema: z.string().optional(),
    metaDescription: words('what search results show, at most 160 characters once filled in', 200),
    hero: z
      .object({
        eyebrow: words('a word or two above the heading', 60),
        heading: words('the page’s main heading', 120),
        intro: words('two or three sentences', 600),
      })
      .strict(),
    scenariosHeading: words('the heading over the cards', 100),
    scenariosIntro: words('one or two sentences under it', 300),
    scenarios: list(scenario, 'settings').min(1, { error: 'must list at least one setting' }),
    insightsTeaser: z
      .object({ heading: words('the heading of the box that links to the article', 100), text: words('one or two sentences', 400) })
      .strict(),
    cta: z.object({ heading: words('the closing heading', 100), text: words('one or two sentences', 400) }).strict(),
  })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<string>()
    file.scenarios.forEach((entry, index) => {
      if (seen.has(entry.slug))
        context.addIssue({
          code: 'custom',
          path: ['scenarios', index, 'slug'],
          message: `"${entry.slug}" is the slug of an earlier setting`,
        })
      seen.add(entry.slug)
    })
  })
  .describe(`The Solutions page’s words. ${pageWordsHelp}`)

export type SolutionsFile = Omit<z.infer<typeof solutionsFileSchema>, '$schema'>
