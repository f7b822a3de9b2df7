import { fromBuild } from '../from-build'
import type { HomeWords } from './home-copy'

/** owner/pages/home.yaml (or the demo's words where the owner has none; see page-files.ts). */
export const homeWords: HomeWords = fromBuild(
  () => import.meta.glob<HomeWords>('./defaults/home.yaml', { eager: true, import: 'default' }),
  // Only a Vite build renders pages; scripts run without it read no page words.
  {} as HomeWords,
)
