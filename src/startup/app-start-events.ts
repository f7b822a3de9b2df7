/**
 * What a prerendered page's loader (page-loader.ts) and the app say to each other. The loader is
 * inlined in every page, the app is the bundle it starts; these names are the whole interface.
 */

/** Dispatched on `document` just before React starts hydrating; React handles presses after it. */
export const appHydratingEvent = 'app:hydrating'
/** Dispatched on `document` once React owns the page. */
export const appHydratedEvent = 'app:hydrated'

/** The id of the JSON element that tells the loader what to start: see `PageStartPlan`. */
export const pageStartPlanId = 'app-start'

/** What the loader reads from the page: the entry module and the chunks to fetch beside it. */
export interface PageStartPlan {
  /** The URL of the app's entry module, imported last. */
  entry: string
  /** The start-up code and the page's own route, fetched as module preloads before the entry. */
  chunks: string[]
}
