import type { BuiltInServiceSlug } from '../../built-in-services'
import { siteWords } from './site-word-values'

/**
 * The built-in services' card summaries, each the `summary` of its page file
 * (owner/pages/service-<slug>.yaml, or the demo's words where the owner has none): the home grid,
 * /services and every city page show the cards, so they load only this part of each file, never
 * the pages' other words.
 */
function readSummaries(): Partial<Record<BuiltInServiceSlug, string>> {
  try {
    const modules = import.meta.glob<string>('./defaults/service-*.yaml', { eager: true, import: 'default', query: '?part=summary' })
    return Object.fromEntries(
      Object.entries(modules).map(([path, summary]) => [path.replace(/^.*\/service-/, '').replace(/\.yaml$/, ''), siteWords(summary)]),
    )
  } catch {
    // Only a Vite build renders pages; scripts run without it read no page words.
    return {}
  }
}

const summaries = readSummaries()

/** A built-in service's card summary, in the owner's words; empty outside a Vite build. */
export const builtInServiceSummary = (slug: BuiltInServiceSlug): string => summaries[slug] ?? ''
