/** What the routes use of the layout feature; everything else in it is private. */
export { AppErrorFallback } from './app-error-fallback'
export { NotFoundPage } from './not-found-page'
export { RootLayout } from './root-layout'
// Page components in route files mark the page live themselves (its doc says why).
export { useHydratedMarker } from '../../startup/use-hydrated-marker'
