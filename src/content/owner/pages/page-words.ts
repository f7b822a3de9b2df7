import { z } from 'zod'
import { text } from '../owner-content-schema.ts'

/**
 * The words of the pages in owner/pages/: sentences with `{name}` placeholders the site fills in
 * from the owner's other files (the profile, the offers), so a page's words never contradict them.
 * Node and build side: the browser gets the validated words and fills them with fillWords().
 */

/** The `{name}`s a sentence uses that its file does not offer. */
export function unknownNames(sentence: string, names: readonly string[]): string[] {
  return [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => !names.includes(name))
}

/** A line of a page's words that may fill in only `names`. */
export function wordsWith(names: readonly string[]) {
  return (what: string, max = 600) =>
    text(what, max).refine((sentence) => unknownNames(sentence, names).length === 0, {
      error: `may fill in only these names: ${names.map((name) => `{${name}}`).join(', ')}`,
    })
}

/** The `$schema` line the editor and VS Code read; not part of the words. */
export const schemaLine = { $schema: z.string().optional() }
