import { z } from 'zod'
import { list } from '../owner-content-schema.ts'
import { closingWords, headingAndIntro, metaWords, words } from './page-words-schema.ts'

/** owner/pages/home.yaml: what the home page says; its layout, buttons and slider controls are the site's. */
export const homeWordsSchema = z
  .object({
    $schema: z.string().optional(),
    meta: metaWords,
    hero: z
      .object({
        typingPrefix: words('the words before the typed word, e.g. "Protecting Your"', 40),
        typingWords: list(words('a word or two', 30), 'words typed one after another')
          .min(1, { error: 'must list at least one word' })
          .describe('Typed one after another after the words before them.'),
        paragraph: words('the sentence under the headline', 300),
      })
      .strict(),
    services: headingAndIntro('services'),
    regions: headingAndIntro('areas served').describe('Above the states and their cities.'),
    testimonials: headingAndIntro('reviews').describe('Shown only while owner/reviews.yaml lists a review.'),
    financing: z
      .object({ heading: words('the financing heading', 80), text: words('the financing sentence', 300) })
      .strict()
      .describe('Shown only when owner/offers.yaml offers financing.'),
    closing: closingWords,
    trust: z
      .object({
        label: words('what the strip of reasons is called for screen readers', 120),
        freeQuote: z.object({ title: words('a few words', 40), detail: words('a few words', 80) }).strict(),
        since: words('the founding year tile, e.g. "Since {foundedYear}"', 40),
        yearsHere: words('the line under it, e.g. "{YearsInBusiness} in {serviceAreaShortName}"', 80),
        licensed: words('the licence tile’s title', 40).describe('Shown only when owner/profile.json lists a licence.'),
        callPrompt: words('the line beside the phone number', 60),
      })
      .strict()
      .describe('The strip of reasons to trust you, under the slider.'),
  })
  .strict()

export type HomeWords = Omit<z.infer<typeof homeWordsSchema>, '$schema'>
