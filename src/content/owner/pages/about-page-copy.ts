import { z } from 'zod'
import { iconNames } from '../../icon-name.ts'
import { list } from '../owner-content-schema.ts'
import { closingWords, headingAndIntro, metaWords, onlyWithFields, words } from './page-words-schema.ts'

const icon = z.enum(iconNames, { error: `must be an icon name, one of: ${iconNames.join(', ')}` })

/** owner/pages/about-page.yaml: what the About page says around the story (owner/about.yaml) and the team. */
export const aboutPageWordsSchema = z
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
    story: z.object({ heading: words('the heading above your story', 80) }).strict(),
    team: headingAndIntro('team').describe('Shown only while owner/team.yaml lists someone.'),
    values: headingAndIntro('values')
      .extend({
        items: list(
          z
            .object({
              icon,
              title: words('the value in a few words', 60),
              description: words('one or two sentences', 300),
              ...onlyWithFields,
            })
            .strict(),
          'values',
        ).min(1, { error: 'must list at least one value' }),
      })
      .strict(),
    closing: closingWords,
  })
  .strict()

export type AboutPageWords = Omit<z.infer<typeof aboutPageWordsSchema>, '$schema'>
