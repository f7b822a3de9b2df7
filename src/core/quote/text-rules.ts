import { z } from 'zod'
import { quoteFieldLimits } from './quote-fields'

/**
 * The shape a browser accepts for `<input type="email">` (WHATWG HTML), so every boundary agrees
 * with the native check the visitor already passed.
 */
const emailShape =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Trimmed text that must be present; messages name the field as the caller calls it. */
export function requiredText(name: string, max: number) {
  return z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, { error: `${name} is required.` })
    .max(max, { error: `${name} must be at most ${max} characters.` })
}

/** Trimmed text that may be left out, in which case it takes the fallback. */
export function optionalText(name: string, max: number, fallback: string) {
  return z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters.` })
    .default(fallback)
}

export function emailAddress(name: string) {
  return requiredText(name, quoteFieldLimits.email).regex(emailShape, { error: 'Enter a valid email address.' })
}
