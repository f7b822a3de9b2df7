import { company } from '../content/company'

/** What a route declares about itself for the document head. */
export interface PageHead {
  readonly title: string
  readonly description: string
  /** Path of the page, e.g. '/products'; the canonical URL is built from it. */
  readonly path: string
}

type HeadMeta = { title?: string; name?: string; content?: string }

/** Turns a page's head into the router's `head()` shape. */
export function pageHead({ title, description, path }: PageHead) {
  return {
    meta: [{ title }, { name: 'description', content: description }],
    links: [{ rel: 'canonical', href: canonicalUrl(path) }],
  }
}

export function canonicalUrl(path: string): string {
  return new URL(path, company.siteUrl).href
}

interface MatchHead {
  readonly meta?: unknown
  readonly links?: unknown
  readonly status?: string
  readonly _notFound?: boolean
}

/** The not-found page is titled exactly this. */
export const notFoundTitle = 'Page Not Found'

export function isNotFound(matches: readonly MatchHead[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true)
}

export interface ResolvedHead {
  readonly title: string
  readonly description: string
  readonly canonical: string | undefined
}

/** The deepest match that says something wins, as the router's own HeadContent does. */
export function resolveHead(matches: readonly MatchHead[]): ResolvedHead {
  let title: string = company.name
  let description = ''
  let canonical: string | undefined
  for (const match of matches) {
    for (const meta of (match.meta as HeadMeta[] | undefined) ?? []) {
      if (!meta) continue
      if (meta.title) title = meta.title
      if (meta.name === 'description' && meta.content) description = meta.content
    }
    for (const link of (match.links as { rel?: string; href?: string }[] | undefined) ?? []) {
      if (link?.rel === 'canonical' && link.href) canonical = link.href
    }
  }
  if (isNotFound(matches)) return { title: notFoundTitle, description: notFoundDescription, canonical: undefined }
  return { title, description, canonical }
}

const notFoundDescription = 'The page you are looking for does not exist or has been moved.'

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The head tags written into prerendered HTML. */
export function renderHeadTags(head: ResolvedHead): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:type" content="website" />`,
  ]
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}" />`)
    tags.push(`<meta property="og:url" content="${escapeAttr(head.canonical)}" />`)
  }
  return tags.join('\n    ')
}
