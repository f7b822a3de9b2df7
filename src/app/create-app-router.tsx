import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from './router-context'

export interface AppRouterOptions extends RouterContext {
  readonly history?: RouterHistory
  readonly isServer?: boolean
}

export function createAppRouter({ history, isServer, ...context }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    history,
    isServer,
    defaultPreload: 'intent',
    // Pages are static: loaders never go stale within a visit.
    defaultStaleTime: Infinity,
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
