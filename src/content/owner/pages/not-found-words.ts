import { fromBuild } from '../from-build'
import type { NotFoundWords } from './not-found-copy'

/** owner/pages/not-found.yaml (or the demo's words where the owner has none; see page-files.ts). */
export const notFoundWords: NotFoundWords = fromBuild(
  () => import.meta.glob<NotFoundWords>('./defaults/not-found.yaml', { eager: true, import: 'default' }),
  // Only a Vite build renders pages; scripts run without it read no page words.
  {} as NotFoundWords,
)
