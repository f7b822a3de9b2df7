import type { ContentImage } from './content-image'

/** One step of a breadcrumb trail. */
export interface Crumb {
  readonly name: string
  readonly path: string
}

/** What a page is about, beyond the business every page describes; it picks the structured data and the share image. */
export type PageTopic =
  | { readonly kind: 'home' }
  | { readonly kind: 'page' }
  | {
      readonly kind: 'service'
      readonly serviceName: string
      readonly summary: string
      /** Set on a city page: the city the service is offered in, and its state's full name. */
      readonly place?: { readonly city: string; readonly state: string }
    }
  | { readonly kind: 'article'; readonly headline: string; readonly image: ContentImage }
  | { readonly kind: 'case-study'; readonly headline: string; readonly image: ContentImage }

/**
 * What every page says about itself to browsers, search engines and link previews. Each content
 * module declares its page's meta beside its copy; `src/head/page-head.ts` turns it into head tags,
 * Open Graph and structured data.
 */
export interface PageMeta {
  /** Lower-case path of the page, '/products'; the canonical URL is built from it. */
  readonly path: string
  /** Document title. */
  readonly title: string
  /** Meta description, at most 160 characters. */
  readonly description: string
  /** Home down to this page, this page last; only for pages below the top level. */
  readonly breadcrumbs?: readonly [Crumb, Crumb, ...Crumb[]]
  readonly topic: PageTopic
  /**
   * A page the site renders but neither prerenders nor lists in the sitemap (a town the region
   * dialogs do not name): kept out of search results, with no canonical URL of its own.
   */
  readonly noindex?: true
}

export const homeCrumb: Crumb = { name: 'Home', path: '/' }

/** A page reached from the main navigation: title, description and nothing more to say. */
export function topLevelPage(path: string, title: string, description: string): PageMeta {
  return { path, title, description, topic: { kind: 'page' } }
}
