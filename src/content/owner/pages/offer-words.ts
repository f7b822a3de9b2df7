/**
 * How a page's words in owner/pages/*.yaml read the owner's facts and offers, so one sentence
 * follows owner/profile.json and owner/offers.yaml without being typed in code:
 *
 * - `{name}` is filled in: `{company}`, `{phone}`, `{serviceArea}`, `{warranty}`, …
 * - `[offer:words]` is shown only while the owner makes that offer (owner/offers.yaml), and
 *   `[offer:words|other words]` shows the other words when they do not. The words are taken as
 *   written, spaces included: `feet[warranty: and a {warrantyTitle}]`.
 *
 * A name about an offer (`{warranty}`) may only stand inside that offer's brackets, so a sentence
 * never promises what the owner does not offer. Free of zod and of the site's modules: the pages
 * fill their words with it in the browser, and the schemas (offer-words-schema.ts) check with it.
 */

/** The names every page's words may fill in, and what each becomes. */
export const pageWordNames = {
  company: 'the business name',
  "company's": 'the business name with ’s (or ’ after a final s)',
  phone: 'the phone number',
  serviceArea: 'the area you serve, in sentences',
  serviceAreaShort: 'the short name of the area you serve',
  serviceAreaName: 'the name of the area you serve, as a heading would say it ("the Tampa Bay area")',
  ServiceAreaName: 'the same with a capital first letter, for headings',
  foundedYear: 'the year the business was founded',
  experienceYears: 'the combined years of experience',
  warranty: 'the warranty terms (offers.yaml warranty.terms), only inside [warranty:…]',
  warrantyTitle: 'the warranty’s title in lower case, only inside [warranty:…]',
  remedy: 'what the warranty does on a failure (warranty.remedy), only inside [remedy:…]',
  homeInstallTime: 'the home install time (installTimes.homes), only inside [installTimes:…]',
  businessInstallTime: 'the business install time (installTimes.businesses), only inside [installTimes:…]',
  installTimesAnswer: 'the install times as a sentence (installTimes.answer), only inside [installTimes:…]',
  financingTerms: 'the financing terms, only inside [financingEverywhere:…]',
  productLineName: 'the name of your own product line (about.yaml productLine.name), only inside [productLine:…]',
} as const

export type PageWordName = keyof typeof pageWordNames

/** The offers a bracket may depend on, and the names each one lets the words use. */
export const pageWordConditions = {
  warranty: ['warranty', 'warrantyTitle'],
  remedy: ['remedy'],
  installTimes: ['homeInstallTime', 'businessInstallTime', 'installTimesAnswer'],
  financingEverywhere: ['financingTerms'],
  productLine: ['productLineName'],
} as const satisfies Record<string, readonly PageWordName[]>

export type PageWordCondition = keyof typeof pageWordConditions

/** What the words are filled in with: each name's value, and which offers the owner makes. */
export interface PageWordValues {
  readonly names: Readonly<Record<PageWordName, string>>
  readonly offers: Readonly<Record<PageWordCondition, boolean>>
}

type Piece =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'if'; readonly condition: string; readonly then: Piece[]; readonly otherwise: Piece[] }

class WordsError extends Error {}

/** Reads words into pieces, or throws a WordsError saying what to fix. */
function parse(words: string): Piece[] {
  let at = 0
  const read = (inBracket: boolean): { pieces: Piece[]; end: '' | '|' | ']' } => {
    const pieces: Piece[] = []
    let plain = ''
    const flush = () => {
      if (plain) pieces.push({ kind: 'text', text: plain })
      plain = ''
    }
    while (at < words.length) {
      const char = words[at] ?? ''
      if (char === '{') {
        const close = words.indexOf('}', at)
        if (close < 0) throw new WordsError(`has a "{" without its "}"`)
        flush()
        pieces.push({ kind: 'name', name: words.slice(at + 1, close) })
        at = close + 1
      } else if (char === '[') {
        const colon = words.indexOf(':', at)
        const condition = colon < 0 ? '' : words.slice(at + 1, colon)
        if (!/^\w+$/.test(condition)) throw new WordsError(`has a "[" not followed by an offer and ":", such as [warranty:…]`)
        flush()
        at = colon + 1
        const then = read(true)
        const otherwise = then.end === '|' ? read(true) : { pieces: [], end: then.end }
        if (otherwise.end !== ']') throw new WordsError(`has a "[${condition}:" without its "]"`)
        pieces.push({ kind: 'if', condition, then: then.pieces, otherwise: otherwise.pieces })
      } else if (inBracket && (char === '|' || char === ']')) {
        at += 1
        flush()
        return { pieces, end: char }
      } else if (char === ']' || char === '}' || char === '|') {
        throw new WordsError(`has a "${char}" that closes nothing`)
      } else {
        plain += char
        at += 1
      }
    }
    flush()
    return { pieces, end: '' }
  }
  return read(false).pieces
}

const conditionNames = Object.keys(pageWordConditions) as PageWordCondition[]
const names = Object.keys(pageWordNames) as PageWordName[]

/** What is wrong with words an owner wrote, in the owner's terms, or undefined when nothing is. */
export function pageWordsProblem(words: string): string | undefined {
  let pieces: Piece[]
  try {
    pieces = parse(words)
  } catch (error) {
    if (error instanceof WordsError) return error.message
    throw error
  }
  const check = (list: readonly Piece[], granted: ReadonlySet<string>): string | undefined => {
    for (const piece of list) {
      if (piece.kind === 'name') {
        if (!(names as string[]).includes(piece.name))
          return `may fill in only these names: ${names.map((name) => `{${name}}`).join(', ')}; "{${piece.name}}" is not one`
        const needs = conditionNames.find((condition) => (pageWordConditions[condition] as readonly string[]).includes(piece.name))
        if (needs && !granted.has(needs))
          return `uses {${piece.name}} outside [${needs}:…]: put it inside, so it is left out when you make no such offer`
      } else if (piece.kind === 'if') {
        if (!(conditionNames as string[]).includes(piece.condition))
          return `may depend only on these offers: ${conditionNames.map((name) => `[${name}:…]`).join(', ')}; "[${piece.condition}:" is not one`
        const problem = check(piece.then, new Set([...granted, piece.condition])) ?? check(piece.otherwise, granted)
        if (problem) return problem
      }
    }
    return undefined
  }
  return check(pieces, new Set())
}

/** The words as a visitor reads them. */
export function fillPageWords(words: string, values: PageWordValues): string {
  const fill = (list: readonly Piece[]): string =>
    list
      .map((piece) => {
        if (piece.kind === 'text') return piece.text
        if (piece.kind === 'name') return values.names[piece.name as PageWordName] ?? `{${piece.name}}`
        return fill(values.offers[piece.condition as PageWordCondition] ? piece.then : piece.otherwise)
      })
      .join('')
  return fill(parse(words))
}

/** Fills every string in a page's words (a parsed owner file), keeping its shape. */
export function fillAllPageWords<T>(value: T, values: PageWordValues): T {
  if (typeof value === 'string') return fillPageWords(value, values) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillAllPageWords(item, values)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAllPageWords(item, values)])) as T
  return value
}

/** The first lines of every page file's schema description: how its words are filled in. */
export const pageWordsHelp =
  'Names in braces are filled in from your profile and offers: ' +
  names.map((name) => `{${name}}`).join(', ') +
  '. Words in [offer:…] show only while owner/offers.yaml makes that offer, [offer:words|other words] shows the other words otherwise; ' +
  `the offers: ${conditionNames.join(', ')}.`
