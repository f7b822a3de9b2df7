import { fromBuild } from '../owner/from-build'
import type { ServicePageFile } from '../owner/pages/service-page-copy'
import type { ServicePage } from '../services'
import { builtInServicePage, noServicePageWords } from './built-in-page'

/** owner/pages/service-video-doorbells.yaml: the page's words, in this page's own chunk. */
const words = fromBuild(
  () => import.meta.glob<ServicePageFile>('../owner/pages/defaults/service-video-doorbells.yaml', { eager: true, import: 'default' }),
  noServicePageWords,
)

export const servicePage: ServicePage<'video-doorbells'> = builtInServicePage('video-doorbells', words, {
  buttonText: 'Get a Free Quote',
  highlightsKind: 'process',
  linksToLocations: false,
})
