import { z } from 'zod'
import { schemaLine, wordsWith } from './page-words.ts'

/** owner/pages/case-studies.yaml: the words around the stories (src/content/case-studies.ts). */
export const caseStudiesPageFile = 'owner/pages/case-studies.yaml'

export const caseStudiesPageNames = ['company', 'phone', 'clients', 'financingTerms'] as const

const words = wordsWith(caseStudiesPageNames)
const heading = (what = 'a heading') => words(what, 120)
const closing = z.object({ heading: heading(), text: words('a few sentences') }).strict()

export const caseStudiesPageCopySchema = z
  .object({
    ...schemaLine,
    index: z
      .object({
        title: words('the title search results and the browser tab show', 120),
        metaDescription: words('what search results show, at most 160 characters', 160),
        metaDescriptionWithClients: words('what search results show while you name your clients, at most 160 characters', 160),
        eyebrow: heading('the short line above the heading'),
        heading: heading(),
        intro: words('the introduction under the heading'),
        closing,
      })
      .strict(),
    story: z
      .object({
        resultsIntro: words('the sentence over a story’s figures'),
        closing: closing.extend({ textWithFinancing: words('the closing when you offer financing everywhere') }).strict(),
      })
      .strict(),
  })
  .strict()

export type CaseStudiesPageCopy = Omit<z.infer<typeof caseStudiesPageCopySchema>, '$schema'>
