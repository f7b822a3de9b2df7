import type { z } from 'zod'
import { homeWordsSchema } from './home-copy.ts'
import { servicesOverviewWordsSchema } from './services-overview-copy.ts'
import { allServicesWordsSchema } from './all-services-copy.ts'
import { aboutPageWordsSchema } from './about-page-copy.ts'
import { notFoundWordsSchema } from './not-found-copy.ts'

/**
 * The site's words, one file a page (or page family) in owner/pages/, each with its schema and
 * the title its JSON schema and the browser editor give it. The build validates each file here
 * (read-owner-files.ts); a page reads its file through the module beside its schema, which imports
 * `./defaults/<page>.yaml` (scripts/owner-content-plugin.ts hands it the owner's file, or these
 * defaults, the demo's words, when the owner's owner/ has no such file).
 */
export interface PageWordsFile {
  readonly schema: z.ZodType
  /** What the file is, for the JSON schema's title and the editor's label. */
  readonly title: string
  /** Sentences of the file that say nothing about the business ("the page … does not exist"): the publish check lets the demo's stand. */
  readonly notClaims?: readonly string[]
}

export const pageWordsFiles = {
  // The home page, /services, /all-services, About and the not-found page.
  'owner/pages/home.yaml': { schema: homeWordsSchema, title: 'What the home page says' },
  'owner/pages/services-overview.yaml': { schema: servicesOverviewWordsSchema, title: 'What the services overview (/services) says' },
  'owner/pages/all-services.yaml': { schema: allServicesWordsSchema, title: 'What /all-services says' },
  'owner/pages/about-page.yaml': { schema: aboutPageWordsSchema, title: 'What the About page says around your story' },
  'owner/pages/not-found.yaml': {
    schema: notFoundWordsSchema,
    title: 'What the "Page Not Found" page says',
    notClaims: ['meta.description', 'message', 'help.text'],
  },
} as const satisfies Record<string, PageWordsFile>

export type PageWordsFilePath = keyof typeof pageWordsFiles

/** Where the demo's words for a page file are kept, for an owner/ folder without it. */
export const pageWordsDefault = (file: string): string => `src/content/owner/pages/defaults/${file.replace(/^owner\/pages\//, '')}`

/** One sentence of a page file, where it is. */
export interface PageSentence {
  readonly path: readonly (string | number)[]
  readonly text: string
}

/** Fields that hold a choice, not words. */
const notWords = new Set(['$schema', 'icon', 'onlyWith', 'onlyWithout'])

/**
 * Every sentence a page file states (a text ending in a full stop or an exclamation mark; headings,
 * labels, questions and short points are not claims), but those its entry names as saying nothing
 * about the business. What the publish check knows the demo's words by.
 */
export function pageSentences(file: string, value: unknown): PageSentence[] {
  const exempt = new Set((pageWordsFiles as Record<string, PageWordsFile>)[file]?.notClaims ?? [])
  const found: PageSentence[] = []
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (/[.!][\]"”’)]*$/.test(node.trim()) && !exempt.has(path.join('.'))) found.push({ path, text: node })
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index]))
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) if (!notWords.has(key)) walk(item, [...path, key])
    }
  }
  walk(value, [])
  return found
}
