import type { LocationsCopy } from './locations-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/locations.yaml, as the build validated it. */
export const ownerLocationsCopy: LocationsCopy = pageWordsOf('owner/pages/locations.yaml', () =>
  import.meta.glob<LocationsCopy>('../../../../owner/pages/locations.yaml', { eager: true, import: 'default' }),
)
