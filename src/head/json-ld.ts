/**
 * JSON for an inline script element. `<` is escaped so no string in the data can close the script
 * early, and the two line separators old JavaScript parsers rejected are escaped too; JSON
 * parsers read all three back unchanged. The one serializer for every JSON-LD block on the site:
 * the prerendered heads and the case-study cards.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
