/** Every string inside a piece of typed page content, one per line, for checks over all its words. */
export function allText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(allText).join('\n')
  if (value !== null && typeof value === 'object') return Object.values(value).map(allText).join('\n')
  return String(value)
}

/** The sentences in a text, split after `.`, `!` or `?` and a space. */
export function countSentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '').length
}
