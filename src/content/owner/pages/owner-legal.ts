import type { LegalCopy } from './legal-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/legal.yaml (or the demo's words where the owner has none; see page-files.ts), as the build validated it. */
export const ownerLegalCopy: LegalCopy = pageWordsOf('owner/pages/legal.yaml', () =>
  import.meta.glob<LegalCopy>('./defaults/legal.yaml', { eager: true, import: 'default' }),
)
