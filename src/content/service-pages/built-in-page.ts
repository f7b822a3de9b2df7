import { callCompany } from '../cta-banner'
import type { BuiltInServiceSlug } from '../built-in-services'
import type { ServicePageFile } from '../owner/pages/service-page-copy'
import { siteWords } from '../owner/pages/site-word-values'
import {
  serviceCardsBySlug,
  servicePageCopy,
  serviceTitle,
  type ServiceButtonText,
  type ServiceCard,
  type ServiceHighlights,
  type ServicePage,
} from '../services'

/** What a built-in page is made of besides its words: its buttons, its sections' kind and its links. */
export interface BuiltInPageStructure {
  readonly buttonText: ServiceButtonText
  readonly highlightsKind: ServiceHighlights['kind']
  /** Only the camera installation and CCTV pages link to /locations (the spec). */
  readonly linksToLocations: boolean
}

/** Outside a Vite build (scripts under tsx) no owner file is read: the page says nothing. */
export const noServicePageWords: ServicePageFile = {
  description: '',
  summary: '',
  hero: { eyebrow: '', heading: '', intro: '' },
  features: { heading: '', intro: '', items: [] },
  highlights: { heading: '', intro: '', items: [] },
  faqs: [],
  closing: { heading: '', text: '' },
}

/**
 * A built-in service's page: its structure typed here, every sentence from the owner's
 * owner/pages/service-<slug>.yaml, with the profile's facts and the owner's offers filled in.
 */
export function builtInServicePage<S extends BuiltInServiceSlug>(
  slug: S,
  file: ServicePageFile,
  structure: BuiltInPageStructure,
): ServicePage<S> {
  const card: ServiceCard<S> = serviceCardsBySlug[slug] as ServiceCard as ServiceCard<S>
  const words = siteWords(file)
  return {
    ...card,
    title: serviceTitle(card.name),
    description: words.description,
    hero: { ...words.hero, primaryButtonText: structure.buttonText, callLinkText: servicePageCopy.callLinkText },
    features: words.features,
    highlights: { kind: structure.highlightsKind, ...words.highlights },
    linksToLocations: structure.linksToLocations,
    ...(structure.linksToLocations ? { locationsLinkText: servicePageCopy.locationsLinkText } : {}),
    ...(structure.linksToLocations && words.areaBand ? { locationsCallout: words.areaBand } : {}),
    faqHeading: servicePageCopy.faqHeading,
    faqs: words.faqs,
    closing: { ...words.closing, quoteButton: structure.buttonText, secondary: callCompany },
  }
}
