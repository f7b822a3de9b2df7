import type { SecurityInsightsCopy } from './security-insights-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/security-insights.md (or the demo's words where the owner has none; see page-files.ts), as the build validated it. */
export const ownerSecurityInsightsCopy: SecurityInsightsCopy = pageWordsOf('owner/pages/security-insights.md', () =>
  import.meta.glob<SecurityInsightsCopy>('./defaults/security-insights.md', { eager: true, import: 'default' }),
)
