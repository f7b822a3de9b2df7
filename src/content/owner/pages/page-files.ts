import type { z } from 'zod'
import { builtInServiceSlugs, type BuiltInServiceSlug } from '../../built-in-services.ts'
import { homeWordsSchema } from './home-copy.ts'
import { servicesOverviewWordsSchema } from './services-overview-copy.ts'
import { allServicesWordsSchema } from './all-services-copy.ts'
import { aboutPageWordsSchema } from './about-page-copy.ts'
import { notFoundWordsSchema } from './not-found-copy.ts'
import { caseStudiesPageCopySchema, caseStudiesPageFile } from './case-studies-copy.ts'
import { cityPagesCopySchema, cityPagesFile } from './city-pages-copy.ts'
import { legalCopySchema, legalFile } from './legal-copy.ts'
import { locationsCopySchema, locationsFile } from './locations-copy.ts'
import { parseArticleBody, securityInsightsFile, securityInsightsFrontMatterSchema } from './security-insights-copy.ts'
import { productsFileSchema } from './products-copy.ts'
import { servicePageFileSchema, servicePageWithAreaBandFileSchema } from './service-page-copy.ts'
import { solutionsFileSchema } from './solutions-copy.ts'

/**
 * The site's words, one file a page (or page family) in owner/pages/, each with its schema, the
 * title its JSON schema gives it and the label of its form in the browser editor. Every file is
 * optional: the build validates the owner's file, or the demo's words the project keeps in
 * `./defaults/` when the owner's owner/ has none (read-owner-files.ts), and a page reads its
 * words through the module beside its schema, which imports `./defaults/<file>`
 * (scripts/build/owner-content-plugin.ts hands it the owner's file, or those defaults).
 */
export interface PageWordsFile {
  /** The YAML file, or a Markdown page's front matter. */
  readonly schema: z.ZodType
  /** What the file is, for the JSON schema's title. */
  readonly title: string
  /** The editor's name for the file. */
  readonly label: string
  /** Its words fill in the site's names ({company}, {warranty}, [ … ]; fill-in.ts): the JSON schema lists them. */
  readonly siteNames?: boolean
  /** Sentences of the file that say nothing about the business ("the page … does not exist"): the publish check lets the demo's stand. */
  readonly notClaims?: readonly string[]
  /**
   * A Markdown page's body: its words as the page uses them, or the problems found, each with
   * its line in the body (counted from 1). Absent for a YAML file.
   */
  readonly body?: (body: string) => { value?: unknown; problems: { line: number; message: string }[] }
  /** The editor's hint for a Markdown body. */
  readonly bodyHint?: string
  /** The JSON schema the file names, where files share one (the service pages'): else its own beside it. */
  readonly jsonSchema?: string
  /** Every text of five words or more is a claim, headlines and points too, not only its sentences (the service pages, Products, Solutions). */
  readonly everyLine?: boolean
}

/** owner/pages/service-<slug>.yaml: a built-in service's page words, a file of its own so its page loads only its own words. */
export const servicePageFile = (slug: BuiltInServiceSlug) => `owner/pages/service-${slug}.yaml` as const

/** The built-in pages that link to /locations (the spec), whose words file holds the band beside the link. */
export const servicesLinkingToLocations: readonly BuiltInServiceSlug[] = ['security-camera-installation', 'cctv-monitoring-systems']

const servicePageEntry = (slug: BuiltInServiceSlug): PageWordsFile =>
  servicesLinkingToLocations.includes(slug)
    ? {
        schema: servicePageWithAreaBandFileSchema,
        title: 'What a service page that links to /locations says',
        label: `Service page: /services/${slug}`,
        jsonSchema: 'owner/pages/service-with-area-band.schema.json',
        everyLine: true,
      }
    : {
        schema: servicePageFileSchema,
        title: 'What a service page says',
        label: `Service page: /services/${slug}`,
        jsonSchema: 'owner/pages/service.schema.json',
        everyLine: true,
      }

export const pageWordsFiles = {
  // The home page, /services, /all-services, About and the not-found page.
  'owner/pages/home.yaml': { schema: homeWordsSchema, title: 'What the home page says', label: 'Home page', siteNames: true },
  'owner/pages/services-overview.yaml': {
    schema: servicesOverviewWordsSchema,
    title: 'What the services overview (/services) says',
    label: 'Services overview (/services)',
    siteNames: true,
  },
  'owner/pages/all-services.yaml': {
    schema: allServicesWordsSchema,
    title: 'What /all-services says',
    label: 'All services (/all-services)',
    siteNames: true,
  },
  'owner/pages/about-page.yaml': {
    schema: aboutPageWordsSchema,
    title: 'What the About page says around your story',
    label: 'About page, around the story',
    siteNames: true,
  },
  'owner/pages/not-found.yaml': {
    schema: notFoundWordsSchema,
    title: 'What the "Page Not Found" page says',
    label: 'Page not found',
    siteNames: true,
    notClaims: ['meta.description', 'message', 'help.text'],
  },
  // Locations, the city pages, the case studies' page words, the article, the legal pages.
  [locationsFile]: {
    schema: locationsCopySchema,
    title: 'The words of the Locations page (/locations); the cities come from the profile',
    label: 'Locations page',
  },
  [cityPagesFile]: {
    schema: cityPagesCopySchema,
    title: 'The words of every city page, with {city}, {state} and {service} filled in for each',
    label: 'City pages',
  },
  [caseStudiesPageFile]: {
    schema: caseStudiesPageCopySchema,
    title: 'The words around your stories: the Case Studies page and each story’s page',
    label: 'Case studies page',
  },
  [securityInsightsFile]: {
    schema: securityInsightsFrontMatterSchema,
    title: 'The article at /solutions/security-insights: its front matter, then the article in Markdown',
    label: 'Security Insights article',
    body: parseArticleBody,
    bodyHint:
      'The article: each section a line beginning "## ", then its paragraphs (a blank line between them) and points beginning "- ".',
  },
  [legalFile]: {
    schema: legalCopySchema,
    title: 'What the privacy policy and the terms say for your business; the date is policiesUpdated in the profile',
    label: 'Privacy policy and terms',
  },
  // The six service pages, /products and /solutions.
  ...(Object.fromEntries(builtInServiceSlugs.map((slug) => [servicePageFile(slug), servicePageEntry(slug)])) as Record<
    ReturnType<typeof servicePageFile>,
    PageWordsFile
  >),
  'owner/pages/products.yaml': {
    schema: productsFileSchema,
    title: 'What the Products page says',
    label: 'Products page',
    everyLine: true,
  },
  'owner/pages/solutions.yaml': {
    schema: solutionsFileSchema,
    title: 'What the Solutions page says',
    label: 'Solutions page',
    everyLine: true,
  },
} as const satisfies Record<string, PageWordsFile>

export type PageWordsFilePath = keyof typeof pageWordsFiles

/** A page file's entry, or undefined for a file that is not one. */
export const pageWordsFileOf = (file: string): PageWordsFile | undefined => (pageWordsFiles as Record<string, PageWordsFile>)[file]

/** Where the demo's words for a page file are kept, for an owner/ folder without it. */
export const pageWordsDefault = (file: string): string => `src/content/owner/pages/defaults/${file.replace(/^owner\/pages\//, '')}`

/** The JSON schema's path beside a page file: owner/pages/locations.yaml → owner/pages/locations.schema.json. */
export function pageSchemaPath(file: string): string {
  return pageWordsFileOf(file)?.jsonSchema ?? file.replace(/\.(ya?ml|md)$/, '.schema.json')
}

/** One sentence of a page file, where it is. */
export interface PageSentence {
  readonly path: readonly (string | number)[]
  readonly text: string
}

/** Fields that hold a choice, not words. */
const notWords = new Set(['$schema', 'icon', 'onlyWith', 'onlyWithout', 'slug', 'audience', 'service'])

/** A sentence of five words or more of its own: "{installTimes}." or "Financing is available with {financingTerms}." only repeat the owner's facts. */
const ownWords = (text: string) => (text.replace(/\{[^}]*\}/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).length >= 5

/**
 * Every sentence a page file states (a text ending in a full stop or an exclamation mark, of five
 * words or more besides its {names}; headings, labels, questions and short points are not claims;
 * in a file whose entry says `everyLine`, every text of five words or more), but those its entry
 * names as saying nothing about the business. What the publish check knows the demo's words by.
 */
export function pageSentences(file: string, value: unknown): PageSentence[] {
  const entry = pageWordsFileOf(file)
  const exempt = new Set(entry?.notClaims ?? [])
  const claim = (text: string) => ownWords(text) && (entry?.everyLine === true || /[.!][\]"”’)]*$/.test(text.trim()))
  const found: PageSentence[] = []
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (claim(node) && !exempt.has(path.join('.'))) found.push({ path, text: node })
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index]))
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) if (!notWords.has(key)) walk(item, [...path, key])
    }
  }
  walk(value, [])
  return found
}
