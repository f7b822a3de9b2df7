/**
 * The browser editor's configuration (Decap CMS), generated from the same zod schemas the build
 * validates the owner's files with, so the editor's fields, choices and checks cannot drift from
 * what the build accepts: a field the schema gains appears in the editor, a closed choice (the six
 * services) becomes a drop-down, a pattern or a length becomes a check as the owner types.
 */
import { z } from 'zod'
import { ownerProfileSchema } from '../../src/content/owner-profile-schema.ts'
import {
  aboutFileSchema,
  caseStudyFrontMatterSchema,
  offersFileSchema,
  picturesFileSchema,
  reviewsFileSchema,
  teamFileSchema,
} from '../../src/content/owner/owner-content-schema.ts'
import { ownerFiles } from '../../src/content/owner/read-owner-files.ts'
import { servicesFileSchema } from '../../src/content/owner/owner-services-schema.ts'
import { pageWordsFiles, type PageWordsFile } from '../../src/content/owner/pages/page-files.ts'

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
  readonly label_singular?: string
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

/**
 * A list's heading counts its entries ("3 states") and its button adds one ("Add state"): Decap
 * takes the plural from the label and the singular from `label_singular`. Names that are not a
 * plural noun get words of their own here.
 */
const listWords: Readonly<Record<string, readonly [plural: string, singular: string]>> = {
  social: ['Social profiles', 'Social profile'],
  openingHours: ['Opening times', 'Opening time'],
  installed: ['Installed', 'Installed item'],
  followUp: ['Follow-up', 'Follow-up line'],
  implementation: ['Implementation', 'Implementation step'],
  technology: ['Technology', 'Technology item'],
  faqs: ['Questions', 'Question'],
}

function listLabels(name: string): { label: string; label_singular: string } {
  const words = listWords[name]
  if (words) return { label: words[0], label_singular: words[1] }
  const label = labelOf(name)
  return { label, label_singular: label.replace(/ies$/, 'y').replace(/([^s])s$/, '$1') }
}

/** Field names that hold a code, not words an owner recognises an entry by. */
const codeNames = /^(id|slug|abbr|stateAbbr|initials)$/

/**
 * What a folded list entry shows: its own words, never a list's brackets, and never a field that
 * may be empty alone. The first required short text (a name, a title: a plain string before a
 * choice) with the first required long one (a quote, a description, cut short) or else the next
 * short one; a code (`slug`) only when it is all an entry must have. A list of single values
 * shows the value itself.
 */
function summaryOf(fields: readonly DecapField[]): string | undefined {
  const texts = fields.filter((field) => ['string', 'text', 'select'].includes(field.widget) && field.required !== false)
  const words = texts
    .filter((field) => field.widget !== 'text' && !codeNames.test(field.name))
    .sort((a, b) => Number(a.widget === 'select') - Number(b.widget === 'select'))
  const long = texts.find((field) => field.widget === 'text')
  const first = words[0] ?? long ?? texts[0]
  const second = first === long ? undefined : (long ?? words[1])
  const shown = [first, second]
    .filter((field): field is DecapField => field !== undefined)
    .map((field) => (field.widget === 'text' ? `{{fields.${field.name} | truncate(60)}}` : `{{fields.${field.name}}}`))
  return shown.length ? shown.join(' · ') : undefined
}

/** Hints the schema cannot give, about how the editor itself works, by the field's path. */
const editorHints: Readonly<Record<string, string>> = {
  'serviceArea.states':
    'The × on a state’s bar removes the state with all its cities, in one click. Add your own state first: at least one is needed.',
}

function fieldOf(name: string, schema: JsonSchema, required: boolean, path: string = name): DecapField {
  const hint = [schema.description, editorHints[path]].filter(Boolean).join(' ') || undefined
  const base = { name, label: labelOf(name), required, hint }
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
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema, path) }
    case 'array': {
      const items = schema.items ?? { type: 'string' }
      const list = { ...base, ...listLabels(name), widget: 'list', min: schema.minItems, max: schema.maxItems }
      if (items.type === 'object') {
        const fields = fieldsOf(items, path)
        return { ...list, collapsed: true, summary: summaryOf(fields), fields }
      }
      const field = { ...fieldOf(name.replace(/s$/, ''), items, true, `${path}[]`), label: list.label_singular }
      return { ...list, summary: summaryOf([field]), field }
    }
    case 'number':
    case 'integer':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        min: schema.minimum,
        max: (schema.maximum ?? Infinity) < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined,
      }
    case 'boolean':
      return { ...base, widget: 'boolean' }
    default: {
      const pattern = schema.pattern ? ([schema.pattern, schema['x-error'] ?? `must match ${schema.pattern}`] as const) : undefined
      const lengthPattern =
        !pattern && schema.maxLength !== undefined
          ? ([`^[\\s\\S]{${schema.minLength ?? 0},${schema.maxLength}}$`, `must be at most ${schema.maxLength} characters`] as const)
          : undefined
      return { ...base, widget: (schema.maxLength ?? 0) >= textAreaFrom ? 'text' : 'string', pattern: pattern ?? lengthPattern }
    }
  }
}

function fieldsOf(schema: JsonSchema, parent?: string): DecapField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => fieldOf(name, property, required.has(name), parent ? `${parent}.${name}` : name))
}

export interface DecapConfig {
  readonly load_config_file: false
  readonly backend: { readonly name: string; readonly branch: string }
  readonly local_backend: { readonly url: string }
  readonly media_folder: string
  readonly public_folder: string
  readonly site_url?: string
  /** How a new entry's file name is made from its title (https://decapcms.org/docs/configuration-options/#slug-type). */
  readonly slug: { readonly encoding: 'ascii'; readonly clean_accents: true; readonly sanitize_replacement: '-' }
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

/** A Markdown file's body, typed as raw Markdown: no formatting buttons, no rich-text mode. */
function markdownBody(label: string, hint: string | undefined) {
  return { name: 'body', label, widget: 'markdown', hint, buttons: [], editor_components: [], modes: ['raw'] }
}

/** One page's words (owner/pages/): a YAML file's fields, or a Markdown page's front matter and its body. */
function pageWordsFile([file, page]: [string, PageWordsFile]) {
  const name = file.replace(/^owner\/pages\//, '').replace(/\.[a-z]+$/, '')
  const fields = fieldsOf(jsonSchemaOf(page.schema))
  return { name, label: page.label, file, fields: page.body ? [...fields, markdownBody('The text', page.bodyHint)] : fields }
}

/** Decap cannot rename a story's file once it exists: the form says so where the address is made. */
const storyTitleHint =
  'A new story’s title becomes its address (“Dental Office Cameras” → /case-studies/dental-office-cameras) when first published; ' +
  'changing it later does not move the page. For another job, start a new story instead of rewriting this one.'

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
    // A new story's address is its title in plain lower-case words ("Café Cameras" → cafe-cameras),
    // the only form the build accepts for a file name in owner/case-studies.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
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
        description:
          'Your own jobs, one story each. A new story’s address is made from its title when you first publish it; ' +
          'the address cannot be changed afterwards. So for a job of your own press “New Case studies” rather than ' +
          'rewriting a demo story (it would keep the demo’s address and drawing), then delete the demo stories.',
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
          ...fieldsOf(jsonSchemaOf(caseStudyFrontMatterSchema)).map((field) =>
            field.name === 'title' ? { ...field, hint: storyTitleHint } : field,
          ),
          markdownBody('The challenge', 'What the client faced, in paragraphs separated by a blank line.'),
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
      // Every page's words in owner/pages/, one form each (src/content/owner/pages/page-files.ts lists them).
      {
        name: 'pages',
        label: 'Page words',
        description:
          'What each page says, in your words. Names in braces such as {company} or {warranty} are filled in from your ' +
          'profile and offers; words in [square brackets] are said only when every name inside them is known.',
        editor: { preview: false },
        files: (Object.entries(pageWordsFiles) as [string, PageWordsFile][]).map(pageWordsFile),
      },
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
