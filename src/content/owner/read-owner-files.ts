/**
 * Reads and validates every file in owner/ at once, for the build (vite.config.ts, the owner
 * content plugin), the relay and the publish check. Node-only: the browser gets the validated data
 * as modules the build writes, never this file or a YAML parser.
 *
 * Every problem in every file is collected before anything is reported, each as
 * `owner/<file>:<line>:<column>: <message>`, so an owner fixes them in one pass.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import type { z } from 'zod'
import { ownerProfileSchema, type OwnerProfile } from '../owner-profile-schema.ts'
import { chosenPhotos } from './chosen-photos.ts'
import { findJsonSyntaxError } from './json-syntax.ts'
import {
  aboutFileSchema,
  caseStudyBodySchema,
  caseStudyFrontMatterSchema,
  offersFileSchema,
  picturesFileSchema,
  reviewsFileSchema,
  serviceNames,
  teamFileSchema,
  type OwnerCaseStudy,
  type OwnerAbout,
  type OwnerOffers,
  type PictureText,
  type Review,
  type ReviewsSource,
  type TeamMember,
} from './owner-content-schema.ts'
import { servicesFileSchema, type OwnerService } from './owner-services-schema.ts'
import { builtInServiceSlugs } from '../built-in-services.ts'
import { pageWordsDefault, pageWordsFiles, type PageWordsFile } from './pages/page-files.ts'

export const ownerFiles = {
  profile: 'owner/profile.json',
  reviews: 'owner/reviews.yaml',
  team: 'owner/team.yaml',
  offers: 'owner/offers.yaml',
  pictures: 'owner/pictures.yaml',
  about: 'owner/about.yaml',
  services: 'owner/services.yaml',
  caseStudies: 'owner/case-studies',
} as const

/** One thing to fix, where it is. Lines and columns count from 1, as editors show them. */
export interface OwnerFileProblem {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly message: string
}

export type { OwnerCaseStudy }

export interface OwnerContent {
  readonly profile: OwnerProfile
  readonly reviews: readonly Review[]
  /** Where every review can be read (owner/reviews.yaml `source`). */
  readonly reviewsSource?: ReviewsSource
  readonly team: readonly TeamMember[]
  readonly offers: OwnerOffers
  readonly pictures: readonly PictureText[]
  readonly about: OwnerAbout
  /** owner/services.yaml in its order, or undefined without the file: the six built-in services. */
  readonly services?: readonly OwnerService[]
  /** In listing order. */
  readonly caseStudies: readonly OwnerCaseStudy[]
  /**
   * The site's words (owner/pages/*.yaml, validated, without "$schema"), by file. A file the
   * owner's owner/ lacks is read from the demo's words the project keeps (pages/page-files.ts).
   */
  readonly pages: Readonly<Record<string, unknown>>
  /** The page files the owner's owner/ has: the publish check reads only those. */
  readonly ownPages: readonly string[]
}

export class OwnerFilesError extends Error {
  override readonly name = 'OwnerFilesError'
  constructor(readonly problems: readonly OwnerFileProblem[]) {
    super(describeOwnerFileProblems(problems))
  }
}

/** The message the build and the relay print: every problem, and where. */
export function describeOwnerFileProblems(problems: readonly OwnerFileProblem[]): string {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`
  return (
    `The owner's files have ${count} to fix (docs/make-it-yours.md):\n` +
    problems.map((problem) => `  ${problem.file}:${problem.line}:${problem.column}: ${problem.message}`).join('\n')
  )
}

/** Reads everything under `root`/owner, or throws one OwnerFilesError naming every problem. */
export function readOwnerContent(root: string = process.cwd()): OwnerContent {
  const { content, problems } = checkOwnerContent(root)
  if (!content || problems.length > 0) throw new OwnerFilesError(problems)
  return content
}

/** Like readOwnerContent, but returns the problems instead of throwing. */
export function checkOwnerContent(root: string = process.cwd()): { content?: OwnerContent; problems: OwnerFileProblem[] } {
  const problems: OwnerFileProblem[] = []
  const profile = readStructuredFile(root, ownerFiles.profile, ownerProfileSchema, problems, 'json')
  const reviews = readStructuredFile(root, ownerFiles.reviews, reviewsFileSchema, problems)
  const team = readStructuredFile(root, ownerFiles.team, teamFileSchema, problems)
  const offers = readStructuredFile(root, ownerFiles.offers, offersFileSchema, problems)
  const pictures = readStructuredFile(root, ownerFiles.pictures, picturesFileSchema, problems)
  const about = readStructuredFile(root, ownerFiles.about, aboutFileSchema, problems)
  // Optional, unlike the others: without it the site offers the six built-in services.
  const services = existsSync(resolve(root, ownerFiles.services))
    ? readStructuredFile(root, ownerFiles.services, servicesFileSchema, problems)
    : undefined
  const caseStudies = readCaseStudies(root, problems)
  const { pages, ownPages } = readPages(root, problems)
  if (profile && offers) checkFinancingStates(root, profile.value, offers, problems)
  if (services && reviews) checkReviewServices(root, services.value.services, reviews, problems)
  checkChosenPhotos(root, { pictures: pictures?.value.pictures ?? [], caseStudies }, problems)
  if (problems.length > 0 || !profile || !reviews || !team || !offers || !pictures || !about) return { problems }
  const { $schema: _profileSchema, ...profileValues } = profile.value
  return {
    problems,
    content: {
      profile: profileValues,
      reviews: reviews.value.reviews,
      ...(reviews.value.source ? { reviewsSource: reviews.value.source } : {}),
      team: team.value.members,
      offers: withoutSchema(offers.value),
      pictures: pictures.value.pictures,
      about: withoutSchema(about.value),
      ...(services ? { services: services.value.services } : {}),
      caseStudies,
      pages,
      ownPages,
    },
  }
}

/**
 * Every page's words in owner/pages/, each against its schema; a Markdown page's body by its own
 * parser. A file the owner's owner/ lacks is read from the demo's words the project keeps, beside
 * this module (pages/defaults/), whichever folder holds the owner's files.
 */
function readPages(root: string, problems: OwnerFileProblem[]): { pages: Record<string, unknown>; ownPages: string[] } {
  const pages: Record<string, unknown> = {}
  const ownPages: string[] = []
  const projectRoot = fileURLToPath(new URL('../../..', import.meta.url))
  for (const [file, entry] of Object.entries(pageWordsFiles) as [string, PageWordsFile][]) {
    const own = existsSync(resolve(root, file))
    if (own) ownPages.push(file)
    const words = readPage(own ? root : projectRoot, own ? file : pageWordsDefault(file), entry, problems)
    if (words !== undefined) pages[file] = words
  }
  return { pages, ownPages }
}

function readPage(root: string, file: string, entry: PageWordsFile, problems: OwnerFileProblem[]): unknown {
  if (!entry.body) {
    const read = readStructuredFile(root, file, entry.schema, problems)
    return read ? withoutSchema(read.value as { $schema?: string }) : undefined
  }
  const path = resolve(root, file)
  if (!existsSync(path)) {
    readStructuredFile(root, file, entry.schema, problems)
    return undefined
  }
  const text = readFileSync(path, 'utf8')
  const match = frontMatterPattern.exec(text)
  if (!match) {
    problems.push({ file, line: 1, column: 1, message: 'must start with front matter: a line "---", the fields, and another "---"' })
    return undefined
  }
  const frontMatter = readStructuredFile(root, file, entry.schema, problems, 'yaml', 1, match[1] ?? '')
  const bodyLine = text.slice(0, match[0].length).split('\n').length
  const body = entry.body(text.slice(match[0].length))
  for (const problem of body.problems) problems.push({ file, line: bodyLine + problem.line - 1, column: 1, message: problem.message })
  if (!frontMatter || body.problems.length > 0) return undefined
  return { ...withoutSchema(frontMatter.value as { $schema?: string }), body: body.value }
}

function withoutSchema<T extends { $schema?: string | undefined }>(value: T): Omit<T, '$schema'> {
  const { $schema: _schema, ...rest } = value
  return rest
}

interface Parsed<T> {
  readonly value: T
  readonly doc: Document
  readonly lines: LineCounter
}

/** Reads one JSON or YAML file against its schema, adding each problem with its place. */
function readStructuredFile<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  problems: OwnerFileProblem[],
  kind: 'json' | 'yaml' = 'yaml',
  lineOffset = 0,
  source?: string,
): Parsed<z.infer<S>> | undefined {
  let text = source
  if (text === undefined) {
    const path = resolve(root, file)
    if (!existsSync(path)) {
      problems.push({
        file,
        line: 1,
        column: 1,
        message: 'is missing: copy it from the demo in the project’s own owner/ folder and change the words',
      })
      return undefined
    }
    text = readFileSync(path, 'utf8')
  }
  const at = (offset: number, message: string) => problems.push({ file, ...positionOf(text, offset, lineOffset), message })
  if (kind === 'json') {
    const syntax = findJsonSyntaxError(text)
    if (syntax) {
      at(syntax.offset, `is not valid JSON here: ${syntax.message}`)
      return undefined
    }
  }
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      // An unclosed quote is only noticed at the end of the file; the owner needs the line it opened on.
      const offset = /closing "?quote/i.test(error.message) ? (unclosedQuoteOffset(text) ?? error.pos[0]) : error.pos[0]
      at(offset, `cannot be read: ${firstSentence(error.message)}`)
    }
    return undefined
  }
  const parsed = schema.safeParse(doc.toJS())
  if (parsed.success) return { value: parsed.data, doc, lines }
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol')
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : []
    const targets = keys.length > 0 ? keys.map((key) => [...path, key]) : [path]
    for (const target of targets) {
      const message =
        issue.code === 'unrecognized_keys' ? `is not a field this file knows; check its spelling against the others` : issue.message
      at(offsetOf(doc, target), `${describePath(target)}${message}`)
    }
  }
  return undefined
}

/** The start of the first line whose double or single quotes do not pair up. */
function unclosedQuoteOffset(text: string): number | undefined {
  let offset = 0
  for (const line of text.split('\n')) {
    const value = line.replace(/^\s*(?:-\s+)?[\w$]+:\s*/, '')
    const quote = value.startsWith('"') ? '"' : value.startsWith("'") ? "'" : undefined
    if (quote && !new RegExp(`^${quote}(?:[^${quote}\\\\]|\\\\.|${quote}${quote})*${quote}`).test(value))
      return offset + line.indexOf(quote)
    offset += line.length + 1
  }
  return undefined
}

function firstSentence(message: string): string {
  return message.split('\n')[0]?.replace(/ at line \d+, column \d+.*$/, '') ?? message
}

/** `reviews, entry 3, service: ` — list entries counted from 1, as a person counts them. */
export function describePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return ''
  return `${path.map((key) => (typeof key === 'number' ? `entry ${key + 1}` : key)).join(', ')}: `
}

/**
 * Where the value at `path` starts: the key's own line for a field, the entry for a list item,
 * or the nearest enclosing value that exists when the field is missing.
 */
function offsetOf(doc: Document, path: readonly (string | number)[]): number {
  let node: Node | null | undefined = doc.contents
  let offset = node?.range?.[0] ?? 0
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key)
      if (!pair) return offset
      offset = (isScalar(pair.key) ? pair.key.range?.[0] : undefined) ?? offset
      node = pair.value as Node | null
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined
      if (!item) return offset
      offset = item.range?.[0] ?? offset
      node = item
    } else {
      return offset
    }
  }
  return offset
}

function positionOf(text: string, offset: number, lineOffset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const line = before.split('\n').length
  const column = before.length - before.lastIndexOf('\n')
  return { line: line + lineOffset, column }
}

/** Financing can only be offered where the business works. */
function checkFinancingStates(
  root: string,
  profile: OwnerProfile,
  offers: Parsed<z.infer<typeof offersFileSchema>>,
  problems: OwnerFileProblem[],
): void {
  const served = new Set(profile.serviceArea.states.map((state) => state.abbr))
  const text = readFileSync(resolve(root, ownerFiles.offers), 'utf8')
  const financingStates: readonly string[] = offers.value.financing?.states ?? []
  financingStates.forEach((abbr, index) => {
    if (!served.has(abbr)) {
      problems.push({
        file: ownerFiles.offers,
        ...positionOf(text, offsetOf(offers.doc, ['financing', 'states', index]), 0),
        message: `financing, states, entry ${index + 1}: ${abbr} is not one of the states in owner/profile.json (${[...served].join(', ')})`,
      })
    }
  })
}

/** A review is about a service the site offers: one removed from owner/services.yaml is not named under a quote. */
function checkReviewServices(
  root: string,
  services: readonly OwnerService[],
  reviews: Parsed<z.infer<typeof reviewsFileSchema>>,
  problems: OwnerFileProblem[],
): void {
  // A built-in service is known by its built-in name too, the one a review's choice lists.
  const names = new Set(
    services.flatMap((service) => {
      const index = (builtInServiceSlugs as readonly string[]).indexOf(service.slug)
      return [service.name, serviceNames[index]].filter((name): name is string => name !== undefined)
    }),
  )
  const text = readFileSync(resolve(root, ownerFiles.reviews), 'utf8')
  reviews.value.reviews.forEach((review, index) => {
    if (names.has(review.service)) return
    problems.push({
      file: ownerFiles.reviews,
      ...positionOf(text, offsetOf(reviews.doc, ['reviews', index, 'service']), 0),
      message: `reviews, entry ${index + 1}, service: ${review.service} is not one of the services in ${ownerFiles.services}; name one you offer, or remove the review`,
    })
  })
}

/** A photo chosen in an entry's `photo` field must be there: a path typed by hand can be wrong. */
function checkChosenPhotos(root: string, content: Parameters<typeof chosenPhotos>[0], problems: OwnerFileProblem[]): void {
  for (const choice of chosenPhotos(content, ownerFiles.pictures)) {
    if (existsSync(resolve(root, choice.photo))) continue
    problems.push({
      file: choice.chosenIn,
      ...locateField(root, choice.chosenIn, choice.path),
      message: `${describePath(choice.path)}there is no file ${choice.photo}: save the photo there, or choose it again in npm run edit`,
    })
  }
}

/** The file names under owner/case-studies that are stories, in directory order. */
export function caseStudyFileNames(root: string): string[] {
  const dir = resolve(root, ownerFiles.caseStudies)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_') && name.toLowerCase() !== 'readme.md')
    .sort()
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** Reads one story: YAML front matter between `---` lines, then "The Challenge" as Markdown paragraphs. */
export function parseCaseStudyFile(text: string, file: string, slug: string, problems: OwnerFileProblem[]): OwnerCaseStudy | undefined {
  const match = frontMatterPattern.exec(text)
  if (!match) {
    problems.push({
      file,
      line: 1,
      column: 1,
      message: 'must start with front matter: a line "---", the fields, and another "---" (see the demo stories)',
    })
    return undefined
  }
  const frontMatter = readStructuredFile('', file, caseStudyFrontMatterSchema, problems, 'yaml', 1, match[1] ?? '')
  const bodyStart = match[0].length
  const bodyLine = text.slice(0, bodyStart).split('\n').length
  const paragraphs = text
    .slice(bodyStart)
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0)
  const body = caseStudyBodySchema.safeParse(paragraphs)
  if (!body.success) {
    for (const issue of body.error.issues) {
      problems.push({
        file,
        line: bodyLine,
        column: 1,
        message: `${describePath(['The Challenge', ...issue.path.filter((key): key is number => typeof key === 'number')])}${issue.message}`,
      })
    }
  }
  if (!frontMatter || !body.success) return undefined
  return { slug, file, frontMatter: frontMatter.value, challenge: body.data }
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function readCaseStudies(root: string, problems: OwnerFileProblem[]): OwnerCaseStudy[] {
  const studies: OwnerCaseStudy[] = []
  const lineOfField = new Map<string, (field: string) => number>()
  for (const name of caseStudyFileNames(root)) {
    const file = `${ownerFiles.caseStudies}/${name}`
    const slug = name.replace(/\.md$/, '')
    if (!slugPattern.test(slug)) {
      problems.push({
        file,
        line: 1,
        column: 1,
        message: `the file name is the page's address, so it must be lower-case words joined by hyphens, such as retail-loss-prevention.md`,
      })
      continue
    }
    const text = readFileSync(join(resolve(root, ownerFiles.caseStudies), name), 'utf8')
    const study = parseCaseStudyFile(text, file, slug, problems)
    if (study) studies.push(study)
    lineOfField.set(file, (field) => Math.max(1, text.split('\n').findIndex((line) => line.startsWith(`${field}:`)) + 1))
  }
  const byOrder = new Map<number, string>()
  const byId = new Map<number, string>()
  for (const study of studies) {
    const sameOrder = byOrder.get(study.frontMatter.order)
    if (sameOrder)
      problems.push({
        file: study.file,
        line: lineOfField.get(study.file)?.('order') ?? 1,
        column: 1,
        message: `order: ${study.frontMatter.order} is also the order of ${sameOrder}; give each story its own place`,
      })
    byOrder.set(study.frontMatter.order, study.file)
    const sameId = byId.get(study.frontMatter.id)
    if (sameId)
      problems.push({
        file: study.file,
        line: lineOfField.get(study.file)?.('id') ?? 1,
        column: 1,
        message: `id: ${study.frontMatter.id} is also the id of ${sameId}; give each story its own number`,
      })
    byId.set(study.frontMatter.id, study.file)
  }
  return studies.sort((a, b) => a.frontMatter.order - b.frontMatter.order)
}

/** Where a field of an owner file is, for messages about a valid file (the publish check). */
export function locateField(root: string, file: string, path: readonly (string | number)[]): { line: number; column: number } {
  const text = readFileSync(resolve(root, file), 'utf8')
  const frontMatter = file.endsWith('.md') ? frontMatterPattern.exec(text)?.[1] : undefined
  const source = file.endsWith('.md') ? (frontMatter ?? '') : text
  return positionOf(source, offsetOf(parsedForLocating(source), path), file.endsWith('.md') ? 1 : 0)
}

/**
 * The publish check locates hundreds of fields in a few dozen files on the demo's folder: each
 * file's text is parsed once, not once a field (that was seconds a check). Keyed by the text, so
 * an edited file is parsed again.
 */
const locatingDocs = new Map<string, Document>()
function parsedForLocating(source: string): Document {
  let doc = locatingDocs.get(source)
  if (!doc) {
    if (locatingDocs.size >= 128) locatingDocs.clear()
    doc = parseDocument(source, { prettyErrors: false })
    locatingDocs.set(source, doc)
  }
  return doc
}
