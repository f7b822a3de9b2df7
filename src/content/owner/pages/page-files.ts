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
}

export const pageWordsFiles = {
  // The home page, /services, /all-services, About and the not-found page.
  'owner/pages/home.yaml': { schema: homeWordsSchema, title: 'What the home page says' },
  'owner/pages/services-overview.yaml': { schema: servicesOverviewWordsSchema, title: 'What the services overview (/services) says' },
  'owner/pages/all-services.yaml': { schema: allServicesWordsSchema, title: 'What /all-services says' },
  'owner/pages/about-page.yaml': { schema: aboutPageWordsSchema, title: 'What the About page says around your story' },
  'owner/pages/not-found.yaml': { schema: notFoundWordsSchema, title: 'What the "Page Not Found" page says' },
} as const satisfies Record<string, PageWordsFile>

export type PageWordsFilePath = keyof typeof pageWordsFiles

/** Where the demo's words for a page file are kept, for an owner/ folder without it. */
export const pageWordsDefault = (file: string): string => `src/content/owner/pages/defaults/${file.replace(/^owner\/pages\//, '')}`
