import type { z } from 'zod'
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

/**
 * The site's words, one file a page (or page family) in owner/pages/, each with its schema, the
 * title its JSON schema gives it and the label of its form in the browser editor. Every file is
 * optional: the build validates the owner's file, or the demo's words the project keeps in
 * `./defaults/` when the owner's owner/ has none (read-owner-files.ts), and a page reads its
 * words through the module beside its schema, which imports `./defaults/<file>`
 * (scripts/owner-content-plugin.ts hands it the owner's file, or those defaults).
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
} as const satisfies Record<string, PageWordsFile>

export type PageWordsFilePath = keyof typeof pageWordsFiles

/** A page file's entry, or undefined for a file that is not one. */
export const pageWordsFileOf = (file: string): PageWordsFile | undefined => (pageWordsFiles as Record<string, PageWordsFile>)[file]

/** Where the demo's words for a page file are kept, for an owner/ folder without it. */
export const pageWordsDefault = (file: string): string => `src/content/owner/pages/defaults/${file.replace(/^owner\/pages\//, '')}`

/** The JSON schema's path beside a page file: owner/pages/locations.yaml → owner/pages/locations.schema.json. */
export function pageSchemaPath(file: string): string {
  return file.replace(/\.(ya?ml|md)$/, '.schema.json')
}

/** One sentence of a page file, where it is. */
export interface PageSentence {
  readonly path: readonly (string | number)[]
  readonly text: string
}

/** Fields that hold a choice, not words. */
const notWords = new Set(['$schema', 'icon', 'onlyWith', 'onlyWithout'])

/** A sentence of five words or more of its own: "{installTimes}." or "Financing is available with {financingTerms}." only repeat the owner's facts. */
const ownWords = (text: string) => (text.replace(/\{[^}]*\}/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).length >= 5

/**
 * Every sentence a page file states (a text ending in a full stop or an exclamation mark, of five
 * words or more besides its {names}; headings, labels, questions and short points are not claims),
 * but those its entry names as saying nothing about the business. What the publish check knows the
 * demo's words by.
 */
export function pageSentences(file: string, value: unknown): PageSentence[] {
  const exempt = new Set(pageWordsFileOf(file)?.notClaims ?? [])
  const found: PageSentence[] = []
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (/[.!][\]"”’)]*$/.test(node.trim()) && ownWords(node) && !exempt.has(path.join('.'))) found.push({ path, text: node })
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index]))
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) if (!notWords.has(key)) walk(item, [...path, key])
    }
  }
  walk(value, [])
  return found
}
