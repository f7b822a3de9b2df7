import { describe, expect, it } from 'vitest'
import { ownerEditorConfig, type DecapField } from '../../../scripts/launch/edit-config'
import { serviceNames } from '../../../src/content/owner/owner-content-schema'
import { pageWordsFiles, type PageWordsFile } from '../../../src/content/owner/pages/page-files'

const config = ownerEditorConfig('http://localhost:8080/api/v1')

interface Collection {
  readonly name: string
  readonly description?: string
  readonly slug?: string
  readonly identifier_field?: string
  readonly folder?: string
  readonly fields?: readonly DecapField[]
  readonly files?: readonly { readonly file: string; readonly fields: readonly DecapField[] }[]
}

const collections = config.collections as readonly Collection[]

function fieldsOf(name: string): readonly DecapField[] {
  const collection = collections.find((candidate) => candidate.name === name)
  return collection?.fields ?? collection?.files?.[0]?.fields ?? []
}

function field(fields: readonly DecapField[] | undefined, name: string): DecapField | undefined {
  return fields?.find((candidate) => candidate.name === name)
}

describe('the browser editor’s configuration, generated from the build’s schemas', () => {
  it('edits every owner file the build reads, where the build reads it', () => {
    const places = collections.flatMap((collection) =>
      collection.folder ? [collection.folder] : (collection.files ?? []).map((entry) => entry.file),
    )
    expect(places).toEqual([
      'owner/profile.json',
      'owner/reviews.yaml',
      'owner/case-studies',
      'owner/team.yaml',
      'owner/offers.yaml',
      'owner/services.yaml',
      'owner/about.yaml',
      'owner/pages/home.yaml',
      'owner/pages/services-overview.yaml',
      'owner/pages/all-services.yaml',
      'owner/pages/about-page.yaml',
      'owner/pages/not-found.yaml',
      'owner/pages/locations.yaml',
      'owner/pages/city-pages.yaml',
      'owner/pages/case-studies.yaml',
      'owner/pages/security-insights.md',
      'owner/pages/legal.yaml',
      'owner/pages/service-security-camera-installation.yaml',
      'owner/pages/service-cctv-monitoring-systems.yaml',
      'owner/pages/service-wireless-security-cameras.yaml',
      'owner/pages/service-video-doorbells.yaml',
      'owner/pages/service-access-control.yaml',
      'owner/pages/service-ai-enhanced-security.yaml',
      'owner/pages/products.yaml',
      'owner/pages/solutions.yaml',
      'owner/pictures.yaml',
    ])
    // Every file of the site's words the build validates has its form.
    for (const file of Object.keys(pageWordsFiles)) expect(places).toContain(file)
  })

  it('edits the site’s words with their lists of entries and the offer each depends on', () => {
    const pages = collections.find((collection) => collection.name === 'pages')
    const home = pages?.files?.find((entry) => entry.file === 'owner/pages/home.yaml')?.fields
    expect(field(field(home, 'hero')?.fields, 'typingWords')).toMatchObject({ widget: 'list', label: 'Typing words' })
    const faq = pages?.files?.find((entry) => entry.file === 'owner/pages/services-overview.yaml')?.fields
    const items = field(field(faq, 'faq')?.fields, 'items')
    expect(items).toMatchObject({ widget: 'list', summary: '{{fields.question}} · {{fields.answer | truncate(60)}}' })
    expect(field(items?.fields, 'onlyWith')).toMatchObject({
      widget: 'select',
      required: false,
      options: ['warranty', 'installTimes', 'financing', 'partners'],
    })
  })

  it('edits every page’s words in owner/pages/, a Markdown page with its body', () => {
    const pages = collections.find((collection) => collection.name === 'pages')?.files ?? []
    expect(pages.map((file) => file.file)).toEqual(expect.arrayContaining(Object.keys(pageWordsFiles)))
    for (const [file, page] of Object.entries(pageWordsFiles as Record<string, PageWordsFile>)) {
      const names = pages.find((entry) => entry.file === file)?.fields?.map((field) => field.name) ?? []
      expect(names, file).toEqual(expect.arrayContaining(page.body ? ['body'] : []))
      expect(names.length, file).toBeGreaterThan(1)
    }
  })

  it('offers the six services as the only choices for a review, and whole stars from 1 to 5', () => {
    const review = field(fieldsOf('reviews'), 'reviews')?.fields
    expect(field(review, 'service')).toMatchObject({ widget: 'select', options: [...serviceNames], required: true })
    expect(field(review, 'rating')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 })
  })

  it('checks patterns with the build’s own words, as the owner types', () => {
    expect(field(fieldsOf('profile'), 'phone')?.pattern).toEqual([
      '^\\(\\d{3}\\) \\d{3}-\\d{4}$',
      'must be a US number written like (704) 555-0143',
    ])
    const review = field(fieldsOf('reviews'), 'reviews')?.fields
    expect(field(review, 'town')?.pattern?.[1]).toBe('must be the town and state code, e.g. "Gastonia, NC"')
  })

  it('keeps a case study’s fixed counts and optional parts as the schema has them, and its story as Markdown', () => {
    const study = fieldsOf('case-studies')
    // Zero to four figures: a study without measured figures has none to invent.
    expect(field(study, 'stats')).toMatchObject({ widget: 'list', max: 4 })
    expect(field(study, 'stats')?.min).toBeUndefined()
    expect(field(study, 'installed')).toMatchObject({ widget: 'list', min: 3, max: 3 })
    expect(field(study, 'followUp')?.required).toBe(false)
    expect(field(study, 'title')?.required).toBe(true)
    expect(study.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' })
  })

  it('leaves the files’ $schema line out of the forms', () => {
    expect(fieldsOf('reviews').map((candidate) => candidate.name)).toEqual(['reviews', 'source'])
  })

  it('shows each folded list entry by its own words, never a code or a list in brackets', () => {
    const textWidgets = new Set(['string', 'text', 'select'])
    const lists: string[] = []
    const walk = (fields: readonly DecapField[] | undefined, path: string): void => {
      for (const candidate of fields ?? []) {
        const here = `${path}.${candidate.name}`
        if (candidate.widget === 'list') {
          lists.push(here)
          const items = candidate.fields ?? (candidate.field ? [candidate.field] : [])
          const named = [...(candidate.summary ?? '').matchAll(/\{\{fields\.([\w-]+)/g)].map((match) => match[1])
          // Each summary names at least one of the entry's text fields, and only fields it has.
          expect(named.length, `${here} has no summary`).toBeGreaterThan(0)
          expect(
            named.every((name) => items.some((item) => item.name === name)),
            `${here}: ${candidate.summary}`,
          ).toBe(true)
          expect(
            named.some((name) => textWidgets.has(items.find((item) => item.name === name)?.widget ?? '')),
            `${here}: ${candidate.summary}`,
          ).toBe(true)
          // Led by a field every entry has, so no folded entry reads blank.
          expect(items.find((item) => item.name === named[0])?.required, here).not.toBe(false)
          // A bare code is not what an owner knows an entry by ("NC", "marcus-gastonia"), unless it is all an entry must have.
          const code = /^(id|abbr|stateAbbr|slug)$/
          const wordsRequired = items.some((item) => textWidgets.has(item.widget) && item.required !== false && !code.test(item.name))
          if (wordsRequired) expect(named[0], here).not.toMatch(code)
        }
        walk(candidate.fields, here)
        if (candidate.field) walk([candidate.field], here)
      }
    }
    for (const collection of collections) walk(collection.fields ?? collection.files?.[0]?.fields, collection.name)
    expect(lists.length).toBeGreaterThan(10)
    const profile = fieldsOf('profile')
    expect(field(profile, 'openingHours')?.summary).not.toContain('{{fields.days}}')
    expect(field(field(fieldsOf('reviews'), 'reviews')?.fields, 'quote')).toBeDefined()
    expect(field(fieldsOf('reviews'), 'reviews')?.summary).toContain('{{fields.quote')
  })

  it('counts list entries in words that agree with the number: "1 license", "3 licenses", "1 social profile"', () => {
    const profile = fieldsOf('profile')
    expect(field(profile, 'licenses')).toMatchObject({ label: 'Licenses', label_singular: 'License' })
    expect(field(profile, 'social')).toMatchObject({ label: 'Social profiles', label_singular: 'Social profile' })
    const states = field(field(profile, 'serviceArea')?.fields, 'states')
    expect(states).toMatchObject({ label: 'States', label_singular: 'State' })
    expect(field(states?.fields, 'cities')).toMatchObject({ label: 'Cities', label_singular: 'City' })
    expect(field(fieldsOf('reviews'), 'reviews')).toMatchObject({ label: 'Reviews', label_singular: 'Review' })
    const walk = (fields: readonly DecapField[] | undefined): void => {
      for (const candidate of fields ?? []) {
        if (candidate.widget === 'list') {
          expect(candidate.label_singular, candidate.name).toBeTruthy()
          // Decap writes "1 <singular>": a plural label needs a singular of its own.
          if (/[^s]s$/.test(candidate.label)) expect(candidate.label_singular, candidate.name).not.toBe(candidate.label)
        }
        walk(candidate.fields)
      }
    }
    for (const collection of collections) walk(collection.fields ?? collection.files?.[0]?.fields)
  })

  it('says on the states list that removing a state takes its cities with it, in one click', () => {
    const states = field(field(fieldsOf('profile'), 'serviceArea')?.fields, 'states')
    expect(states?.hint).toMatch(/removes the state with all its cities, in one click/)
    // The cities live inside their state, so removing the state's entry is that one click.
    expect(field(states?.fields, 'cities')?.widget).toBe('list')
  })

  it('makes a new story’s address from its title, and tells the owner to start a new story for a job of their own', () => {
    const studies = collections.find((candidate) => candidate.name === 'case-studies')
    expect(studies).toMatchObject({ slug: '{{slug}}', identifier_field: 'title', create: true, delete: true })
    // Only plain lower-case words joined by hyphens pass the build's check of a story's file name.
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' })
    expect(studies?.description).toMatch(/New Case studies/)
    expect(studies?.description).toMatch(/rather than rewriting a demo story/)
    expect(field(fieldsOf('case-studies'), 'title')?.hint).toMatch(/becomes its address/)
    expect(field(fieldsOf('case-studies'), 'title')?.hint).toMatch(/start a new story/)
  })
})
