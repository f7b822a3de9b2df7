import type { SecurityInsightsCopy } from './security-insights-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/security-insights.md, as the build validated it. */
export const ownerSecurityInsightsCopy: SecurityInsightsCopy = pageWordsOf('owner/pages/security-insights.md', () =>
  import.meta.glob<SecurityInsightsCopy>('../../../../owner/pages/security-insights.md', { eager: true, import: 'default' }),
)
