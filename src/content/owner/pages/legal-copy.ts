import { z } from 'zod'
import { schemaLine, wordsWith } from './page-words.ts'

/** owner/pages/legal.yaml: what the privacy policy and the terms say for the business (src/content/legal.ts keeps their structure). */
export const legalFile = 'owner/pages/legal.yaml'

export const legalNames = ['company', 'ourName', 'street', 'hometown', 'serviceArea', 'email', 'phone', 'state'] as const

const words = wordsWith(legalNames)
const paragraph = (what = 'a paragraph') => words(what, 1200)
const description = words('what search results show', 300)

export const legalCopySchema = z
  .object({
    ...schemaLine,
    privacy: z
      .object({
        metaDescription: description,
        intro: paragraph('the policy’s opening paragraph'),
        whoWeAre: paragraph('who you are and how to reach you'),
        requestsAnswered: paragraph('how soon you answer a request to see, correct or delete information'),
        contact: paragraph('how to reach you about the policy'),
      })
      .strict(),
    terms: z
      .object({
        metaDescription: description,
        intro: paragraph('the terms’ opening paragraph'),
        serviceArea: paragraph('where you install'),
        serviceAreaWithPartners: paragraph('where you install, and your partner providers'),
        governingLaw: paragraph('which state’s law governs the terms'),
        contact: paragraph('how to reach you about the terms'),
      })
      .strict(),
  })
  .strict()

export type LegalCopy = Omit<z.infer<typeof legalCopySchema>, '$schema'>
