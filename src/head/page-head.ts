import { isNotFound as isNotFoundError, rootRouteId } from '@tanstack/react-router'
import { absoluteUrl } from '../config/site-url'
import { company } from '../content/company'
import type { PageMeta, PageTopic } from '../content/page-meta'
import { serializeJsonLd } from './json-ld'
import { shareImage } from './share-images'
import { structuredData } from './structured-data'

/**
 * What a route's `head()` option returns for a page: its title, description, canonical URL, Open
 * Graph and Twitter tags, and its structured data. The router's `<HeadContent />` (in the root
 * layout) writes them into the document, both in the prerender and on client-side navigation,
 * so the HTML a crawler reads and the head after navigation come from this one description.
 */
export interface PageHead {
  meta: ({ title: string } | { name: string; content: string } | { property: string; content: string })[]
  links: { rel: string; href: string }[]
  scripts: { type: 'application/ld+json'; children: string }[]
}

/** The not-found page is titled exactly this. */
export const notFoundTitle = 'Page Not Found'
const notFoundDescription = 'The page you are looking for does not exist or has been moved.'

const openGraphType = (topic: PageTopic): 'website' | 'article' =>
  topic.kind === 'article' || topic.kind === 'case-study' ? 'article' : 'website'

/** A page's head from its meta; a match without meta (its loader found nothing) adds nothing. */
export function pageHead(meta: PageMeta | undefined): Partial<PageHead> {
  if (!meta) return {}
  const url = absoluteUrl(meta.path)
  const image = shareImage(meta.topic.kind)
  return {
    meta: [
      { title: meta.title },
      { name: 'description', content: meta.description },
      ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: openGraphType(meta.topic) },
      { property: 'og:site_name', content: company.name },
      { property: 'og:title', content: meta.title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: absoluteUrl(image.path) },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: meta.title },
      { name: 'twitter:description', content: meta.description },
      { name: 'twitter:image', content: absoluteUrl(image.path) },
      { name: 'twitter:image:alt', content: image.alt },
    ],
    // A page kept out of search results names no canonical URL of its own.
    links: meta.noindex ? [] : [{ rel: 'canonical', href: url }],
    scripts: structuredData(meta).map((block) => ({ type: 'application/ld+json', children: serializeJsonLd(block) })),
  }
}

/** The not-found page's head: its title, and a request not to be indexed. */
export const notFoundHead: Partial<PageHead> = {
  meta: [{ title: notFoundTitle }, { name: 'description', content: notFoundDescription }, { name: 'robots', content: 'noindex' }],
}

/** The parts of a router match that say whether it found its page. */
interface MatchStatus {
  readonly routeId: string
  readonly status?: string
  readonly error?: unknown
}

/**
 * Whether the router matched the not-found page, read from the router's public API: a boundary
 * below the root caught a `notFound()` (its status), the root caught one a loader threw (its
 * error), or no route matched the path at all (the root is the only match; `/` matches the index
 * route below it).
 */
export function isNotFound(matches: readonly MatchStatus[]): boolean {
  return matches.at(-1)?.routeId === rootRouteId || matches.some((match) => match.status === 'notFound' || isNotFoundError(match.error))
}
