import { text } from '../owner-content-schema.ts'
import { pageWordsProblem } from './offer-words.ts'

/** A line of a page's words: the text rule, and names and brackets the site can fill in. */
export const words = (what: string, max = 200) =>
  text(what, max).superRefine((value, context) => {
    const problem = pageWordsProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
