import { company } from './company'
import { hasCaseStudies } from './owner/has-case-studies'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { notFoundWords } from './owner/pages/not-found-words'
import { say } from './page-words'

export interface PopularPage {
  readonly label: string
  readonly to: string
  readonly description: string
  readonly icon: IconName
}

export interface NotFoundCopy {
  readonly eyebrow: string
  /** The page's heading, word for word. */
  readonly title: string
  readonly documentTitle: string
  readonly metaDescription: string
  /** The message under the heading, word for word. */
  readonly message: string
  readonly homeLinkText: string
  readonly homeLinkTo: string
  readonly popularPagesHeading: string
  readonly popularPagesIntro: string
  readonly popularPages: readonly PopularPage[]
  readonly help: CtaBannerCopy
}

/** The page's words, the owner's (owner/pages/not-found.yaml); the links are the site's. */
const words = notFoundWords

export const notFoundPage = {
  eyebrow: say(words.eyebrow),
  title: say(words.title),
  documentTitle: say(words.meta.title),
  metaDescription: say(words.meta.description),
  message: say(words.message),
  homeLinkText: 'Return to Home',
  homeLinkTo: '/',
  popularPagesHeading: say(words.popularPages.heading),
  popularPagesIntro: say(words.popularPages.intro),
  popularPages: (
    [
      { label: 'Services', to: '/services', description: say(words.popularPages.services), icon: 'Cctv' },
      { label: 'Solutions', to: '/solutions', description: say(words.popularPages.solutions), icon: 'Layers' },
      { label: 'Products', to: '/products', description: say(words.popularPages.products), icon: 'Camera' },
      { label: 'Case Studies', to: '/case-studies', description: say(words.popularPages.caseStudies), icon: 'BarChart3' },
      { label: 'Locations', to: '/locations', description: say(words.popularPages.locations), icon: 'MapPin' },
      { label: 'About Us', to: '/about', description: say(words.popularPages.about), icon: 'Users' },
    ] satisfies readonly PopularPage[]
  ).filter((page) => page.to !== '/case-studies' || hasCaseStudies), // Case Studies only while the owner publishes a story.
  help: {
    heading: say(words.help.heading),
    text: say(words.help.text),
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
} as const satisfies NotFoundCopy

export interface RouterFallbackCopy {
  readonly heading: string
  readonly message: string
  readonly reloadButtonText: string
  readonly homeLinkText: string
  readonly homeLinkTo: string
  readonly callLinkText: string
}

/** Shown by the router when rendering or loading a page throws. */
export const routerFallback = {
  heading: 'Unexpected Application Error!',
  message:
    `Something went wrong while loading this page. Reloading usually fixes it; if it keeps happening, ` + `call us at ${company.phone}.`,
  reloadButtonText: 'Reload Page',
  homeLinkText: 'Return to Home',
  homeLinkTo: '/',
  callLinkText: `Call ${company.phone}`,
} as const satisfies RouterFallbackCopy
