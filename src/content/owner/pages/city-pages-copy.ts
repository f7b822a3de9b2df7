import { z } from 'zod'
import { schemaLine, wordsWith } from './page-words.ts'

/** owner/pages/city-pages.yaml: the words of every city page, one set for every city and service (src/content/city-page.ts). */
export const cityPagesFile = 'owner/pages/city-pages.yaml'

export const cityPagesNames = [
  'serviceName',
  'service',
  'serviceNoun',
  'city',
  'state',
  'stateName',
  'where',
  'town',
  'company',
  'serviceArea',
  'foundedYear',
  'yearsInBusiness',
  'experienceYears',
  'partnersReach',
  'installTimes',
  'warranty',
  'financingTerms',
] as const

const words = wordsWith(cityPagesNames)
const heading = (what = 'a heading') => words(what, 120)
const sentence = (what = 'a sentence') => words(what)
const reason = z.object({ title: heading('the reason’s title'), text: sentence('one or two sentences') }).strict()
const question = z.object({ question: heading('the question'), answer: sentence('the answer') }).strict()
/** A sentence said on pages for cities served, and outside the states served, with and without partner providers. */
const byPlace = z.object({ inArea: sentence(), outside: sentence(), outsideWithPartners: sentence() }).strict()

export const cityPagesCopySchema = z
  .object({
    ...schemaLine,
    title: words('the title search results and the browser tab show', 120),
    heading: heading(),
    metaDescription: byPlace.extend({ inAreaWithWarranty: sentence() }).strict(),
    eyebrow: z.object({ inArea: heading(), outside: heading(), outsideWithPartners: heading() }).strict(),
    intro: byPlace.extend({ inAreaIfInstallTimes: sentence().optional() }).strict(),
    whyChoose: z
      .object({
        heading: heading(),
        headingOutside: heading(),
        experience: reason,
        local: reason,
        video: reason,
        app: reason,
        warranty: reason,
        noWarranty: reason,
        quotes: reason,
        quotesWithFinancing: reason,
        partners: reason,
        choosing: reason,
        tellUsOnce: reason,
        quotesOutside: reason,
      })
      .strict(),
    serviceSection: z.object({ heading: heading(), linkText: heading('the link’s text') }).strict(),
    financingBanner: z.object({ heading: heading(), text: sentence() }).strict(),
    outOfArea: z.object({ heading: heading(), text: sentence(), textWithPartners: sentence() }).strict(),
    locations: z.object({ heading: heading(), linkText: heading('the link’s text'), inArea: sentence(), outside: sentence() }).strict(),
    closing: byPlace.extend({ heading: heading() }).strict(),
    related: z
      .object({
        otherServicesHeading: heading(),
        otherServicesIntro: sentence(),
        otherCitiesHeading: heading(),
        allAreasLinkText: heading('the link’s text'),
        testimonialHeading: heading(),
        faqHeading: heading(),
      })
      .strict(),
    faqs: z
      .object({
        install: question,
        cost: question.extend({ withFinancing: sentence() }).strict(),
        installTime: question,
        warranty: question,
      })
      .strict(),
  })
  .strict()

export type CityPagesCopy = Omit<z.infer<typeof cityPagesCopySchema>, '$schema'>
