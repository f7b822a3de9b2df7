/** What the routes use of the layout feature; everything else in it is private. */
export { NotFoundPage } from './not-found-page'
export { RootDocument, RootErrorDocument } from './root-document'
// Page components in route files mark the page live themselves (its doc says why).
export { useHydratedMarker } from '../../startup/use-hydrated-marker'
