/**
 * Loads a service page's copy. Kept apart from services.ts, which the home and city pages load for
 * the cards, so that only a service's own page lists its copy with its start-up code
 * (`routeChunks` in src/startup/deferred-start.ts lists what the route's code imports lazily from a
 * file named after the page's slug).
 */
import { callCompany } from './cta-banner'
import type { BuiltInServiceSlug } from './built-in-services'
import type { OwnerService, ServicePageWords } from './owner/owner-services-schema'
import { serviceCatalog, servicePageCopy, serviceTitle, type ServiceCard, type ServiceCatalog, type ServicePage } from './services'

const builtInPages: { readonly [S in BuiltInServiceSlug]: () => Promise<{ readonly servicePage: ServicePage<S> }> } = {
  'security-camera-installation': () => import('./service-pages/security-camera-installation'),
  'cctv-monitoring-systems': () => import('./service-pages/cctv-monitoring-systems'),
  'wireless-security-cameras': () => import('./service-pages/wireless-security-cameras'),
  'video-doorbells': () => import('./service-pages/video-doorbells'),
  'access-control': () => import('./service-pages/access-control'),
  'ai-enhanced-security': () => import('./service-pages/ai-enhanced-security'),
}

/** The parts of a page the owner's words replace; what the owner left out stays as it was. */
function pageFromWords(card: ServiceCard, words: ServicePageWords, base?: ServicePage): ServicePage {
  const quoteButton = base?.closing.quoteButton ?? 'Get a Free Quote'
  const steps = words.steps
  return {
    ...card,
    title: serviceTitle(words.title ?? card.name),
    description: words.description,
    hero: {
      ...words.hero,
      primaryButtonText: base?.hero.primaryButtonText ?? 'Get a Free Quote',
      callLinkText: servicePageCopy.callLinkText,
    },
    features: words.features,
    ...(steps ? { highlights: { kind: 'process', ...steps } } : {}),
    linksToLocations: base?.linksToLocations ?? false,
    ...(base?.locationsLinkText ? { locationsLinkText: base.locationsLinkText } : {}),
    ...(base?.locationsCallout ? { locationsCallout: base.locationsCallout } : {}),
    faqHeading: servicePageCopy.faqHeading,
    faqs: words.faqs,
    closing: { ...words.closing, quoteButton, secondary: callCompany },
  }
}

/** A built-in page under the owner's entry: the entry's name, summary or icon, and its own words when given. */
function withOwnerEntry(page: ServicePage, card: ServiceCard, entry: OwnerService): ServicePage {
  if (entry.page) return pageFromWords(card, entry.page, page)
  return { ...page, ...card, title: entry.name ? serviceTitle(entry.name) : page.title }
}

/**
 * The whole page of a service, or undefined for a slug the site does not offer. Each built-in
 * page is a chunk of its own, named after its slug, which the build lists with the page's
 * start-up code; an owner's own service's words come with the owner's services file.
 */
export async function loadServicePage(slug: string, catalog: ServiceCatalog = serviceCatalog): Promise<ServicePage | undefined> {
  const card = catalog.find(slug)
  const entry = catalog.findEntry(slug)
  if (!card || !entry) return undefined
  if (card.slug === card.drawing) return withOwnerEntry((await builtInPages[card.drawing]()).servicePage, card, entry)
  // servicesFileSchema requires a page of every service of the owner's own.
  if (!entry.page) return undefined
  return pageFromWords(card, entry.page)
}

/** Every service page in order, for the checks that read them all. */
export async function loadServicePages(catalog: ServiceCatalog = serviceCatalog): Promise<ServicePage[]> {
  const pages = await Promise.all(catalog.slugs.map((slug) => loadServicePage(slug, catalog)))
  return pages.filter((page): page is ServicePage => page !== undefined)
}
