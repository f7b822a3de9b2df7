import { company } from './company'
import { hasCaseStudies } from './owner/has-case-studies'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'

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

export const notFoundPage = {
  eyebrow: 'Error 404',
  title: 'Page Not Found',
  documentTitle: `Page Not Found | ${company.name}`,
  metaDescription: `The page you requested could not be found. Return to the ${company.name} home page.`,
  message: "We're sorry, but the page you are looking for does not exist or has been moved.",
  homeLinkText: 'Return to Home',
  homeLinkTo: '/',
  popularPagesHeading: 'Popular pages',
  popularPagesIntro: 'The link may be out of date, but what you came for is probably one click away.',
  popularPages: (
    [
      {
        label: 'Services',
        to: '/services',
        description: 'Camera installation, CCTV monitoring, video doorbells, access control and AI-enhanced security.',
        icon: 'Cctv',
      },
      {
        label: 'Solutions',
        to: '/solutions',
        description: 'Systems matched to homes, storefronts, offices, warehouses, farms, schools and more.',
        icon: 'Layers',
      },
      {
        label: 'Products',
        to: '/products',
        description: 'The cameras, recorders, doorbells, intercoms and access control hardware we install.',
        icon: 'Camera',
      },
      {
        label: 'Case Studies',
        to: '/case-studies',
        description: 'Measured results from neighborhoods, retailers, schools, hospitals, stadiums and more.',
        icon: 'BarChart3',
      },
      {
        label: 'Locations',
        to: '/locations',
        description: `Where our installers work across ${company.serviceAreaInWords}.`,
        icon: 'MapPin',
      },
      {
        label: 'About Us',
        to: '/about',
        description: `A local team securing homes and businesses since ${company.foundedYear}.`,
        icon: 'Users',
      },
    ] satisfies readonly PopularPage[]
  ).filter((page) => page.to !== '/case-studies' || hasCaseStudies), // Case Studies only while the owner publishes a story.
  help: {
    heading: 'Still looking for something?',
    text: `Call us at ${company.phone} or request a free quote, and we'll point you to the right system for your property.`,
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
