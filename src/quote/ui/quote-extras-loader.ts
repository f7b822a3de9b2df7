import { lazyModule } from '../../startup/lazy-module'

/** The quote dialog and the toaster, fetched when the page is idle or a visitor asks first. */
export const quoteExtras = lazyModule(() => import('./quote-extras'))
