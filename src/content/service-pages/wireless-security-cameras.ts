import { fromBuild } from '../owner/from-build'
import type { ServicePageFile } from '../owner/pages/service-page-copy'
import type { ServicePage } from '../services'
import { builtInServicePage, noServicePageWords } from './built-in-page'

/** owner/pages/service-wireless-security-cameras.yaml: the page's words, in this page's own chunk. */
const words = fromBuild(
  () =>
    import.meta.glob<ServicePageFile>('../owner/pages/defaults/service-wireless-security-cameras.yaml', { eager: true, import: 'default' }),
  noServicePageWords,
)

export const servicePage: ServicePage<'wireless-security-cameras'> = builtInServicePage('wireless-security-cameras', words, {
  buttonText: 'Get a Free Quote',
  highlightsKind: 'why-choose-us',
  linksToLocations: false,
})
