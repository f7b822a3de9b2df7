import { describeCitySlug } from './city-page'
import { findServiceCard } from './services'
import { findUsState } from './us-states'

/** What the page a visitor asked from tells the owner: the service and, on a city page, where. */
export interface PageTopic {
  readonly service?: string
  /** 'Charlotte, NC' or, for an area of a served city, 'Uptown, Charlotte, NC'. */
  readonly place?: string
}

export function pageTopic(page: string | undefined): PageTopic {
  if (!page) return {}
  const servicePage = /^\/services\/([a-z0-9-]+)\/?$/.exec(page)
  if (servicePage) {
    const service = findServiceCard(servicePage[1] ?? '')
    return service ? { service: service.name } : {}
  }
  const cityPage = /^\/([a-z]{2})\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9-]+)\/?$/i.exec(page)
  if (cityPage) {
    const [, stateSlug = '', citySlug = '', serviceSlug = ''] = cityPage
    const state = findUsState(stateSlug.toUpperCase()) ?? findUsState(stateSlug)
    const service = findServiceCard(serviceSlug)
    if (!state || !service) return {}
    const { displayName, areaCity } = describeCitySlug(state.abbr, citySlug)
    return { service: service.name, place: `${areaCity ?? displayName}, ${state.abbr}` }
  }
  return {}
}
