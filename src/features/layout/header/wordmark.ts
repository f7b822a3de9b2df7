export interface Wordmark {
  readonly primary: string
  /** Set in small capitals under the primary line; empty for a one-word name. */
  readonly secondary: string
}

/** Splits the company name for a two-line logo: the last word goes under the rest. */
export function splitWordmark(name: string): Wordmark {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return { primary: words.join(''), secondary: '' }
  return { primary: words.slice(0, -1).join(' '), secondary: words.at(-1) ?? '' }
}
