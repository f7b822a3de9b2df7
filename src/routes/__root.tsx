import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { NotFoundPage, RootDocument, RootErrorDocument } from '../features/layout'
import { isNotFound, notFoundHead } from '../head/page-head'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's own head comes from its route; the root speaks only for the not-found page.
  head: ({ matches }) => (isNotFound(matches) ? notFoundHead : {}),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorDocument,
})
