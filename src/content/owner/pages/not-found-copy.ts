import { z } from 'zod'
import { closingWords, metaWords, words } from './page-words-schema.ts'

const linkWords = (page: string) => words(`one sentence about ${page}`, 200)

/** owner/pages/not-found.yaml: what the not-found page says; its links are the site's own. */
export const notFoundWordsSchema = z
  .object({
    $schema: z.string().optional(),
    meta: metaWords,
    eyebrow: words('the line above the heading', 40),
    title: words('the heading', 80),
    message: words('the sentence under the heading', 300),
    popularPages: z
      .object({
        heading: words('the heading above the links', 60),
        intro: words('the sentence above the links', 300),
        services: linkWords('/services'),
        solutions: linkWords('/solutions'),
        products: linkWords('/products'),
        caseStudies: linkWords('/case-studies (shown only while you publish a story)'),
        locations: linkWords('/locations'),
        about: linkWords('/about'),
      })
      .strict(),
    help: closingWords,
  })
  .strict()

export type NotFoundWords = Omit<z.infer<typeof notFoundWordsSchema>, '$schema'>
