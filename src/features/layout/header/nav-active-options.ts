import type { NavMatch } from '../../../content/navigation'

/**
 * The router marks a link `aria-current="page"` by its own rule, which matches prefixes by
 * default. These options make it agree with `isNavLinkActive`, so the attribute and the
 * highlight always tell the same story.
 */
export function navActiveOptions(match: NavMatch) {
  return { exact: match === 'exact', includeSearch: false } as const
}
