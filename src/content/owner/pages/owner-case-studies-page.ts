import type { CaseStudiesPageCopy } from './case-studies-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/case-studies.yaml (or the demo's words where the owner has none; see page-files.ts), as the build validated it. */
export const ownerCaseStudiesPageCopy: CaseStudiesPageCopy = pageWordsOf('owner/pages/case-studies.yaml', () =>
  import.meta.glob<CaseStudiesPageCopy>('./defaults/case-studies.yaml', { eager: true, import: 'default' }),
)
