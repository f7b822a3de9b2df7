/**
 * Writes the site's stylesheet into a built page (docs/decisions/0010-the-stylesheet-in-the-page.md):
 * on a phone's slow link a separate stylesheet costs a round trip before the first paint, and a
 * visitor needs it exactly once, with the first page, because every page after that is rendered
 * by the app without a new document.
 */
const stylesheetLink = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g

/** Replaces each `<link rel="stylesheet">` with a `<style>` element holding the file `readStylesheet` returns for its href. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  // `<\/style` is the same text to CSS, and cannot close the element early.
  return html.replace(stylesheetLink, (_link, href: string) => `<style>${readStylesheet(href).replaceAll('</style', '<\\/style')}</style>`)
}

