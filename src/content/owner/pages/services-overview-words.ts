import { fromBuild } from '../from-build'
import type { ServicesOverviewWords } from './services-overview-copy'

/** owner/pages/services-overview.yaml (or the demo's words where the owner has none; see page-files.ts). */
export const servicesOverviewWords: ServicesOverviewWords = fromBuild(
  () => import.meta.glob<ServicesOverviewWords>('./defaults/services-overview.yaml', { eager: true, import: 'default' }),
  // Only a Vite build renders pages; scripts run without it read no page words.
  {} as ServicesOverviewWords,
)
