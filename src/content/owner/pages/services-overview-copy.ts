import { z } from 'zod'
import { iconNames } from '../../icon-name.ts'
import { list } from '../owner-content-schema.ts'
import { closingWords, headingAndIntro, metaWords, onlyWithFields, words } from './page-words-schema.ts'

const icon = z.enum(iconNames, { error: `must be an icon name, one of: ${iconNames.join(', ')}` })

/** owner/pages/services-overview.yaml: what /services says around the service cards. */
export const servicesOverviewWordsSchema = z
  .object({
    $schema: z.string().optional(),
    meta: metaWords,
    hero: z
      .object({
        eyebrow: words('the line above the heading', 40),
        heading: words('the heading', 120),
        intro: words('the sentences under the heading', 600),
      })
      .strict(),
    servicesList: headingAndIntro('services list'),
    benefits: headingAndIntro('reasons to choose you')
      .extend({
        items: list(
          z
            .object({
              icon,
              title: words('the reason in a few words', 60),
              description: words('one or two sentences', 300),
              ...onlyWithFields,
            })
            .strict(),
          'reasons',
        ).min(1, { error: 'must list at least one reason' }),
      })
      .strict(),
    faq: z
      .object({
        items: list(
          z.object({ question: words('the question', 160), answer: words('the answer', 800), ...onlyWithFields }).strict(),
          'questions and answers',
        ).min(1, { error: 'must hold at least one question' }),
      })
      .strict()
      .describe('"Frequently Asked Questions".'),
    closing: closingWords,
  })
  .strict()

export type ServicesOverviewWords = Omit<z.infer<typeof servicesOverviewWordsSchema>, '$schema'>
