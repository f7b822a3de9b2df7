import type { CaseStudiesPageCopy } from './case-studies-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/case-studies.yaml, as the build validated it. */
export const ownerCaseStudiesPageCopy: CaseStudiesPageCopy = pageWordsOf('owner/pages/case-studies.yaml', () =>
  import.meta.glob<CaseStudiesPageCopy>('../../../../owner/pages/case-studies.yaml', { eager: true, import: 'default' }),
)
