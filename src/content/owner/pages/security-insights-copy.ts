import { z } from 'zod'
import { list } from '../owner-content-schema.ts'
import { schemaLine, unknownNames, wordsWith } from './page-words.ts'

/** owner/pages/security-insights.md: the article, front matter around a Markdown body (src/content/security-insights.ts). */
export const securityInsightsFile = 'owner/pages/security-insights.md'

export const securityInsightsNames = ['company', 'serviceArea', 'foundedYear', 'financingTerms', 'homeInstallTime'] as const

const words = wordsWith(securityInsightsNames)
const heading = (what = 'a heading') => words(what, 120)

export const securityInsightsFrontMatterSchema = z
  .object({
    ...schemaLine,
    title: words('the title search results and the browser tab show', 120),
    headline: heading('the article’s headline'),
    metaDescription: words('what search results show, at most 200 characters', 200),
    imageAlt: words('what the article’s picture shows', 300),
    hero: z.object({ eyebrow: heading('the short line above the headline'), intro: words('the introduction', 800) }).strict(),
    checklist: z
      .object({
        heading: heading(),
        intro: words('a sentence or two'),
        items: list(z.object({ title: heading('the point'), explanation: words('what to look for', 800) }).strict(), 'points')
          .min(1, { error: 'must list at least one point' })
          .max(8, { error: 'must list at most eight points' }),
      })
      .strict(),
    contact: z
      .object({
        heading: heading(),
        text: words('a sentence or two'),
        textWithFinancing: words('the same when you offer financing everywhere'),
      })
      .strict(),
    teasers: z
      .object({
        heading: heading(),
        cards: list(
          z.object({ title: heading('the coming article’s title'), summary: words('one sentence') }).strict(),
          'articles to come',
        ).max(3, { error: 'must list at most three articles to come' }),
      })
      .strict(),
    closing: z
      .object({ heading: heading(), text: words('a sentence or two'), textIfInstallTimes: words('the same when you give install times') })
      .strict(),
  })
  .strict()

/** One "## " section of the article's body. */
export interface ArticleSectionWords {
  /** The section's address on the page, from "{#night-vision}" at the end of its heading. */
  readonly anchor?: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly bullets: readonly string[]
}

/**
 * Reads the article's body: each section a "## " heading, then paragraphs separated by blank
 * lines and "- " points. Every problem is given with its line in the body.
 */
export function parseArticleBody(body: string): { value?: ArticleSectionWords[]; problems: { line: number; message: string }[] } {
  const problems: { line: number; message: string }[] = []
  const sections: { anchor?: string; heading: string; paragraphs: string[]; bullets: string[]; line: number }[] = []
  let paragraph: string[] = []
  const endParagraph = () => {
    const current = sections.at(-1)
    if (current && paragraph.length > 0) current.paragraphs.push(paragraph.join(' '))
    paragraph = []
  }
  body.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim()
    const at = index + 1
    if (line.startsWith('## ')) {
      endParagraph()
      const [, heading = '', anchor] = /^##\s+(.*?)(?:\s+\{#([a-z0-9-]+)\})?$/.exec(line) ?? []
      sections.push({ ...(anchor ? { anchor } : {}), heading, paragraphs: [], bullets: [], line: at })
      return
    }
    if (line === '') return endParagraph()
    const current = sections.at(-1)
    if (!current) {
      // Once: every line before the first heading has the same fix.
      if (!problems.some((problem) => problem.message.startsWith('the article must start')))
        problems.push({ line: at, message: 'the article must start with a section heading: a line beginning "## "' })
      return
    }
    const unknown = unknownNames(line, securityInsightsNames)
    if (unknown.length > 0)
      problems.push({
        line: at,
        message: `may fill in only these names: ${securityInsightsNames.map((name) => `{${name}}`).join(', ')}`,
      })
    if (line.startsWith('- ')) {
      endParagraph()
      current.bullets.push(line.slice(2).trim())
    } else paragraph.push(line)
  })
  endParagraph()
  if (sections.length === 0) problems.push({ line: 1, message: 'must hold the article: at least one section, a line beginning "## "' })
  for (const section of sections)
    if (section.paragraphs.length === 0)
      problems.push({ line: section.line, message: `the section "${section.heading}" needs at least one paragraph` })
  return problems.length > 0 ? { problems } : { value: sections.map(({ line: _line, ...section }) => section), problems }
}

export type SecurityInsightsCopy = Omit<z.infer<typeof securityInsightsFrontMatterSchema>, '$schema'> & {
  readonly body: readonly ArticleSectionWords[]
}
