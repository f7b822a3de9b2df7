/**
 * Writes the JSON schemas of the owner's files from the zod schemas the build validates with, so
 * an editor (VS Code reads the profile's "$schema" and the YAML files' first line; the browser
 * editor reads them too) explains and checks each field as the owner types.
 * Run: node --import tsx scripts/build/owner-profile-json-schema.ts; a unit test keeps the files current.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import {
  aboutFileSchema,
  caseStudyFrontMatterSchema,
  offersFileSchema,
  picturesFileSchema,
  reviewsFileSchema,
  teamFileSchema,
} from '../../src/content/owner/owner-content-schema.ts'
import { ownerProfileSchema } from '../../src/content/owner-profile-schema.ts'
import { servicesFileSchema } from '../../src/content/owner/owner-services-schema.ts'
import { pageSchemaPath, pageWordsFiles, type PageWordsFile } from '../../src/content/owner/pages/page-files.ts'
import { pageWordNames } from '../../src/content/owner/pages/fill-in.ts'

/** What a page's words may fill in, said once at the top of each page file's schema. */
const pageWordsHelp =
  'Names in braces are filled in with your facts and offers: ' +
  Object.entries(pageWordNames)
    .map(([name, what]) => `{${name}}: ${what}`)
    .join('; ') +
  '. {Name} with a capital first letter starts with a capital. Words in [square brackets] are said only when every name inside them is known; {if warranty} (or another offer) says nothing itself and keeps its brackets only while you make that offer.'

const jsonSchemaOf = (schema: z.ZodType, title: string) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return `${JSON.stringify({ ...json, title }, null, 2)}\n`
}

export function ownerProfileJsonSchema(): string {
  return jsonSchemaOf(ownerProfileSchema, 'The business behind the site (docs/make-it-yours.md)')
}

/** Every schema file in owner/, by its path, with its text. */
export function ownerJsonSchemas(): Record<string, string> {
  return {
    'owner/profile.schema.json': ownerProfileJsonSchema(),
    'owner/reviews.schema.json': jsonSchemaOf(reviewsFileSchema, 'Your customers’ reviews (docs/make-it-yours.md)'),
    'owner/team.schema.json': jsonSchemaOf(teamFileSchema, 'The people on the About page (docs/make-it-yours.md)'),
    'owner/offers.schema.json': jsonSchemaOf(
      offersFileSchema,
      'Every promise the site makes: warranty, install times, financing (docs/make-it-yours.md)',
    ),
    'owner/pictures.schema.json': jsonSchemaOf(
      picturesFileSchema,
      'What each picture shows, for visitors who cannot see it (docs/images.md)',
    ),
    'owner/about.schema.json': jsonSchemaOf(aboutFileSchema, 'What the About page says about the business (docs/make-it-yours.md)'),
    'owner/services.schema.json': jsonSchemaOf(servicesFileSchema, 'The services your site offers, in order (docs/make-it-yours.md)'),
    'owner/case-study.schema.json': jsonSchemaOf(
      caseStudyFrontMatterSchema,
      'The front matter of a story in owner/case-studies/ (docs/make-it-yours.md)',
    ),
    // The site's words, one file a page, each schema beside its file (page-files.ts lists them).
    ...Object.fromEntries(
      (Object.entries(pageWordsFiles) as [string, PageWordsFile][]).map(([file, page]) => [
        pageSchemaPath(file),
        jsonSchemaOf(page.siteNames ? page.schema.describe(pageWordsHelp) : page.schema, `${page.title} (docs/make-it-yours.md)`),
      ]),
    ),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, text] of Object.entries(ownerJsonSchemas())) {
    writeFileSync(resolve(file), text)
    console.log(`${file} written`)
  }
}
