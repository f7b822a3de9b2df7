/**
 * Writes the JSON schemas of the owner's files from the zod schemas the build validates with, so
 * an editor (VS Code reads the profile's "$schema" and the YAML files' first line; the browser
 * editor reads them too) explains and checks each field as the owner types.
 * Run: node --import tsx scripts/owner-profile-json-schema.ts; a unit test keeps the files current.
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
} from '../src/content/owner/owner-content-schema.ts'
import { ownerProfileSchema } from '../src/content/owner-profile-schema.ts'
import { servicesFileSchema } from '../src/content/owner/owner-services-schema.ts'
import { productsFileSchema } from '../src/content/owner/pages/products-copy.ts'
import { servicePageFileSchema, servicePageWithAreaBandFileSchema } from '../src/content/owner/pages/service-page-copy.ts'
import { solutionsFileSchema } from '../src/content/owner/pages/solutions-copy.ts'

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
    // The service pages', Products' and Solutions' words.
    'owner/pages/service.schema.json': jsonSchemaOf(servicePageFileSchema, 'What a service page says (docs/make-it-yours.md)'),
    'owner/pages/service-with-area-band.schema.json': jsonSchemaOf(
      servicePageWithAreaBandFileSchema,
      'What a service page that links to /locations says (docs/make-it-yours.md)',
    ),
    'owner/pages/products.schema.json': jsonSchemaOf(productsFileSchema, 'What the Products page says (docs/make-it-yours.md)'),
    'owner/pages/solutions.schema.json': jsonSchemaOf(solutionsFileSchema, 'What the Solutions page says (docs/make-it-yours.md)'),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, text] of Object.entries(ownerJsonSchemas())) {
    writeFileSync(resolve(file), text)
    console.log(`${file} written`)
  }
}
