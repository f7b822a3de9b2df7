import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { AppErrorFallback } from '../features/layout/app-error-fallback'
import { NotFoundPage } from '../features/layout/not-found-page'
import { RootLayout } from '../features/layout/root-layout'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppErrorFallback,
})
