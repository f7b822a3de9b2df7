import { z } from 'zod'
import { builtInServiceSlugs } from '../../built-in-services.ts'
import { list } from '../owner-content-schema.ts'
import { closingWords, metaWords, words } from './page-words-schema.ts'

const section = z
  .object({
    heading: words('the section heading', 120),
    paragraphs: list(words('a paragraph', 800), 'paragraphs').min(1, { error: 'must hold at least one paragraph' }),
    bullets: list(words('one point', 120), 'points').max(4, { error: 'must list at most four points' }),
  })
  .strict()

/** owner/pages/all-services.yaml: what /all-services says, a section for each built-in service. */
export const allServicesWordsSchema = z
  .object({
    $schema: z.string().optional(),
    meta: metaWords
      .extend({
        descriptionOfYourList: words('the description when your services are not the six built-in ones; {services} lists them', 320),
      })
      .strict()
      .describe('"description" is used while owner/services.yaml offers the six built-in services, "descriptionOfYourList" otherwise.'),
    hero: z
      .object({
        eyebrow: words('the line above the heading', 40),
        heading: words('the heading', 120),
        intro: words('the sentences under the heading', 600),
      })
      .strict(),
    sections: z
      .object(Object.fromEntries(builtInServiceSlugs.map((slug) => [slug, section.optional()])))
      .strict()
      .describe('A section for each built-in service, by its address; a service without one shows its summary.'),
    closing: closingWords,
  })
  .strict()

type Section = z.infer<typeof section>

export type AllServicesWords = Omit<z.infer<typeof allServicesWordsSchema>, '$schema' | 'sections'> & {
  readonly sections: Partial<Record<(typeof builtInServiceSlugs)[number], Section>>
}
