/**
 * Loads a service page's copy. Kept apart from services.ts, which the home and city pages load for
 * the cards, so that only a service's own page lists its copy with its start-up code
 * (`routeChunks` in src/startup/deferred-start.ts lists what the route's code imports lazily from a
 * file named after the page's slug).
 */
import { isServiceSlug, serviceSlugs, type ServicePage, type ServiceSlug } from './services'

const servicePages: { readonly [S in ServiceSlug]: () => Promise<{ readonly servicePage: ServicePage<S> }> } = {
  'security-camera-installation': () => import('./service-pages/security-camera-installation'),
  'cctv-monitoring-systems': () => import('./service-pages/cctv-monitoring-systems'),
  'wireless-security-cameras': () => import('./service-pages/wireless-security-cameras'),
  'video-doorbells': () => import('./service-pages/video-doorbells'),
  'access-control': () => import('./service-pages/access-control'),
  'ai-enhanced-security': () => import('./service-pages/ai-enhanced-security'),
}

/**
 * The whole page of a service, or undefined for a slug that names none. Each page is a chunk of its
 * own, named after its slug, which the build lists with the page's start-up code.
 */
export async function loadServicePage(slug: string): Promise<ServicePage | undefined> {
  return isServiceSlug(slug) ? (await servicePages[slug]()).servicePage : undefined
}

/** Every service page in order, for the checks that read them all. */
export function loadServicePages(): Promise<ServicePage[]> {
  return Promise.all(serviceSlugs.map(async (slug) => (await servicePages[slug]()).servicePage))
}
