import { fromBuild } from '../from-build'
import type { HomeWords } from './home-copy'

/**
 * The trust strip's words, the home page file's "trust" part (owner/pages/home.yaml): the city,
 * service and case-study pages show the strip too, and load only these.
 */
export const trustWords: HomeWords['trust'] = fromBuild(
  () => import.meta.glob<HomeWords['trust']>('./defaults/home.yaml', { eager: true, import: 'default', query: '?part=trust' }),
  // Only a Vite build renders pages; scripts run without it read no page words.
  {} as HomeWords['trust'],
)
