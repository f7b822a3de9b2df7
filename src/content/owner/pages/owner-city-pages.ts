import type { CityPagesCopy } from './city-pages-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/city-pages.yaml (or the demo's words where the owner has none; see page-files.ts), as the build validated it. */
export const ownerCityPagesCopy: CityPagesCopy = pageWordsOf('owner/pages/city-pages.yaml', () =>
  import.meta.glob<CityPagesCopy>('./defaults/city-pages.yaml', { eager: true, import: 'default' }),
)
