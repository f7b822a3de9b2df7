import { decodeHtmlText } from '../../../scripts/bench/html-text'
import { siteUrl } from './browser'

/**
 * A page as the server sends it, for the checks that read only the prerendered words and
 * structure: a fetch and a few string searches instead of a page visit (a DOM parser took a
 * tenth of a second a page, a fifth of a visit). One fetch a path serves every file of the worker.
 */
const served = new Map<string, Promise<string>>()

export function servedHtml(path: string): Promise<string> {
  let html = served.get(path)
  if (!html) {
    html = fetch(siteUrl(path)).then(async (response) => {
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
      return response.text()
    })
    served.set(path, html)
    // A failed fetch is not kept: the next reader asks again.
    html.catch(() => served.delete(path))
  }
  return html
}

/**
 * Every element whose start tag matches `startTag` (a pattern from `<` up to and including the
 * tag's name, e.g. `<section\b[^>]*aria-labelledby="faq"`), each as its whole markup: the tag,
 * what it holds and its end tag, found by counting the same tag name opened and closed inside.
 */
export function elements(html: string, startTag: RegExp): string[] {
  const found: string[] = []
  const pattern = new RegExp(startTag.source, startTag.flags.includes('g') ? startTag.flags : `${startTag.flags}g`)
  for (const match of html.matchAll(pattern)) {
    const start = match.index
    const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))?.[1]
    if (!name) throw new Error(`${startTag.source} matches no start tag`)
    const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'g')
    tags.lastIndex = start
    let depth = 0
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      if (tag[2] === '/') {
        if (depth === 0) break
        continue
      }
      depth += tag[1] === '/' ? -1 : 1
      if (depth === 0) {
        found.push(html.slice(start, tag.index + tag[0].length))
        break
      }
    }
  }
  return found
}

/** The one element whose start tag matches, or an error naming the pattern. */
export function element(html: string, startTag: RegExp): string {
  const found = elements(html, startTag)
  if (found.length !== 1) throw new Error(`${found.length} elements match ${startTag.source}`)
  return found[0]!
}

const blockTags =
  /^(?:address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|section|summary|table|td|th|tr|ul)$/i

/** The words of a piece of markup as a reader meets them: tags and comments out, entities decoded, spacing collapsed. */
export function textOf(markup: string): string {
  return decodeHtmlText(
    markup
      .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g, (_, name: string) => (blockTags.test(name) ? ' ' : '')),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** The value of an attribute in a start tag (the first of the markup given), decoded. */
export function attribute(markup: string, name: string): string | undefined {
  const value = new RegExp(`^<[^>]*?\\s${name}="([^"]*)"`, 'i').exec(markup)?.[1]
  return value === undefined ? undefined : decodeHtmlText(value)
}

/** The section a screen reader names `name`: by its aria-label, or the words of the element its aria-labelledby points to. */
export function region(html: string, name: string): string {
  const named = elements(html, /<section\b/).filter((section) => {
    const label = attribute(section, 'aria-label')
    if (label !== undefined) return label === name
    const by = attribute(section, 'aria-labelledby')
    return (
      by !== undefined &&
      by.split(' ').some((id) => elements(html, new RegExp(`<[a-z][\\w-]*\\b[^>]*\\sid="${id}"`)).some((e) => textOf(e) === name))
    )
  })
  if (named.length !== 1) throw new Error(`${named.length} sections named "${name}"`)
  return named[0]!
}
