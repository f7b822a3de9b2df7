import { z } from 'zod'
import { text } from '../owner-content-schema.ts'
import { pageOffers, pageWordNames, unbalancedBrackets, unknownPageWordNames } from './fill-in.ts'

/**
 * The rules every file in owner/pages/ shares (each page's own schema is beside this file). Build
 * side only: the pages get the validated values, never zod.
 */

const namesList = Object.keys(pageWordNames)
  .map((name) => `{${name}}`)
  .join(', ')

/** Words the page says: a line of text that may fill in the owner's facts and offers (fill-in.ts). */
export const words = (what: string, max = 300) =>
  text(what, max)
    .refine((value) => unknownPageWordNames(value).length === 0, { error: `may fill in only these names: ${namesList}` })
    .refine((value) => !unbalancedBrackets(value), {
      error: 'has a "[" without its "]": square brackets hold the words said only when every {name} inside them is known',
    })

const offer = z.enum(pageOffers, { error: `must be one of: ${pageOffers.join(', ')}` })

/** A list entry shown only with (or without) one of the owner's offers. */
export const onlyWithFields = {
  onlyWith: offer
    .optional()
    .describe('Show this entry only when you make this offer in owner/offers.yaml (financing: in every state you serve).'),
  onlyWithout: offer.optional().describe('Show this entry only when you do not make this offer (the entry to show instead).'),
}

/** A heading and its words, the shape most sections share. */
export const headingAndIntro = (what: string) =>
  z.object({ heading: words(`the ${what} heading`, 120), intro: words(`the sentences under the ${what} heading`, 600) }).strict()

/** A closing call to action's heading and sentence; its buttons are the site's own. */
export const closingWords = z.object({ heading: words('the closing heading', 120), text: words('the closing sentences', 600) }).strict()

/** The page's title in search results and browser tabs, and its description there. */
export const metaWords = z
  .object({
    title: words('the page title in search results', 120),
    description: words('the page description in search results, about 160 characters', 320),
  })
  .strict()
