/**
 * Fills a page sentence's `{name}`s (owner/pages/*.yaml) with the values the site knows: the
 * profile's, the offers', the page's own. A name without a value is left as typed, so a slip shows
 * on the page instead of vanishing; the build's schema already refuses names a file does not offer.
 */
export function fillWords(sentence: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : String(value)
  })
}
