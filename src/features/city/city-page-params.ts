import { describeCitySlug, isOutsideServiceArea, showsFinancingBanner } from '../../content/city-page'
import { findServiceArea } from '../../content/regions'
import { serviceCatalog, type ServiceCard, type ServiceCatalog } from '../../content/services'
import { findUsState } from '../../content/us-states'

/** The three path segments of `/{state}/{city}/{service}`, as the router hands them over. */
export interface CityPageParams {
  readonly state: string
  readonly city: string
  readonly service: string
}

/** Everything a city landing page shows, derived once from valid path segments. */
export interface CityPage {
  /** Upper case, as shown: 'NC'. */
  readonly stateAbbr: string
  readonly stateName: string
  readonly citySlug: string
  /** The slug title-cased with hyphens turned into spaces: 'Uptown Charlotte'. */
  readonly cityName: string
  /** 'Uptown, Charlotte' for a known subdivision of a served city. */
  readonly areaCity?: string
  readonly service: ServiceCard
  readonly showsFinancing: boolean
  /** Whether the state is one the company installs in itself (else it points to a partner provider). */
  readonly served: boolean
  /** Whether the region dialogs name this town or area (its pages are prerendered and in the sitemap). */
  readonly listed: boolean
  /** Lower-case canonical path, whatever case the state was typed in. */
  readonly path: string
}

/** Lower-case letters and digits in hyphen-separated words: the shape of every city link. */
const citySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const stateSegmentPattern = /^[a-z]{2}$/i

export function isCitySlug(value: string): boolean {
  return citySlugPattern.test(value)
}

/**
 * The page for these segments, or undefined when any segment names nothing we serve a page for:
 * the service must be one the owner offers (owner/services.yaml).
 */
export function parseCityPage(params: CityPageParams, services: Pick<ServiceCatalog, 'find'> = serviceCatalog): CityPage | undefined {
  const state = stateSegmentPattern.test(params.state) ? findUsState(params.state) : undefined
  const service = services.find(params.service)
  if (!state || !service || !isCitySlug(params.city)) return undefined
  const { displayName, areaCity } = describeCitySlug(state.abbr, params.city)
  const stateSlug = state.abbr.toLowerCase()
  return {
    stateAbbr: state.abbr,
    stateName: state.name,
    citySlug: params.city,
    cityName: displayName,
    ...(areaCity ? { areaCity } : {}),
    service,
    showsFinancing: showsFinancingBanner(stateSlug),
    served: !isOutsideServiceArea(stateSlug),
    listed: findServiceArea(state.abbr, params.city) !== undefined,
    path: `/${stateSlug}/${params.city}/${service.slug}`,
  }
}
