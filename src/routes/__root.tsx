import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { AppErrorFallback } from '../components/layout/app-error-fallback'
import { NotFoundPage } from '../components/layout/not-found-page'
import { RootLayout } from '../components/layout/root-layout'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppErrorFallback,
})
