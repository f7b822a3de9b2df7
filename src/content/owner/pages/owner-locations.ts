import type { LocationsCopy } from './locations-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/locations.yaml (or the demo's words where the owner has none; see page-files.ts), as the build validated it. */
export const ownerLocationsCopy: LocationsCopy = pageWordsOf('owner/pages/locations.yaml', () =>
  import.meta.glob<LocationsCopy>('./defaults/locations.yaml', { eager: true, import: 'default' }),
)
