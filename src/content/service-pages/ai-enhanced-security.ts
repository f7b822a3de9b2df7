import { fromBuild } from '../owner/from-build'
import type { ServicePageFile } from '../owner/pages/service-page-copy'
import type { ServicePage } from '../services'
import { builtInServicePage, noServicePageWords } from './built-in-page'

/** owner/pages/service-ai-enhanced-security.yaml: the page's words, in this page's own chunk. */
const words = fromBuild(
  () => import.meta.glob<ServicePageFile>('../owner/pages/defaults/service-ai-enhanced-security.yaml', { eager: true, import: 'default' }),
  noServicePageWords,
)

export const servicePage: ServicePage<'ai-enhanced-security'> = builtInServicePage('ai-enhanced-security', words, {
  buttonText: 'Schedule a Free Consultation',
  highlightsKind: 'why-choose-us',
  linksToLocations: false,
})
