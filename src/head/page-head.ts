import { absoluteUrl } from '../config/site-url'
import { company } from '../content/company'
import type { PageMeta, PageTopic } from '../content/page-meta'
import { shareImage } from './share-images'

/**
 * Turns a page's meta into its head tags. A route's loader returns `{ meta }`, so the meta (and
 * the copy it is built from) loads with the page's own chunk; the prerender writes these tags into
 * the HTML (src/head/prerender-head.ts adds the structured data) and `useDocumentHead` keeps them
 * in step with client-side navigation.
 */

/** The not-found page is titled exactly this. */
export const notFoundTitle = 'Page Not Found'
const notFoundDescription = 'The page you are looking for does not exist or has been moved.'

/** What the head describes: a page's meta, or the not-found page. */
export type DocumentHead = { readonly kind: 'page'; readonly meta: PageMeta } | { readonly kind: 'not-found' }

/** The parts of a router match the head is read from. */
interface MatchHead {
  readonly loaderData?: unknown
  readonly status?: string
  readonly _notFound?: boolean
}

export function isNotFound(matches: readonly MatchHead[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true)
}

function metaOf(match: MatchHead): PageMeta | undefined {
  const data = match.loaderData as { meta?: PageMeta } | undefined
  return data?.meta
}

/** The deepest match that carries meta describes the page. */
export function documentHead(matches: readonly MatchHead[]): DocumentHead {
  if (isNotFound(matches)) return { kind: 'not-found' }
  // A loop rather than findLast, which Safari before 15.4 lacks.
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = metaOf(matches[i] ?? {})
    if (meta) return { kind: 'page', meta }
  }
  return { kind: 'not-found' }
}

/** One tag of the head: `<title>`, a `<meta>` keyed by name or property, or a `<link>` keyed by rel. */
export type HeadTag =
  | { readonly tag: 'title'; readonly text: string }
  | { readonly tag: 'meta'; readonly key: 'name' | 'property'; readonly id: string; readonly content: string }
  | { readonly tag: 'link'; readonly rel: string; readonly href: string }

const byName = (id: string, content: string): HeadTag => ({ tag: 'meta', key: 'name', id, content })
const byProperty = (id: string, content: string): HeadTag => ({ tag: 'meta', key: 'property', id, content })

const openGraphType = (topic: PageTopic): 'website' | 'article' =>
  topic.kind === 'article' || topic.kind === 'case-study' ? 'article' : 'website'

/** Title, description, canonical URL, Open Graph and Twitter card tags, in the order they are written. */
export function headTags(head: DocumentHead): HeadTag[] {
  if (head.kind === 'not-found') {
    return [{ tag: 'title', text: notFoundTitle }, byName('description', notFoundDescription), byName('robots', 'noindex')]
  }
  const { meta } = head
  const url = absoluteUrl(meta.path)
  const image = shareImage(meta.topic.kind)
  return [
    { tag: 'title', text: meta.title },
    byName('description', meta.description),
    meta.noindex ? byName('robots', 'noindex') : { tag: 'link', rel: 'canonical', href: url },
    byProperty('og:type', openGraphType(meta.topic)),
    byProperty('og:site_name', company.name),
    byProperty('og:title', meta.title),
    byProperty('og:description', meta.description),
    byProperty('og:url', url),
    byProperty('og:image', absoluteUrl(image.path)),
    byProperty('og:image:width', String(image.width)),
    byProperty('og:image:height', String(image.height)),
    byProperty('og:image:alt', image.alt),
    byName('twitter:card', 'summary_large_image'),
    byName('twitter:title', meta.title),
    byName('twitter:description', meta.description),
    byName('twitter:image', absoluteUrl(image.path)),
    byName('twitter:image:alt', image.alt),
  ]
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The tags as HTML for the prerendered page. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`
        case 'meta':
          return `<meta ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}" />`
        case 'link':
          return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`
      }
    })
    .join('\n    ')
}
