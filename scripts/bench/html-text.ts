/** Text as a crawler reads it from HTML: the entities React and our builders write, decoded. */
export const decodeHtmlText = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
