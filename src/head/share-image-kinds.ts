import type { PageTopic } from '../content/page-meta'

/** One share image per kind of page: what a link to that page previews as. */
export type ShareImageKind = PageTopic['kind']

export const shareImageKinds = ['home', 'page', 'service', 'article', 'case-study'] as const satisfies readonly ShareImageKind[]

/** The size Open Graph and Twitter's large card expect. */
export const shareImageSize = { width: 1200, height: 630 } as const
