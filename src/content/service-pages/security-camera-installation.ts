import { fromBuild } from '../owner/from-build'
import type { ServicePageFile } from '../owner/pages/service-page-copy'
import type { ServicePage } from '../services'
import { builtInServicePage, noServicePageWords } from './built-in-page'

/** owner/pages/service-security-camera-installation.yaml: the page's words, in this page's own chunk. */
const words = fromBuild(
  () =>
    import.meta.glob<ServicePageFile>('../owner/pages/defaults/service-security-camera-installation.yaml', {
      eager: true,
      import: 'default',
    }),
  noServicePageWords,
)

export const servicePage: ServicePage<'security-camera-installation'> = builtInServicePage('security-camera-installation', words, {
  buttonText: 'Get a Free Quote',
  highlightsKind: 'process',
  linksToLocations: true,
})
