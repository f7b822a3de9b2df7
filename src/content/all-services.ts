import { company } from './company'
import type { IconName } from './icon-name'
import {
  offersTheBuiltInServices,
  serviceCatalog,
  serviceCards,
  serviceNounsInWords,
  type ServiceCard,
  type ServiceImage,
  type ServicePath,
  type ServiceSlug,
} from './services'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { allServicesWords } from './owner/pages/all-services-words'
import { pageWordValues, say } from './page-words'

export interface AllServicesHero {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly consultationButtonText: 'Schedule a Free Consultation'
  readonly callLinkText: string
  /** Names the in-page list of links to the six sections. */
  readonly jumpLinksLabel: string
}

/** The copy that is particular to /all-services; name, link, icon and image come from services.ts. */
export interface AllServicesSectionCopy {
  readonly heading: string
  readonly paragraphs: readonly string[]
  /** Four for the built-in services; the feature titles, up to four, for the owner's own. */
  readonly bullets: readonly string[]
}

export interface AllServicesSection extends AllServicesSectionCopy {
  readonly slug: ServiceSlug
  readonly path: ServicePath
  readonly name: string
  readonly icon: IconName
  readonly image: ServiceImage
  readonly learnMoreText: 'Learn More'
  /** Read after 'Learn More' by screen readers only, so six identical links tell apart. */
  readonly learnMoreContext: string
}

export interface AllServicesClosing extends CtaBannerCopy {
  readonly quoteButton: 'Schedule a Free Consultation'
}

export interface AllServicesPage {
  readonly path: '/all-services'
  readonly title: string
  readonly description: string
  readonly hero: AllServicesHero
  readonly sections: readonly AllServicesSection[]
  readonly closing: AllServicesClosing
}

/** The page's words, the owner's (owner/pages/all-services.yaml); name, link, icon and image come from services.ts. */
const words = allServicesWords

/** A built-in service's section, or one made of the owner's own words for the service. */
function sectionCopyOf(service: ServiceCard): AllServicesSectionCopy {
  const own = serviceCatalog.findEntry(service.slug)?.page
  if (own) {
    return {
      heading: service.name,
      paragraphs: [service.summary, own.hero.intro],
      bullets: own.features.items.slice(0, 4).map((feature) => feature.title),
    }
  }
  const section = words.sections[service.drawing]
  // A built-in service the file has no section for says only its summary: nothing the owner did not write.
  if (!section) return { heading: service.name, paragraphs: [service.summary], bullets: [] }
  const builtIn = {
    heading: say(section.heading),
    paragraphs: section.paragraphs.map((paragraph) => say(paragraph)),
    bullets: section.bullets.map((bullet) => say(bullet)),
  }
  // A renamed built-in service keeps its words under its new name.
  return service.name === builtIn.heading ? builtIn : { ...builtIn, heading: service.name }
}

export const allServicesPage = {
  path: '/all-services',
  title: say(words.meta.title),
  description: offersTheBuiltInServices
    ? say(words.meta.description)
    : say(words.meta.descriptionOfYourList, { ...pageWordValues, services: serviceNounsInWords }),
  hero: {
    eyebrow: say(words.hero.eyebrow),
    heading: say(words.hero.heading),
    intro: say(words.hero.intro),
    consultationButtonText: 'Schedule a Free Consultation',
    callLinkText: `Call ${company.phone}`,
    jumpLinksLabel: 'Jump to a service',
  },
  sections: serviceCards.map((service): AllServicesSection => ({
    slug: service.slug,
    path: service.path,
    name: service.name,
    icon: service.icon,
    image: service.image,
    ...sectionCopyOf(service),
    learnMoreText: 'Learn More',
    learnMoreContext: `about ${service.name}`,
  })),
  closing: {
    heading: say(words.closing.heading),
    text: say(words.closing.text),
    quoteButton: 'Schedule a Free Consultation',
    secondary: callCompany,
  },
} as const satisfies AllServicesPage

export const allServicesMeta: PageMeta = topLevelPage(allServicesPage.path, allServicesPage.title, allServicesPage.description)
