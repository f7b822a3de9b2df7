/** What other features may use of the regions feature; everything else in it is private. */
export { FinancingBadge } from './financing-badge'
export { ServiceRegions } from './service-regions'
