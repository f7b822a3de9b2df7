import { fromBuild } from '../owner/from-build'
import type { ServicePageFile } from '../owner/pages/service-page-copy'
import type { ServicePage } from '../services'
import { builtInServicePage, noServicePageWords } from './built-in-page'

/** owner/pages/service-access-control.yaml: the page's words, in this page's own chunk. */
const words = fromBuild(
  () => import.meta.glob<ServicePageFile>('../owner/pages/defaults/service-access-control.yaml', { eager: true, import: 'default' }),
  noServicePageWords,
)

export const servicePage: ServicePage<'access-control'> = builtInServicePage('access-control', words, {
  buttonText: 'Schedule a Free Consultation',
  highlightsKind: 'process',
  linksToLocations: false,
})
