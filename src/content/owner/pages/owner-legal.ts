import type { LegalCopy } from './legal-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/legal.yaml, as the build validated it. */
export const ownerLegalCopy: LegalCopy = pageWordsOf('owner/pages/legal.yaml', () =>
  import.meta.glob<LegalCopy>('../../../../owner/pages/legal.yaml', { eager: true, import: 'default' }),
)
