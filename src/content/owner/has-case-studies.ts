import { fromBuild } from './from-build'

/**
 * Whether the owner publishes any case study, without the stories themselves: the header on
 * every page needs only this (each `?exists` module is the number 1).
 */
export const hasCaseStudies: boolean =
  Object.keys(
    fromBuild(
      () => ({ all: import.meta.glob('../../../owner/case-studies/*.md', { eager: true, query: '?exists', import: 'default' }) }),
      {},
    ),
  ).length > 0
