/**
 * The browser editor's configuration (Decap CMS), generated from the same zod schemas the build
 * validates the owner's files with, so the editor's fields, choices and checks cannot drift from
 * what the build accepts: a field the schema gains appears in the editor, a closed choice (the six
 * services) becomes a drop-down, a pattern or a length becomes a check as the owner types.
 */
import { z } from 'zod'
import { ownerProfileSchema } from '../src/content/owner-profile-schema.ts'
import {
  aboutFileSchema,
  caseStudyFrontMatterSchema,
  offersFileSchema,
  picturesFileSchema,
  reviewsFileSchema,
  teamFileSchema,
} from '../src/content/owner/owner-content-schema.ts'
import { ownerFiles } from '../src/content/owner/read-owner-files.ts'
import { servicesFileSchema } from '../src/content/owner/owner-services-schema.ts'

/** The part of JSON Schema that z.toJSONSchema writes for the owner's files. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: (string | number)[]
  const?: string | number
  anyOf?: JsonSchema[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  description?: string
  /** The schema's own message for a value that breaks its pattern (added below). */
  'x-error'?: string
  /** The schema asks for a widget of its own (owner-content-schema.ts: a photo gets the picture chooser). */
  'x-widget'?: string
}

/** One Decap field (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  readonly name: string
  readonly label: string
  readonly widget: string
  readonly required?: boolean
  readonly hint?: string
  readonly pattern?: readonly [string, string]
  readonly options?: readonly string[]
  readonly value_type?: 'int' | 'float'
  readonly min?: number
  readonly max?: number
  readonly fields?: readonly DecapField[]
  readonly field?: DecapField
  readonly collapsed?: boolean
  readonly summary?: string
  readonly choose_url?: boolean
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // The build's own words for a wrong value, shown by the editor under the field.
      if (typeof jsonSchema.pattern === 'string') {
        const result = z.safeParse(zodSchema, '\u0001')
        const message = result.success ? undefined : result.error.issues[0]?.message
        if (message) jsonSchema['x-error'] = message
      }
    },
  }) as JsonSchema
}

/** `combinedExperienceYears` → "Combined experience years". */
function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Long texts get a text area; the line between is where the site's own fields turn into paragraphs. */
const textAreaFrom = 240

function fieldOf(name: string, schema: JsonSchema, required: boolean): DecapField {
  const base = { name, label: labelOf(name), required, ...(schema.description ? { hint: schema.description } : {}) }
  if (schema.anyOf?.every((option) => option.const !== undefined)) {
    const values = schema.anyOf.map((option) => option.const)
    if (values.every((value) => typeof value === 'number')) {
      // Whole stars: a number box bounded by the allowed values, stored as a number.
      return {
        ...base,
        widget: 'number',
        value_type: 'int',
        min: Math.min(...(values as number[])),
        max: Math.max(...(values as number[])),
      }
    }
    return { ...base, widget: 'select', options: values.map(String) }
  }
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) }
  // Decap's image widget uploads into media_folder under the file's own name and writes its path.
  if (schema['x-widget'] === 'image') return { ...base, widget: 'image', choose_url: false }
  switch (schema.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema) }
    case 'array': {
      const items = schema.items ?? { type: 'string' }
      const bounds = {
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      }
      if (items.type === 'object') {
        const fields = fieldsOf(items)
        const first = fields[0]?.name
        return { ...base, widget: 'list', ...bounds, collapsed: true, ...(first ? { summary: `{{fields.${first}}}` } : {}), fields }
      }
      return { ...base, widget: 'list', ...bounds, field: fieldOf(name.replace(/s$/, ''), items, true) }
    }
    case 'number':
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? { max: schema.maximum } : {}),
      }
    case 'boolean':
      return { ...base, widget: 'boolean' }
    default: {
      const pattern = schema.pattern ? ([schema.pattern, schema['x-error'] ?? `must match ${schema.pattern}`] as const) : undefined
      const lengthPattern =
        !pattern && schema.maxLength !== undefined
          ? ([`^[\\s\\S]{${schema.minLength ?? 0},${schema.maxLength}}$`, `must be at most ${schema.maxLength} characters`] as const)
          : undefined
      const check = pattern ?? lengthPattern
      return { ...base, widget: (schema.maxLength ?? 0) >= textAreaFrom ? 'text' : 'string', ...(check ? { pattern: check } : {}) }
    }
  }
}

function fieldsOf(schema: JsonSchema): DecapField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => fieldOf(name, property, required.has(name)))
}

export interface DecapConfig {
  readonly load_config_file: false
  readonly backend: { readonly name: string; readonly branch: string }
  readonly local_backend: { readonly url: string }
  readonly media_folder: string
  readonly public_folder: string
  readonly site_url?: string
  readonly collections: readonly unknown[]
}

/** One owner file edited as a form. */
function fileCollection(name: string, label: string, file: string, schema: z.ZodType, description: string) {
  return {
    name,
    label,
    description,
    editor: { preview: false },
    files: [{ name, label, file, fields: fieldsOf(jsonSchemaOf(schema)) }],
  }
}

/** The Decap configuration for the owner's files; `apiUrl` is the local backend the edit command serves. */
export function ownerEditorConfig(apiUrl: string): DecapConfig {
  return {
    load_config_file: false,
    backend: { name: 'git-gateway', branch: 'main' },
    local_backend: { url: apiUrl },
    // The value a photo field gets is the photo's path in the project (owner/photos/IMG_1234.jpg),
    // which the photo step, the picture list and the publish check follow (chosen-photos.ts).
    media_folder: 'owner/photos',
    public_folder: 'owner/photos',
    collections: [
      fileCollection(
        'profile',
        'Your business',
        ownerFiles.profile,
        ownerProfileSchema,
        'Name, phone, address, licenses, hours, service area: every fact the site states.',
      ),
      fileCollection(
        'reviews',
        'Reviews',
        ownerFiles.reviews,
        reviewsFileSchema,
        'Real reviews from your customers, with their permission.',
      ),
      {
        name: 'case-studies',
        label: 'Case studies',
        description: 'Your own jobs, one story each. Delete a story to take its page off the site.',
        folder: ownerFiles.caseStudies,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}}',
        sortable_fields: ['order', 'title'],
        editor: { preview: false },
        fields: [
          ...fieldsOf(jsonSchemaOf(caseStudyFrontMatterSchema)),
          {
            name: 'body',
            label: 'The challenge',
            widget: 'markdown',
            hint: 'What the client faced, in paragraphs separated by a blank line.',
            buttons: [],
            editor_components: [],
            modes: ['raw'],
          },
        ],
      },
      fileCollection('team', 'Team', ownerFiles.team, teamFileSchema, 'The people on the About page. An empty list hides "Meet the Team".'),
      fileCollection(
        'offers',
        'Offers and promises',
        ownerFiles.offers,
        offersFileSchema,
        'Warranty, install times, response times and financing.',
      ),
      // The services the site offers (decision 0028): add, remove, rename or reorder them here.
      fileCollection(
        'services',
        'Services',
        ownerFiles.services,
        servicesFileSchema,
        'The services the site offers, in order. A built-in service needs only its slug; a new one needs every field. Remove one to take its pages off the site.',
      ),
      fileCollection('about', 'About page', ownerFiles.about, aboutFileSchema, 'What the About page says about the business.'),
      fileCollection(
        'pictures',
        'Picture texts',
        ownerFiles.pictures,
        picturesFileSchema,
        'What each picture shows, for visitors who cannot see it (docs/images.md).',
      ),
    ],
  }
}
