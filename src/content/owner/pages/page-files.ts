import type { z } from 'zod'
import { caseStudiesPageCopySchema, caseStudiesPageFile } from './case-studies-copy.ts'
import { cityPagesCopySchema, cityPagesFile } from './city-pages-copy.ts'
import { legalCopySchema, legalFile } from './legal-copy.ts'
import { locationsCopySchema, locationsFile } from './locations-copy.ts'
import { parseArticleBody, securityInsightsFile, securityInsightsFrontMatterSchema } from './security-insights-copy.ts'

/**
 * Every file in owner/pages/ and the schema its words must meet. The build reads each
 * (read-owner-files.ts), reports its problems with file and line, and hands the page its words
 * as a module (scripts/owner-content-plugin.ts); the JSON schema beside it
 * (scripts/owner-profile-json-schema.ts) and the editor's form (scripts/edit-config.ts) come
 * from the same entry.
 */
export interface PageFile {
  /** The YAML file, or a Markdown page's front matter. */
  readonly schema: z.ZodType
  /** The editor's name for the file. */
  readonly label: string
  /** What the file holds, for the editor and the JSON schema's title. */
  readonly about: string
  /**
   * A Markdown page's body: its words as the page uses them, or the problems found, each with
   * its line in the body (counted from 1). Absent for a YAML file.
   */
  readonly body?: (body: string) => { value?: unknown; problems: { line: number; message: string }[] }
  /** The editor's hint for a Markdown body. */
  readonly bodyHint?: string
}

export const ownerPageFiles: Readonly<Record<string, PageFile>> = {
  // Locations, the city pages, the case studies' page words, the article, the legal pages.
  [locationsFile]: {
    schema: locationsCopySchema,
    label: 'Locations page',
    about: 'The words of the Locations page (/locations); the cities come from the profile',
  },
  [cityPagesFile]: {
    schema: cityPagesCopySchema,
    label: 'City pages',
    about: 'The words of every city page, with {city}, {state} and {service} filled in for each',
  },
  [caseStudiesPageFile]: {
    schema: caseStudiesPageCopySchema,
    label: 'Case studies page',
    about: 'The words around your stories: the Case Studies page and each story’s page',
  },
  [securityInsightsFile]: {
    schema: securityInsightsFrontMatterSchema,
    label: 'Security Insights article',
    about: 'The article at /solutions/security-insights: its front matter, then the article in Markdown',
    body: parseArticleBody,
    bodyHint:
      'The article: each section a line beginning "## ", then its paragraphs (a blank line between them) and points beginning "- ".',
  },
  [legalFile]: {
    schema: legalCopySchema,
    label: 'Privacy policy and terms',
    about: 'What the privacy policy and the terms say for your business; the date is policiesUpdated in the profile',
  },
}

/** The JSON schema's path beside a page file: owner/pages/locations.yaml → owner/pages/locations.schema.json. */
export function pageSchemaPath(file: string): string {
  return file.replace(/\.(ya?ml|md)$/, '.schema.json')
}
