import { z } from 'zod'
import { list } from '../owner-content-schema.ts'
import { pageWordsHelp } from './offer-words.ts'
import { words } from './offer-words-schema.ts'
import { productSectionSlugs } from './product-sections.ts'

/**
 * owner/pages/products.yaml: what the Products page says. The sections' order, icons, pictures
 * and buttons stay in the code; the PRO-X line is the owner's own (owner/about.yaml productLine).
 */

const section = z
  .object({
    title: words('the product’s name, e.g. "Security Cameras"', 60),
    eyebrow: words('a few words above the name', 60),
    description: words('two or three sentences', 600),
    features: list(words('one feature', 120), 'four features').length(4, { error: 'must list exactly four features' }),
    alt: words('what the product picture shows', 300),
  })
  .strict()

export const productsFileSchema = z
  .object({
    $schema: z.string().optional(),
    description: words('what search results show, at most 160 characters once filled in', 200),
    hero: z.object({ heading: words('the page’s main heading', 120), intro: words('two or three sentences', 600) }).strict(),
    banner: z.object({ paragraph: words('two or three sentences under "Complete Security Ecosystem"', 600) }).strict(),
    sections: z
      .object(
        Object.fromEntries(productSectionSlugs.map((slug) => [slug, section])) as Record<
          (typeof productSectionSlugs)[number],
          typeof section
        >,
      )
      .strict()
      .describe('Each product section, in the order the page shows them.'),
    closing: z.object({ text: words('one or two sentences under "Ready to Enhance Your Security?"', 400) }).strict(),
  })
  .strict()
  .describe(`The Products page’s words. ${pageWordsHelp}`)

export type ProductsFile = Omit<z.infer<typeof productsFileSchema>, '$schema'>
