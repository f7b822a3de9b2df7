import type { CityPagesCopy } from './city-pages-copy'
import { pageWordsOf } from './page-words-module'

/** owner/pages/city-pages.yaml, as the build validated it. */
export const ownerCityPagesCopy: CityPagesCopy = pageWordsOf('owner/pages/city-pages.yaml', () =>
  import.meta.glob<CityPagesCopy>('../../../../owner/pages/city-pages.yaml', { eager: true, import: 'default' }),
)
