import { describe, expect, it } from 'vitest'
import { ownerEditorConfig, type DecapField } from '../../../scripts/edit-config'
import { serviceNames } from '../../../src/content/owner/owner-content-schema'

const config = ownerEditorConfig('http://localhost:8080/api/v1')

interface Collection {
  readonly name: string
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
    const places = collections.map((collection) => collection.folder ?? collection.files?.[0]?.file)
    expect(places).toEqual(['owner/profile.json', 'owner/reviews.yaml', 'owner/case-studies', 'owner/team.yaml', 'owner/offers.yaml', 'owner/about.yaml', 'owner/pictures.yaml'])
  })

  it('offers the six services as the only choices for a review, and whole stars from 1 to 5', () => {
    const review = field(fieldsOf('reviews'), 'reviews')?.fields
    expect(field(review, 'service')).toMatchObject({ widget: 'select', options: [...serviceNames], required: true })
    expect(field(review, 'rating')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 })
  })

  it('checks patterns with the build’s own words, as the owner types', () => {
    expect(field(fieldsOf('profile'), 'phone')?.pattern).toEqual(['^\\(\\d{3}\\) \\d{3}-\\d{4}$', 'must be a US number written like (704) 555-0143'])
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
    expect(fieldsOf('reviews').map((candidate) => candidate.name)).toEqual(['reviews'])
  })
})
