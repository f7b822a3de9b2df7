import { serializeJsonLd } from './json-ld'
import { documentHead, headTags, headTagsHtml } from './page-head'
import { structuredData } from './structured-data'

type Matches = Parameters<typeof documentHead>[0]

/** Everything the prerendered HTML's head holds for a route: its tags, then its structured data. */
export function prerenderedHead(matches: Matches): string {
  const head = documentHead(matches)
  const tags = headTagsHtml(headTags(head))
  if (head.kind === 'not-found') return tags
  const blocks = structuredData(head.meta).map((block) => `<script type="application/ld+json">${serializeJsonLd(block)}</script>`)
  return [tags, ...blocks].join('\n    ')
}
