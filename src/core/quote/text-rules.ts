import { z } from 'zod'
import { quoteFieldLimits } from './quote-fields'

/**
 * The WHATWG shape of `<input type="email">`, narrowed to a domain with at least one dot: the
 * browser accepts `a@b`, but no mail reaches a dotless domain on the public internet.
 */
const emailShape =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * Half of a UTF-16 surrogate pair with no other half: no character at all. It cannot be stored
 * (PostgreSQL's jsonb and UTF-8 text refuse it), so it is refused at every boundary, never mangled.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

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

/** Full stops that mail programs and browsers read as a dot in a domain (ideographic, fullwidth, halfwidth). */
const foreignFullStops = /[\u3002\uff0e\uff61]/g

/**
 * What makes a name or an address a carrier for spam: markup, a URL, or a bare domain under a
 * common top-level domain. Real names and street addresses contain none of these.
 */
const linkOrMarkup =
  /[<>]|[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|us|app|dev|site|online|link|click|shop|store|me|ly|gg|tk)\b/i

/**
 * A name is read aloud in a greeting ("Hello pillz.cc"), so it also refuses any two-letter
 * country domain and more spam top-level domains; an address keeps the shorter list, since
 * "St.NE" is a street.
 */
const nameLinkOrMarkup =
  /[<>]|[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|xyz|top|app|dev|site|online|link|click|shop|store|live|life|club|pro|win|bid|icu|vip|[a-z]{2})\b/i

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
    .refine((value) => !loneSurrogate.test(value), { error: `${name} contains a broken character. Please retype it.` })
}

/** Trimmed text that may be left out, in which case it takes the fallback. */
export function optionalText(name: string, max: number, fallback: string) {
  return z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters.` })
    .refine((value) => !loneSurrogate.test(value), { error: `${name} contains a broken character. Please retype it.` })
    .default(fallback)
}

export function emailAddress(name: string) {
  const problem = 'Enter a valid email address, like jane@example.com.'
  return requiredText(name, quoteFieldLimits.email)
    .regex(emailShape, { error: problem })
    .refine((value) => !undeliverableLocalPart.test(value), { error: problem })
}

function isValidPhoneNumber(value: string): boolean {
  if (!phoneShape.test(value)) return false
  const digits = countDigitsBeforeExtension(value)
  return digits >= phoneDigits.min && digits <= phoneDigits.max
}

const phoneProblem = (name: string) =>
  `${name} must have ${phoneDigits.min} to ${phoneDigits.max} digits, including the area code.`

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

function withoutLinks<T extends z.ZodType<string>>(schema: T, name: string, pattern = linkOrMarkup) {
  // `evil。com` reads as a domain in a mail program: every full stop counts as one.
  return schema.refine((value) => !pattern.test(value.replace(foreignFullStops, '.')), {
    error: `${name} must not contain links, web addresses or markup.`,
  })
}

/** A person's name: plain words only, so it can stand in a greeting or a header safely. */
export function personName(name: string) {
  return withoutLinks(withoutControlCharacters(requiredText(name, quoteFieldLimits.name), name), name, nameLinkOrMarkup).refine(
    (value) => !encodedWord.test(value),
    { error: `${name} must be a plain name.` },
  )
}

export function postalAddress(name: string) {
  return withoutLinks(withoutControlCharacters(requiredText(name, quoteFieldLimits.address), name), name)
}

export function optionalPostalAddress(name: string, fallback: string) {
  return withoutLinks(withoutControlCharacters(optionalText(name, quoteFieldLimits.address, fallback), name), name)
}

/** Free text for the owner: line breaks and tabs stay; links are defanged when mailed. */
export function messageText(name: string) {
  return withoutControlCharacters(requiredText(name, quoteFieldLimits.message), name, messageControlCharacters)
}

const honeypotProblem = 'This request looks automated, so it was not sent. Please call us instead.'
export const honeypot = z.string({ error: honeypotProblem }).max(0, { error: honeypotProblem }).optional()
