import { z } from 'zod'
import { formatPrivateOrUnassigned } from './hidden-code-points'
import { quoteFieldLimits } from './quote-fields'

/**
 * The WHATWG shape of `<input type="email">`, narrowed to a domain with at least one dot: the
 * browser accepts `a@b`, but no mail reaches a dotless domain on the public internet.
 */
const emailShape =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * Half of a UTF-16 surrogate pair with no other half (no character at all: PostgreSQL's jsonb and
 * UTF-8 text refuse it), or U+FFFD, the mark a decoder leaves where bytes were not UTF-8. Either
 * means the text was broken on the way, so it is refused at every boundary, never stored mangled.
 */
const brokenCharacter = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\uFFFD/

/** What SMTP servers refuse in a local part (RFC 5321 dot-string): a leading, trailing or doubled dot. */
const undeliverableLocalPart = /^\.|\.\.|\.@/

/**
 * Control characters, line and paragraph separators, and the bidi overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make text read differently from what it says.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
/** A message may keep the visitor's tabs and line breaks, and nothing else below a space. */
// eslint-disable-next-line no-control-regex
const messageControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** An RFC 2047 encoded word (`=?utf-8?B?…?=`): in a display name, mail programs would decode it into anything. */
const encodedWord = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i

/**
 * Characters that show nothing, or change the order in which text is read, so what the owner or a
 * mail program shows is not what was typed: the marks LRM, RLM and ALM, zero-width spaces and
 * joiners, the word joiner and invisible operators, soft hyphen, the byte-order mark, Hangul and
 * Khmer fillers, the Braille blank (U+2800), variation selectors, interlinear annotation marks,
 * the object replacement character (U+FFFC) and the tag characters (U+E0000–U+E007F). Names and
 * addresses also refuse every format, private-use and unassigned code point (hidden-code-points.ts). The bidi overrides and isolates are refused with the control characters.
 * The lead table (supabase/migrations/*_contact_submissions.sql) holds the same list as CHECKs.
 */
const invisibleCharacters =
  // eslint-disable-next-line no-misleading-character-class -- code points listed one by one, on purpose
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffc\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u
/**
 * A message may keep what emoji and some scripts need: the zero-width joiner and non-joiner
 * (👨‍👩‍👧, Persian words) and the text/emoji presentation selectors (❤️).
 */
const messageInvisibleCharacters =
  // eslint-disable-next-line no-misleading-character-class -- code points listed one by one, on purpose
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0d\ufeff\uffa0\ufff9-\ufffc\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u

/**
 * More than three combining marks in a row: no language stacks that many on one letter, but
 * "Zalgo" text does, to spill over the lines around it.
 */
// eslint-disable-next-line no-misleading-character-class -- code points listed one by one, on purpose
const stackedCombiningMarks = /[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{4}/

/**
 * Text as a mail program or browser reads a domain in it: NFKC folds fullwidth and other
 * compatibility forms ("ｅｖｉｌ．ｃｏｍ" → "evil.com"), and the ideographic full stop counts as a dot.
 */
function asReadForDomains(value: string): string {
  return value.normalize('NFKC').replace(/[\u3002\uff0e\uff61]/g, '.')
}

/** Markup or a URL. Real names and street addresses contain neither. */
const linkOrMarkup = /[<>]|[a-z][a-z0-9+.-]*:\/\/|\bwww\./i

/** Internationalised top-level domains in use, written in their own scripts (all lower or all upper case). */
const idnTopLevelDomains =
  'рф|РФ|рус|РУС|москва|онлайн|сайт|орг|ком|укр|УКР|бел|БЕЛ|қаз|срб|мкд|мон|бг|ею|ευ|中国|中國|公司|网络|网址|在线|商城|网店|中文网|台湾|台灣|香港|新加坡|みんな|コム|닷컴|닷넷|한국|भारत|موقع|شبكة|السعودية|امارات|مصر|ไทย|ישראל|קום'

/**
 * Where a domain sits: any run of non-space characters in any script ("пример.com"), a dot, and
 * a top-level domain. The punycode (xn--…) and native IDN ones end at a space, punctuation or the
 * end, and are matched case by case: PostgreSQL's C-locale regular expressions fold only ASCII.
 */
const foreignDomain = new RegExp(String.raw`[^ .]\.(?:[xX][nN]--[a-zA-Z0-9-]+|${idnTopLevelDomains})(?=$|[ ,;:!?()/"'])`)

/**
 * A domain in a name, in any letter case, by its shape rather than by a list of top-level domains
 * (decision 0037): a dot between two words, where the word after it is lower-case ("prize.sbs"),
 * upper-case ("REFUNDS.CLAIMS") or mixed...
 */
const nameDomainByCase = /[^ .]\.(?:[a-z][A-Za-z]+|[A-Z][a-z]*[A-Z][A-Za-z]*)(?![A-Za-z0-9])/
/**
 * ...or capitalised ("Evil.Page"), unless the word before the dot is an initial or a title that
 * people write against a name ("J.Smith", "St.John", "Dr.Who", "Mrs.Jones"), which no domain reads as.
 */
const nameDomainCapitalised = /(?:^|[ .])(?!(?:St|Ste|Mr|Mrs|Ms|Dr|Jr|Sr|Mt|Ft|Fr|Rev)\.)[^ .]{2,}\.[A-Z][a-z]+(?![A-Za-z0-9])/

/** An address keeps a shorter list, since "100 Peachtree St.NE" is a street. */
const addressDomain =
  /[^ .]\.(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|us|app|dev|site|online|link|click|shop|store|me|ly|gg|tk|sbs|cfd|bond|cyou|lol|buzz|icu|vip|win|bid|live|life|club)(?![A-Za-z0-9])/i

const phoneDigits = { min: 10, max: 15 } as const
const phoneShape = /^\+?[0-9 ().\-/]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i

function countDigitsBeforeExtension(value: string): number {
  const main = value.split(/x|ext/i)[0] ?? ''
  return main.replace(/\D/g, '').length
}

/** Trimmed text that must be present; messages name the field as the caller calls it. */
function requiredText(name: string, max: number) {
  return z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, { error: `${name} is required.` })
    .max(max, { error: `${name} must be at most ${max} characters.` })
    .refine((value) => !brokenCharacter.test(value), { error: `${name} contains a broken character. Please retype it.` })
}

/** Trimmed text that may be left out, in which case it takes the fallback. */
function optionalText(name: string, max: number, fallback: string) {
  return z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters.` })
    .refine((value) => !brokenCharacter.test(value), { error: `${name} contains a broken character. Please retype it.` })
    .default(fallback)
}

/** One address mail can reach: the rule for the visitor's address and for the relay's OWNER_EMAIL. */
export function isEmailAddress(value: string): boolean {
  return emailShape.test(value) && !undeliverableLocalPart.test(value)
}

export function emailAddress(name: string) {
  return requiredText(name, quoteFieldLimits.email).refine(isEmailAddress, {
    error: 'Enter a valid email address, like jane@example.com.',
  })
}

function isValidPhoneNumber(value: string): boolean {
  if (!phoneShape.test(value)) return false
  const digits = countDigitsBeforeExtension(value)
  return digits >= phoneDigits.min && digits <= phoneDigits.max
}

const phoneProblem = (name: string) => `${name} must have ${phoneDigits.min} to ${phoneDigits.max} digits, including the area code.`

export function phoneNumber(name: string) {
  return requiredText(name, quoteFieldLimits.phone).refine(isValidPhoneNumber, { error: phoneProblem(name) })
}

/** A phone that may be left out (empty, or the fallback); when given it must be real. */
export function optionalPhoneNumber(name: string, fallback: string) {
  return optionalText(name, quoteFieldLimits.phone, fallback).refine(
    (value) => value === '' || value === fallback || isValidPhoneNumber(value),
    { error: phoneProblem(name) },
  )
}

function withoutControlCharacters<T extends z.ZodType<string>>(schema: T, name: string, pattern = controlCharacters) {
  return schema.refine((value) => !pattern.test(value), { error: `${name} must not contain control characters.` })
}

/** Every format, private-use and unassigned code point: a name or an address needs none of them. */
function withoutHiddenCodePoints<T extends z.ZodType<string>>(schema: T, name: string) {
  return schema.refine((value) => !formatPrivateOrUnassigned.test(value), {
    error: `${name} must not contain invisible or text-direction characters. Please retype it.`,
  })
}

/** Invisible and reordering characters, and marks stacked on one letter: what the eye cannot check. */
function withoutHiddenText<T extends z.ZodType<string>>(schema: T, name: string, invisible = invisibleCharacters) {
  return schema
    .refine((value) => !invisible.test(value), {
      error: `${name} must not contain invisible or text-direction characters. Please retype it.`,
    })
    .refine((value) => !stackedCombiningMarks.test(value), { error: `${name} has too many accent marks on one letter.` })
}

function withoutLinks<T extends z.ZodType<string>>(schema: T, name: string, domain: (text: string) => boolean) {
  return schema.refine(
    (value) => {
      const read = asReadForDomains(value)
      return !linkOrMarkup.test(read) && !domain(read)
    },
    { error: `${name} must not contain links, web addresses or markup.` },
  )
}

const isNameDomain = (text: string) => nameDomainByCase.test(text) || nameDomainCapitalised.test(text) || foreignDomain.test(text)
const isAddressDomain = (text: string) => addressDomain.test(text) || foreignDomain.test(text)

/** Text a reader sees whole: no control, invisible or hidden characters, and no link in it. */
function visibleText<T extends z.ZodType<string>>(schema: T, name: string, domain: (text: string) => boolean) {
  return withoutLinks(withoutHiddenCodePoints(withoutHiddenText(withoutControlCharacters(schema, name), name), name), name, domain)
}

/** A person's name: plain words only, so it can stand in a greeting or a header safely. */
export function personName(name: string) {
  return visibleText(requiredText(name, quoteFieldLimits.name), name, isNameDomain).refine((value) => !encodedWord.test(value), {
    error: `${name} must be a plain name.`,
  })
}

export function postalAddress(name: string) {
  return visibleText(requiredText(name, quoteFieldLimits.address), name, isAddressDomain)
}

export function optionalPostalAddress(name: string, fallback: string) {
  return visibleText(optionalText(name, quoteFieldLimits.address, fallback), name, isAddressDomain)
}

/** Free text for the owner: line breaks, tabs and emoji stay; links are defanged when mailed. */
function freeText<T extends z.ZodType<string>>(schema: T, name: string) {
  return withoutHiddenText(withoutControlCharacters(schema, name, messageControlCharacters), name, messageInvisibleCharacters)
}

export function messageText(name: string) {
  return freeText(requiredText(name, quoteFieldLimits.message), name)
}

/** Free text that may be left out (the confirmation's message), held to the message's rules. */
export function optionalMessageText(name: string, fallback: string) {
  return freeText(optionalText(name, quoteFieldLimits.message, fallback), name)
}

const honeypotProblem = 'This request looks automated, so it was not sent. Please call us instead.'
export const honeypot = z.string({ error: honeypotProblem }).max(0, { error: honeypotProblem }).optional()
