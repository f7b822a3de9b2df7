import { fromBuild } from '../from-build'
import type { LocationsCopy } from './locations-copy'

const blank = { heading: '', text: '' }

/** owner/pages/locations.yaml, as the build validated it; outside a Vite build (tsx scripts), words that say nothing. */
export const ownerLocationsCopy: LocationsCopy = fromBuild<LocationsCopy>(
  () => import.meta.glob<LocationsCopy>('../../../../owner/pages/locations.yaml', { eager: true, import: 'default' }),
  {
    meta: { eyebrow: '', title: '', description: '', descriptionWithPartners: '' },
    hero: { heading: '', intro: '' },
    regions: { heading: '', intro: '', cityAreas: '' },
    howItWorks: { heading: '', steps: [] },
    coverage: { heading: '', intro: '', cityCount: '', outsideArea: blank },
    financing: { ...blank, cities: '' },
    cta: { ...blank, textWithPartners: '' },
    directory: { heading: '', intro: '' },
  },
)
