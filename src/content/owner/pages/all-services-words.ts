import { fromBuild } from '../from-build'
import type { AllServicesWords } from './all-services-copy'

/** owner/pages/all-services.yaml (or the demo's words where the owner has none; see page-files.ts). */
export const allServicesWords: AllServicesWords = fromBuild(
  () => import.meta.glob<AllServicesWords>('./defaults/all-services.yaml', { eager: true, import: 'default' }),
  // Only a Vite build renders pages; scripts run without it read no page words.
  {} as AllServicesWords,
)
