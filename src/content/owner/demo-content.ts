/**
 * Recognises the demo company's own content in the owner's files, so a build for a real domain
 * can refuse to publish it (scripts/build/owner-profile-gate.ts). Each demo text is kept only as a
 * fingerprint (demo-fingerprints.ts): an item counts as the demo's while its words are the
 * demo's, whatever the case, spacing or punctuation, so the one way to keep it is to rewrite it.
 * Node-only, like read-owner-files.ts.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { findProfilePlaceholders, isPlaceholderDomain } from '../owner-profile-placeholders.ts'
import { chosenPhotos } from './chosen-photos.ts'
import { demoFingerprints } from './demo-fingerprints.ts'
import { locateField, ownerFiles, type OwnerContent } from './read-owner-files.ts'
import { pageSentences, pageWordsDefault, pageWordsFiles } from './pages/page-files.ts'
import { isBuiltInServiceSlug } from '../built-in-services.ts'

/** One demo item still published, and where it is. */
export interface DemoItem {
  readonly file: string
  readonly line: number
  readonly column: number
  /** What it is, in the owner's words: "the demo's case study "…"". */
  readonly item: string
  readonly fix: string
  /** The whole file is the item (a page file the owner lacks): it has no line to name. */
  readonly wholeFile?: boolean
}

/** Where an item is, as the owner's editor finds it: `file:line:column`, or the file alone for a file as a whole. */
export function placeOf(item: DemoItem, column = true): string {
  if (item.wholeFile) return item.file
  return column ? `${item.file}:${item.line}:${item.column}` : `${item.file}:${item.line}`
}

/** One item as the publish check and npm start list it. */
export function describeDemoItem(item: DemoItem, column = true): string {
  return item.wholeFile ? `${item.file} ${item.item}` : `${placeOf(item, column)}: ${item.item}`
}

/** Only the words count: "Marcus T." and "marcus t" are the same text. */
export function fingerprint(text: string | number): string {
  const words = String(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  return createHash('sha256').update(words).digest('hex').slice(0, 16)
}

const quoted = (text: string, max = 60) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`

/** Every fingerprintable text of the owner's content, grouped as the demo check reads it. */
export function contentTexts(content: OwnerContent) {
  const { profile } = content
  return {
    caseStudies: content.caseStudies.map((study) => ({
      study,
      texts: [
        study.frontMatter.title,
        study.frontMatter.subtitle,
        study.frontMatter.description,
        study.frontMatter.metaDescription,
        ...study.challenge,
      ],
    })),
    reviews: content.reviews.map((review) => review.quote),
    team: content.team.map((member) => [member.name, member.bio]),
    foundedYear: profile.foundedYear,
    combinedExperienceYears: profile.combinedExperienceYears,
    serviceArea: {
      name: profile.serviceArea.name,
      shortName: profile.serviceArea.shortName,
      description: profile.serviceArea.description,
      inSentences: profile.serviceArea.inSentences,
      states: profile.serviceArea.states.map((state) => ({
        description: state.description,
        cities: state.cities.map((city) => city.name).join(', '),
      })),
    },
    offers: offerTexts(content.offers),
    about: content.about.story.paragraphs,
    /** Who the owner's clients are and their own product line (owner/about.yaml), by field. */
    aboutClaims: aboutClaimTexts(content.about),
    policiesUpdated: profile.policiesUpdated,
    /** The sentences of the site's words in the owner's own owner/pages files (a file they lack shows the project's words). */
    pageWords: content.ownPages.flatMap((file) => pageSentences(file, content.pages[file]).map((sentence) => ({ file, ...sentence }))),
  }
}

/** Where a page's sentence is: a front-matter or YAML field by its path, a Markdown body's sentence by its words. */
function locatePageSentence(
  root: string,
  sentence: { readonly file: string; readonly path: readonly (string | number)[]; readonly text: string },
): { line: number; column: number } {
  if (sentence.path[0] !== 'body' || !sentence.file.endsWith('.md')) return locateField(root, sentence.file, sentence.path)
  const lines = readFileSync(resolve(root, sentence.file), 'utf8').split('\n')
  const start = sentence.text.slice(0, 40)
  const index = lines.findIndex((line) => line.includes(start))
  return { line: index + 1 || 1, column: Math.max(1, (lines[index]?.indexOf(start) ?? 0) + 1) }
}

/** Every offer the owner makes, by its field path, leaving out the offers they do not make. */
function offerTexts(offers: OwnerContent['offers']): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const [section, fields] of Object.entries(offers)) {
    if (!fields || typeof fields !== 'object') continue
    for (const [field, value] of Object.entries(fields)) if (typeof value === 'string') texts[`${section}.${field}`] = value
  }
  return texts
}

function aboutClaimTexts(about: OwnerContent['about']): Record<string, string> {
  const texts: Record<string, string> = {}
  if (about.clients?.length) texts.clients = about.clients.join(', ')
  const line = about.productLine
  if (line) {
    texts['productLine.name'] = line.name
    texts['productLine.eyebrow'] = line.eyebrow
    if (line.badge) texts['productLine.badge'] = line.badge
    texts['productLine.description'] = line.description
    line.features.forEach((feature, index) => (texts[`productLine.features.${index}`] = feature))
    texts['productLine.alt'] = line.alt
  }
  return texts
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
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && /\.(jpe?g|png|webp)$/i.test(entry.name),
    )
    for (const entry of files) {
      const stem = join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/')
        .replace(/\.[a-z]+$/i, '')
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
      add(
        study.file,
        ['title'],
        `the demo's case study ${quoted(study.frontMatter.title)}`,
        'write up a project of your own in this file, or delete it',
      )
    } else if (photos.has(stemOf(study.frontMatter.image.file)) && is(demo.pictureAlts, study.frontMatter.image.alt)) {
      add(
        study.file,
        ['image', 'alt'],
        `the drawing's description ${quoted(study.frontMatter.image.alt)} under your photo`,
        'describe what your photo shows',
      )
    }
  }
  content.reviews.forEach((review, index) => {
    if (is(demo.reviews, review.quote))
      add(
        ownerFiles.reviews,
        ['reviews', index],
        `the demo's review by ${review.name}, ${review.town}`,
        'quote a real customer of yours, or remove the entry',
      )
  })
  // The demo's reviews page is at a domain kept for examples (RFC 2606): a link that leads nowhere.
  const sourceUrl = content.reviewsSource?.url
  if (sourceUrl && isPlaceholderDomain(new URL(sourceUrl).hostname)) {
    add(
      ownerFiles.reviews,
      ['source', 'url'],
      `the example reviews page ${sourceUrl}`,
      'give the address of your own reviews page, or remove the source',
    )
  }
  content.team.forEach((member, index) => {
    if (is(demo.team, member.name) || is(demo.team, member.bio))
      add(
        ownerFiles.team,
        ['members', index],
        `the demo's team member ${member.name}`,
        'list the people of your business, or remove the entry',
      )
  })
  // A year or a count is not the demo's by itself: a real installer may have been founded in 2003.
  // It is the demo's claim while the demo company still tells it, or the demo's own story does.
  const demoTellsFigures = demoIdentity(content) || texts.about.some((paragraph) => is(demo.about, paragraph))
  if (demoTellsFigures && is(demo.foundedYear, texts.foundedYear))
    add(ownerFiles.profile, ['foundedYear'], `the demo's founding year ${texts.foundedYear}`, 'give the year your business was founded')
  if (demoTellsFigures && is(demo.combinedExperienceYears, texts.combinedExperienceYears)) {
    add(
      ownerFiles.profile,
      ['combinedExperienceYears'],
      `the demo's ${texts.combinedExperienceYears} years of combined experience`,
      'give your staff’s own combined years',
    )
  }
  for (const field of ['name', 'shortName', 'description', 'inSentences'] as const) {
    const text = texts.serviceArea[field]
    if (text !== undefined && is(demo.serviceArea, text))
      add(
        ownerFiles.profile,
        ['serviceArea', field],
        `the demo's service area ${quoted(text)}`,
        'describe the area you serve in your words',
      )
  }
  texts.serviceArea.states.forEach((state, index) => {
    if (is(demo.serviceArea, state.description))
      add(
        ownerFiles.profile,
        ['serviceArea', 'states', index, 'description'],
        `the demo's service area ${quoted(state.description)}`,
        'describe the communities you cover there',
      )
    if (is(demo.serviceArea, state.cities))
      add(
        ownerFiles.profile,
        ['serviceArea', 'states', index, 'cities'],
        `the demo's cities ${quoted(state.cities)}`,
        'list the towns you serve',
      )
  })
  for (const [field, text] of Object.entries(texts.offers)) {
    if (is(demo.offers, text)) add(ownerFiles.offers, field.split('.'), `the demo's offer ${quoted(text)}`, 'state your own terms')
  }
  texts.about.forEach((paragraph, index) => {
    if (is(demo.about, paragraph))
      add(ownerFiles.about, ['story', 'paragraphs', index], `the demo's story ${quoted(paragraph)}`, 'tell your own story')
  })
  for (const [field, text] of Object.entries(texts.aboutClaims)) {
    const what = field === 'clients' ? `the demo's client types ${quoted(text)}` : `the demo's own product line: ${quoted(text)}`
    const fix =
      field === 'clients'
        ? 'name the kinds of client you have worked for, or delete "clients"'
        : 'describe a line you sell under your own name, or delete "productLine"'
    if (is(demo.aboutClaims, text))
      add(
        ownerFiles.about,
        field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        what,
        fix,
      )
  }
  if (texts.policiesUpdated !== undefined && is(demo.policiesUpdated, texts.policiesUpdated)) {
    add(
      ownerFiles.profile,
      ['policiesUpdated'],
      `the demo's date ${texts.policiesUpdated} as your privacy policy's and terms' "Last updated"`,
      'give the day you last read and agreed with them, or delete the line',
    )
  }
  // The site's words (owner/pages/): the demo's sentences read as the owner's own claims.
  for (const sentence of texts.pageWords) {
    if (is(demo.pageWords, sentence.text))
      found.push({
        file: sentence.file,
        ...locatePageSentence(root, sentence),
        item: `the demo's words ${quoted(sentence.text)}`,
        fix: 'say it in your own words, true of your business',
      })
  }
  // A page file the owner lacks shows the demo's words for its page (decision 0042).
  for (const file of missingPageFiles(content)) {
    found.push({
      file,
      line: 1,
      column: 1,
      wholeFile: true,
      item: 'is missing: the demo’s words for this page would be published as yours',
      fix: `copy ${pageWordsDefault(file)} to ${file} and rewrite its words for your business, in the file or in npm run edit (Page words)`,
    })
  }
  content.pictures.forEach((picture, index) => {
    if (photos.has(stemOf(picture.file)) && is(demo.pictureAlts, picture.alt)) {
      add(
        ownerFiles.pictures,
        ['pictures', index, 'alt'],
        `the drawing's description ${quoted(picture.alt)} under your photo ${photos.get(stemOf(picture.file))}`,
        'describe what your photo shows',
      )
    }
  })
  found.push(...findDemoClaimsInCode(root))
  return found
}

/**
 * The page files (owner/pages/) the owner's owner/ lacks, of pages the site shows: the page of a
 * built-in service the owner does not offer is not published, nor the case studies' page without
 * a story, so their files are not needed.
 */
export function missingPageFiles(content: OwnerContent): string[] {
  const offered = content.services ? new Set(content.services.map((service) => service.slug)) : undefined
  const shown = (file: string) => {
    const service = /^owner\/pages\/service-(.+)\.yaml$/.exec(file)?.[1]
    if (service && isBuiltInServiceSlug(service)) return offered?.has(service) ?? true
    if (file === 'owner/pages/case-studies.yaml') return content.caseStudies.length > 0
    return true
  }
  return Object.keys(pageWordsFiles).filter((file) => !content.ownPages.includes(file) && shown(file))
}

/**
 * Claims the demo typed into the site's code rather than into owner/: promises, its own product
 * line, its client types, nationwide partners and its area in any wording. Wherever one still
 * stands in a content module, the owner's site would publish it as theirs, so each is named with
 * its file and line. Comments are not published and are not read.
 */
export const demoClaimsInCode: readonly { readonly phrase: string; readonly claim: string; readonly fix: string }[] = [
  {
    phrase: 'in a single day',
    claim: 'an install time typed in the code',
    fix: 'say install times in owner/offers.yaml (installTimes) only',
  },
  {
    phrase: 'one to three days',
    claim: 'an install time typed in the code',
    fix: 'say install times in owner/offers.yaml (installTimes) only',
  },
  {
    phrase: 'across three states',
    claim: "the demo's three states typed in the code",
    fix: 'name the area from owner/profile.json (serviceArea) instead',
  },
  {
    phrase: 'repair or replace',
    claim: 'a warranty promise typed in the code',
    fix: 'say what your warranty does in owner/offers.yaml (warranty.remedy) only',
  },
  {
    phrase: 'own premium camera line',
    claim: "the demo's own product line typed in the code",
    fix: 'describe a line of your own in owner/about.yaml (productLine), or none',
  },
  {
    phrase: 'new product line',
    claim: "the demo's own product line typed in the code",
    fix: 'describe a line of your own in owner/about.yaml (productLine), or none',
  },
  {
    phrase: 'city governments, schools, hospitals, manufacturers',
    claim: "the demo's client types typed in the code",
    fix: 'name your clients in owner/about.yaml (clients), or none',
  },
  {
    phrase: 'partner providers nationwide',
    claim: 'nationwide partners typed in the code',
    fix: "name your partners' reach in owner/offers.yaml (partners.reach), or none",
  },
  {
    phrase: 'wherever you are in the country',
    claim: 'nationwide partners typed in the code',
    fix: "name your partners' reach in owner/offers.yaml (partners.reach), or none",
  },
  {
    phrase: 'customers nationwide',
    claim: 'nationwide partners typed in the code',
    fix: "name your partners' reach in owner/offers.yaml (partners.reach), or none",
  },
  {
    phrase: 'North Carolina',
    claim: "the demo's area typed in the code",
    fix: 'name the area from owner/profile.json (serviceArea) instead',
  },
  {
    phrase: 'South Carolina',
    claim: "the demo's area typed in the code",
    fix: 'name the area from owner/profile.json (serviceArea) instead',
  },
  {
    phrase: 'North Georgia',
    claim: "the demo's area typed in the code",
    fix: 'name the area from owner/profile.json (serviceArea) instead',
  },
  {
    phrase: 'the Carolinas',
    claim: "the demo's area typed in the code",
    fix: 'name the area from owner/profile.json (serviceArea) instead',
  },
]

/** Where the site's words are typed: every module under src/ but the owner-file machinery and the list of US states. */
function codeFiles(root: string): string[] {
  const dir = resolve(root, 'src')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter(
      (file) =>
        !file.startsWith('src/content/owner/') && file !== 'src/content/owner-profile-schema.ts' && file !== 'src/content/us-states.ts',
    )
    .sort()
}

/** The code with its comments blanked out, newlines kept so that offsets still give the line. */
function withoutComments(code: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  return code
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (whole, before: string) => before + blank(whole.slice(before.length)))
}

/** A phrase as it may be typed across joined string pieces ('… in a single ' + 'day'). */
function phrasePattern(phrase: string): RegExp {
  const join = String.raw`(?:\s|['"\x60]\s*\+\s*['"\x60])+`
  const words = phrase.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(words.join(join), 'gi')
}

/** Each demo claim still typed in the site's code, with its file and line, in file order. */
export function findDemoClaimsInCode(root: string): DemoItem[] {
  const found: DemoItem[] = []
  for (const file of codeFiles(root)) {
    const code = withoutComments(readFileSync(resolve(root, file), 'utf8'))
    const hits: { offset: number; phrase: string; claim: string; fix: string }[] = []
    for (const claim of demoClaimsInCode)
      for (const match of code.matchAll(phrasePattern(claim.phrase))) hits.push({ offset: match.index, ...claim })
    for (const hit of hits.sort((a, b) => a.offset - b.offset)) {
      const before = code.slice(0, hit.offset)
      const line = before.split('\n').length
      found.push({
        file,
        line,
        column: hit.offset - before.lastIndexOf('\n'),
        item: `${hit.claim}: "${hit.phrase}"`,
        fix: `rewrite this sentence: ${hit.fix}`,
      })
    }
  }
  return found
}

/** The message a build for a real domain fails with while demo content remains. */
export function describeDemoContent(items: readonly DemoItem[]): string {
  return (
    `The site still publishes the demo company's content. Replace each of these with your own before publishing (docs/make-it-yours.md):\n` +
    items.map((item) => `  ${describeDemoItem(item)}: ${item.fix}`).join('\n')
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
    serviceArea: unique([
      texts.serviceArea.name,
      texts.serviceArea.shortName,
      texts.serviceArea.description,
      ...(texts.serviceArea.inSentences ? [texts.serviceArea.inSentences] : []),
      ...texts.serviceArea.states.flatMap((state) => [state.description, state.cities]),
    ]),
    offers: unique(Object.values(texts.offers)),
    about: unique(texts.about),
    aboutClaims: unique(Object.values(texts.aboutClaims)),
    policiesUpdated: unique(texts.policiesUpdated ? [texts.policiesUpdated] : []),
    pageWords: unique(texts.pageWords.map((sentence) => sentence.text)),
    pictureAlts: unique([
      ...content.pictures.map((picture) => picture.alt),
      ...content.caseStudies.map((study) => study.frontMatter.image.alt),
    ]),
  }
}
