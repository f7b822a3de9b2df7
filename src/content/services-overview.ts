import type { IconName } from './icon-name'
import { serviceCards, type ServiceCard } from './services'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { servicesOverviewWords } from './owner/pages/services-overview-words'
import { say, shownEntries } from './page-words'

export interface ServicesOverviewHero {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly buttonText: 'Schedule a Free Consultation'
}

export interface ServicesOverviewList {
  readonly heading: string
  readonly intro: string
  readonly linkText: string
  /** Taken from services.ts, in its order. */
  readonly cards: readonly ServiceCard[]
}

export interface ServicesBenefit {
  readonly icon: IconName
  readonly title: string
  readonly description: string
}

export interface ServicesBenefits {
  readonly heading: string
  readonly intro: string
  readonly items: readonly ServicesBenefit[]
}

export interface ServicesFaqEntry {
  readonly question: string
  readonly answer: string
}

export interface ServicesFaq {
  readonly heading: 'Frequently Asked Questions'
  /** Five on the demo (the spec's FAQ); fewer when the owner makes no install-time or warranty promise. */
  readonly items: readonly ServicesFaqEntry[]
}

export interface ServicesOverviewClosing extends CtaBannerCopy {
  readonly quoteButton: 'Get a Free Quote' | 'Schedule a Free Consultation'
}

export interface ServicesOverviewPage {
  readonly path: '/services'
  readonly title: string
  readonly description: string
  readonly hero: ServicesOverviewHero
  readonly servicesList: ServicesOverviewList
  readonly benefits: ServicesBenefits
  readonly faq: ServicesFaq
  readonly closing: ServicesOverviewClosing
}

/** The page's words, the owner's (owner/pages/services-overview.yaml); the cards come from services.ts. */
const words = servicesOverviewWords

export const servicesOverviewPage = {
  path: '/services',
  title: say(words.meta.title),
  description: say(words.meta.description),
  hero: {
    eyebrow: say(words.hero.eyebrow),
    heading: say(words.hero.heading),
    intro: say(words.hero.intro),
    buttonText: 'Schedule a Free Consultation',
  },
  servicesList: {
    heading: say(words.servicesList.heading),
    intro: say(words.servicesList.intro),
    linkText: 'Learn More',
    cards: serviceCards,
  },
  benefits: {
    heading: say(words.benefits.heading),
    intro: say(words.benefits.intro),
    // A reason about an offer the owner does not make is left out (onlyWith in the file).
    items: shownEntries(words.benefits.items).map((item) => ({
      icon: item.icon,
      title: say(item.title),
      description: say(item.description),
    })),
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: shownEntries(words.faq.items).map((item) => ({ question: say(item.question), answer: say(item.answer) })),
  },
  closing: {
    heading: say(words.closing.heading),
    text: say(words.closing.text),
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
} as const satisfies ServicesOverviewPage

export const servicesOverviewMeta: PageMeta = topLevelPage(
  servicesOverviewPage.path,
  servicesOverviewPage.title,
  servicesOverviewPage.description,
)
