import { fromBuild } from '../from-build'
import type { AboutPageWords } from './about-page-copy'

/** owner/pages/about-page.yaml (or the demo's words where the owner has none; see page-files.ts). */
export const aboutPageWords: AboutPageWords = fromBuild(
  () => import.meta.glob<AboutPageWords>('./defaults/about-page.yaml', { eager: true, import: 'default' }),
  // Only a Vite build renders pages; scripts run without it read no page words.
  {} as AboutPageWords,
)
