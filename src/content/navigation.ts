import { capitalised, company, openingHoursInWords } from './company'
import { offersTheBuiltInServices, serviceNounsInWords } from './services'
import { hasCaseStudies } from './owner/has-case-studies'

/** How a link decides it is the current page: the whole path, or the path and everything below it. */
export type NavMatch = 'exact' | 'prefix'

export interface NavChild {
  readonly label: string
  readonly to: string
  /** One line under the label where there is room for it (the Solutions dropdown). */
  readonly description?: string
}

export interface NavLink {
  readonly label: string
  readonly to: string
  readonly match: NavMatch
  /** Shown in a dropdown opened by hover or click. */
  readonly children?: readonly NavChild[]
}

export interface FooterLinkGroup {
  readonly heading: string
  readonly links: readonly NavChild[]
}

const allHeaderLinks = [
  { label: 'Home', to: '/', match: 'exact' },
  { label: 'Services', to: '/services', match: 'prefix' },
  {
    label: 'Solutions',
    to: '/solutions',
    match: 'prefix',
    children: [
      {
        label: 'All Solutions',
        to: '/solutions',
        description: 'Systems matched to homes, businesses, campuses and rural properties',
      },
      {
        label: 'Security Insights',
        to: '/solutions/security-insights',
        description: 'How a modern camera system protects your home and adds to its value',
      },
    ],
  },
  { label: 'Locations', to: '/locations', match: 'exact' },
  { label: 'Products', to: '/products', match: 'exact' },
  { label: 'Case Studies', to: '/case-studies', match: 'exact' },
  { label: 'About', to: '/about', match: 'exact' },
] as const satisfies readonly NavLink[]

/** The header's links; Case Studies only while the owner publishes a story (owner/case-studies/). */
export const headerLinks = allHeaderLinks.filter((link) => link.to !== '/case-studies' || hasCaseStudies)

/** Whether a header link is the current page; prefix matching stops at path-segment boundaries. */
export function isNavLinkActive(link: Pick<NavLink, 'to' | 'match'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (link.match === 'exact') return path === link.to
  return path === link.to || path.startsWith(`${link.to}/`)
}

export const headerCopy = {
  homeLinkLabel: `${company.name} home`,
  callLinkText: company.phone,
  callLinkLabel: `Call ${company.name} at ${company.phone}`,
  quoteButton: 'Get a Free Quote',
  /** What the header's quote button shows on a phone; its name stays the full quoteButton. */
  quoteButtonShort: 'Free Quote',
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
  solutionsMenuLabel: 'Show solutions menu',
  mainNavLabel: 'Main',
  switchToDarkLabel: 'Switch to dark mode',
  switchToLightLabel: 'Switch to light mode',
  skipToContent: 'Skip to main content',
} as const

/** The bar that keeps a call and a quote in reach on a phone once the hero has scrolled away. */
export const phoneCtaBarCopy = {
  label: 'Call or get a free quote',
  callText: 'Call Now',
} as const

export const footerLinkGroups = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Services', to: '/services' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
] as const satisfies readonly FooterLinkGroup[]

export const footerCopy = {
  // The spec's words name the six built-in services; an owner's own list is named as it stands.
  brandBlurb:
    `${offersTheBuiltInServices ? 'Security cameras, CCTV, video doorbells, access control and AI-enhanced security' : capitalised(serviceNounsInWords)}, designed and ` +
    `installed for homes and businesses since ${company.foundedYear}.`,
  navLabel: 'Footer',
  contactHeading: 'Contact',
  phone: company.phone,
  phoneHref: company.phoneHref,
  email: company.email,
  emailHref: `mailto:${company.email}`,
  headquarters: `Headquartered in ${company.headquarters.town}, ${company.headquarters.stateAbbr}`,
  /** The street address on two lines, as on an envelope. */
  addressLines: [company.address.street, `${company.address.town}, ${company.address.stateAbbr} ${company.address.postalCode}`],
  hoursLabel: 'Opening hours',
  hours: company.openingHours.map(openingHoursInWords),
  /** "4.9 out of 5 from 127 Google reviews", or nothing when the profile states no rating. */
  rating: company.rating ? `${company.rating.value} out of 5 from ${company.rating.count} ${company.rating.source} reviews` : undefined,
  ratingHref: company.rating?.url,
  socialLabel: `${company.name} elsewhere`,
  social: company.social.map((profile) => ({ label: profile.network, href: profile.url })),
  /** Many states require the license number wherever an alarm or low-voltage contractor advertises. */
  licenses: company.licenses.map((license) => `${license.stateAbbr} license ${license.number}, ${license.authority}`),
  licensesLabel: 'Licenses',
  serviceArea: `Serving ${company.serviceAreaInWords}`,
  copyright: (year: number) => `© ${year} ${company.legalName}. All rights reserved.`,
} as const
