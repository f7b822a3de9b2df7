/**
 * Recognises the demo company's own content in the owner's files, so a build for a real domain
 * can refuse to publish it (scripts/owner-profile-gate.ts). Each demo text is kept only as a
 * fingerprint (demo-fingerprints.ts): an item counts as the demo's while its words are the
 * demo's, whatever the case, spacing or punctuation, so the one way to keep it is to rewrite it.
 * Node-only, like read-owner-files.ts.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { findProfilePlaceholders, isPlaceholderDomain } from '../owner-profile-placeholders.ts'
import { chosenPhotos } from './chosen-photos.ts'
import { demoFingerprints } from './demo-fingerprints.ts'
import { locateField, ownerFiles, type OwnerContent } from './read-owner-files.ts'

/** One demo item still published, and where it is. */
export interface DemoItem {
  readonly file: string
  readonly line: number
  readonly column: number
  /** What it is, in the owner's words: "the demo's case study "…"". */
  readonly item: string
  readonly fix: string
}

/** Only the words count: "Marcus T." and "marcus t" are the same text. */
export function fingerprint(text: string | number): string {
  const words = String(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
  return createHash('sha256').update(words).digest('hex').slice(0, 16)
}

const quoted = (text: string, max = 60) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`

/** Every fingerprintable text of the owner's content, grouped as the demo check reads it. */
export function contentTexts(content: OwnerContent) {
  const { profile } = content
  return {
    caseStudies: content.caseStudies.map((study) => ({
      study,
      texts: [study.frontMatter.title, study.frontMatter.subtitle, study.frontMatter.description, study.frontMatter.metaDescription, ...study.challenge],
    })),
    reviews: content.reviews.map((review) => review.quote),
    team: content.team.map((member) => [member.name, member.bio]),
    foundedYear: profile.foundedYear,
    combinedExperienceYears: profile.combinedExperienceYears,
    serviceArea: {
      name: profile.serviceArea.name,
      shortName: profile.serviceArea.shortName,
      description: profile.serviceArea.description,
      states: profile.serviceArea.states.map((state) => ({ description: state.description, cities: state.cities.map((city) => city.name).join(', ') })),
    },
    offers: {
      'warranty.title': content.offers.warranty.title,
      'warranty.detail': content.offers.warranty.detail,
      'warranty.terms': content.offers.warranty.terms,
      'installTimes.title': content.offers.installTimes.title,
      'installTimes.detail': content.offers.installTimes.detail,
      'installTimes.homes': content.offers.installTimes.homes,
      'installTimes.businesses': content.offers.installTimes.businesses,
      'installTimes.answer': content.offers.installTimes.answer,
      'financing.title': content.offers.financing.title,
      'financing.detail': content.offers.financing.detail,
      'financing.terms': content.offers.financing.terms,
    } as Record<string, string>,
    about: content.about.story.paragraphs,
  }
}

const stemOf = (file: string) => file.replace(/\.[a-z]+$/i, '')

/**
 * The owner's photos, by the picture each replaces (its address without the extension), with the
 * photo's name for messages: a photo named after a picture (owner/photos/hero/slide-1.jpg replaces
 * /images/hero/slide-1.*), and a photo under any name chosen in an entry's `photo` field.
 */
export function ownerPhotosByPicture(root: string, content?: OwnerContent): Map<string, string> {
  const dir = resolve(root, 'owner/photos')
  const byPicture = new Map<string, string>()
  if (existsSync(dir)) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(jpe?g|png|webp)$/i.test(entry.name))
    for (const entry of files) {
      const stem = join(entry.parentPath, entry.name).slice(dir.length + 1).split('\\').join('/').replace(/\.[a-z]+$/i, '')
      byPicture.set(`/images/${stem}`, `owner/photos/${stem}`)
    }
  }
  for (const choice of content ? chosenPhotos(content, ownerFiles.pictures) : []) byPicture.set(stemOf(choice.picture), choice.photo)
  return byPicture
}

/** The pictures the owner's photos replace, as addresses without the extension. */
export function ownerPhotoStems(root: string, content?: OwnerContent): Set<string> {
  return new Set(ownerPhotosByPicture(root, content).keys())
}


/** The profile still names the demo company (its name or its address). */
function demoIdentity(content: OwnerContent): boolean {
  const identityFields = new Set(['displayName', 'legalName', 'address.street'])
  return findProfilePlaceholders(content.profile).some((placeholder) => identityFields.has(placeholder.field))
}

/** Every demo item the owner's files still publish, each with its file and line, in file order. */
export function findDemoContent(content: OwnerContent, root: string): DemoItem[] {
  const found: DemoItem[] = []
  const demo = demoFingerprints
  const is = (list: readonly string[], text: string | number) => list.includes(fingerprint(text))
  const add = (file: string, path: readonly (string | number)[], item: string, fix: string) =>
    found.push({ file, ...locateField(root, file, path), item, fix })
  const texts = contentTexts(content)
  const photos = ownerPhotosByPicture(root, content)

  for (const { study, texts: studyTexts } of texts.caseStudies) {
    if (studyTexts.some((text) => is(demo.caseStudies, text))) {
      add(study.file, ['title'], `the demo's case study ${quoted(study.frontMatter.title)}`, 'write up a project of your own in this file, or delete it')
    } else if (photos.has(stemOf(study.frontMatter.image.file)) && is(demo.pictureAlts, study.frontMatter.image.alt)) {
      add(study.file, ['image', 'alt'], `the drawing's description ${quoted(study.frontMatter.image.alt)} under your photo`, 'describe what your photo shows')
    }
  }
  content.reviews.forEach((review, index) => {
    if (is(demo.reviews, review.quote)) add(ownerFiles.reviews, ['reviews', index], `the demo's review by ${review.name}, ${review.town}`, 'quote a real customer of yours, or remove the entry')
  })
  // The demo's reviews page is at a domain kept for examples (RFC 2606): a link that leads nowhere.
  const sourceUrl = content.reviewsSource?.url
  if (sourceUrl && isPlaceholderDomain(new URL(sourceUrl).hostname)) {
    add(ownerFiles.reviews, ['source', 'url'], `the example reviews page ${sourceUrl}`, 'give the address of your own reviews page, or remove the source')
  }
  content.team.forEach((member, index) => {
    if (is(demo.team, member.name) || is(demo.team, member.bio)) add(ownerFiles.team, ['members', index], `the demo's team member ${member.name}`, 'list the people of your business, or remove the entry')
  })
  // A year or a count is not the demo's by itself: a real installer may have been founded in 2003.
  // It is the demo's claim while the demo company still tells it, or the demo's own story does.
  const demoTellsFigures = demoIdentity(content) || texts.about.some((paragraph) => is(demo.about, paragraph))
  if (demoTellsFigures && is(demo.foundedYear, texts.foundedYear)) add(ownerFiles.profile, ['foundedYear'], `the demo's founding year ${texts.foundedYear}`, 'give the year your business was founded')
  if (demoTellsFigures && is(demo.combinedExperienceYears, texts.combinedExperienceYears)) {
    add(ownerFiles.profile, ['combinedExperienceYears'], `the demo's ${texts.combinedExperienceYears} years of combined experience`, 'give your staff’s own combined years')
  }
  for (const field of ['name', 'shortName', 'description'] as const) {
    if (is(demo.serviceArea, texts.serviceArea[field])) add(ownerFiles.profile, ['serviceArea', field], `the demo's service area ${quoted(texts.serviceArea[field])}`, 'describe the area you serve')
  }
  texts.serviceArea.states.forEach((state, index) => {
    if (is(demo.serviceArea, state.description)) add(ownerFiles.profile, ['serviceArea', 'states', index, 'description'], `the demo's service area ${quoted(state.description)}`, 'describe the communities you cover there')
    if (is(demo.serviceArea, state.cities)) add(ownerFiles.profile, ['serviceArea', 'states', index, 'cities'], `the demo's cities ${quoted(state.cities)}`, 'list the towns you serve')
  })
  for (const [field, text] of Object.entries(texts.offers)) {
    if (is(demo.offers, text)) add(ownerFiles.offers, field.split('.'), `the demo's offer ${quoted(text)}`, 'state your own terms')
  }
  texts.about.forEach((paragraph, index) => {
    if (is(demo.about, paragraph)) add(ownerFiles.about, ['story', 'paragraphs', index], `the demo's story ${quoted(paragraph)}`, 'tell your own story')
  })
  content.pictures.forEach((picture, index) => {
    if (photos.has(stemOf(picture.file)) && is(demo.pictureAlts, picture.alt)) {
      add(ownerFiles.pictures, ['pictures', index, 'alt'], `the drawing's description ${quoted(picture.alt)} under your photo ${photos.get(stemOf(picture.file))}`, 'describe what your photo shows')
    }
  })
  return found
}

/** The message a build for a real domain fails with while demo content remains. */
export function describeDemoContent(items: readonly DemoItem[]): string {
  return (
    `The site still publishes the demo company's content. Replace each of these with your own before publishing (docs/make-it-yours.md):\n` +
    items.map((item) => `  ${item.file}:${item.line}:${item.column}: ${item.item}: ${item.fix}`).join('\n')
  )
}

/** The fingerprints of a content set, for writing demo-fingerprints.ts from the demo's own files. */
export function fingerprintsOf(content: OwnerContent): Record<keyof typeof demoFingerprints, string[]> {
  const texts = contentTexts(content)
  const unique = (values: readonly (string | number)[]) => [...new Set(values.map(fingerprint))].sort()
  return {
    caseStudies: unique(texts.caseStudies.flatMap((entry) => entry.texts)),
    reviews: unique(texts.reviews),
    team: unique(texts.team.flat()),
    foundedYear: unique([texts.foundedYear]),
    combinedExperienceYears: unique([texts.combinedExperienceYears]),
    serviceArea: unique([texts.serviceArea.name, texts.serviceArea.shortName, texts.serviceArea.description, ...texts.serviceArea.states.flatMap((state) => [state.description, state.cities])]),
    offers: unique(Object.values(texts.offers)),
    about: unique(texts.about),
    pictureAlts: unique([...content.pictures.map((picture) => picture.alt), ...content.caseStudies.map((study) => study.frontMatter.image.alt)]),
  }
}

