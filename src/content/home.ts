import { ownerReviews, reviewsSource } from './owner/owner-reviews'
import { caseStudyCards, type CaseStudyStat } from './case-studies'
import { regionsCopy, serviceStates } from './regions'
import { capitalised, company } from './company'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import type { PageMeta } from './page-meta'
import { financingEverywhere, financingStates, financingStatesInWords, financingTerms, ifWarranty } from './offers'

export interface SlideImage {
  readonly src: string
  readonly width: number
  readonly height: number
}

export interface Slide {
  readonly image: SlideImage
  readonly alt: string
}

export type Rating = 1 | 2 | 3 | 4 | 5

/** A customer review rendered as text. */
export interface Testimonial {
  readonly id: string
  readonly quote: string
  /** First name and last initial. */
  readonly name: string
  readonly town: string
  readonly rating: Rating
  /** The service the customer bought, as shown under the quote. */
  readonly service: string
}

export interface LinkButton {
  readonly label: string
  readonly to: string
}

export const homeMeta = {
  title: `${company.name} | Security Cameras & Access Control in ${company.serviceAreaShortName}`,
  description:
    'Professional security camera installation, CCTV, video doorbells, access control and AI-enhanced ' +
    `security for homes and businesses in ${company.serviceAreaInWords}. Free quotes.`,
} as const

function slideImage(n: number): SlideImage {
  return { src: `/images/hero/slide-${n}.svg`, width: 1600, height: 900 }
}

export const heroSlides = [
  {
    image: slideImage(1),
    alt: 'A two-story home at dusk with cameras under the eaves and a video doorbell, as an installer shows the homeowner the app beside the company van',
  },
  {
    image: slideImage(2),
    alt: 'A small-town storefront with security cameras covering the entrance and the sidewalk',
  },
  {
    image: slideImage(3),
    alt: 'A monitoring room with a wall of screens showing live camera feeds from several sites',
  },
  {
    image: slideImage(4),
    alt: 'An access-control keypad and card reader beside a secured office door',
  },
  {
    image: slideImage(5),
    alt: 'A video doorbell at a front door with a package waiting on the porch',
  },
  {
    image: slideImage(6),
    alt: 'A screen showing AI video analytics, with people and vehicles outlined and labeled in a parking lot',
  },
] as const satisfies readonly Slide[]

export const typingWords = ['Home', 'Business', 'Family', 'Property', 'Peace of Mind'] as const

export const hero = {
  typingPrefix: 'Protecting Your',
  typingWords,
  paragraph:
    `Cameras, doorbells and access control across ${company.serviceAreaName}, ` +
    `installed by one local team since ${company.foundedYear}.`,
  quoteButton: 'Get a Free Quote',
  exploreButton: { label: 'Explore Services', to: '/services' },
  /** What screen readers hear for the headline, instead of the characters being typed. */
  spokenWords: `${typingWords.slice(0, -1).join(', ')} and ${typingWords[typingWords.length - 1]}`,
} as const satisfies {
  typingPrefix: string
  typingWords: readonly string[]
  paragraph: string
  quoteButton: string
  exploreButton: LinkButton
  spokenWords: string
}

/** Names of the hero slider's parts and controls, for assistive technology. */
export const heroSliderLabels = {
  carousel: 'Featured security installations',
  slide: (position: number, total: number) => `${position} of ${total}`,
  previous: 'Previous slide',
  next: 'Next slide',
  dots: 'Choose a slide',
  goTo: (position: number) => `Go to slide ${position}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const

/** Copy around the services grid; the cards themselves come from the services content. */
export const servicesSection = {
  heading: 'Security Services for Homes and Businesses',
  intro:
    'From a single video doorbell to a multi-building CCTV system, we survey the site, recommend the ' +
    `right equipment and install it ourselves${ifWarranty((terms) => `, with a ${terms}`)}.`,
  viewAll: { label: 'View All Services', to: '/all-services' },
  /** Shown on each card; the card's link is named by the service alone. */
  cardLinkHint: 'Learn more',
} as const satisfies { heading: string; intro: string; viewAll: LinkButton; cardLinkHint: string }

/** Copy around the regions dialogs; the states and cities come from the regions content. */
export const serviceRegionsSection = {
  heading: `Proudly Serving ${capitalised(company.serviceAreaName)}`,
  intro:
    `Headquartered in ${company.headquarters.town}, ${company.headquarters.stateAbbr}, our installers work ` +
    `across ${company.serviceAreaInWords}. Choose your state to find your city` +
    // The city lists mark special financing with a badge; there is no map.
    (serviceStates.some((state) => state.cities.some((city) => city.hasOffer))
      ? `; a “${regionsCopy.markerText}” badge in the list marks each city with special financing.`
      : '.'),
} as const

export const testimonialsSection = {
  heading: 'What Our Customers Say',
  intro: 'Homeowners and business owners across our service area on what it is like to work with us.',
  carouselLabel: 'Customer testimonials',
  previous: 'Previous testimonials',
  next: 'Next testimonials',
  dots: 'Choose testimonials',
  goTo: (page: number, pages: number) => `Show testimonials page ${page} of ${pages}`,
  rating: (stars: number, outOf: number) => `Rated ${stars} out of ${outOf}`,
  /** The rating from the owner profile, in words beside its stars. */
  ratingSummary: company.rating
    ? `${company.rating.value} out of 5 from ${company.rating.count} ${company.rating.source} reviews`
    : undefined,
  ratingStars: company.rating ? Math.round(company.rating.value) : undefined,
  /** The link to where every review can be read: the owner's reviews page (owner/reviews.yaml), else the rating's own link. */
  source: reviewsSource ?? (company.rating?.url ? { name: company.rating.source, url: company.rating.url } : undefined),
  sourceLink: (name: string) => `Read every review on ${name}`,
  /** Beside the carousel: the last review, so three different customers speak at first sight. */
  featuredLabel: 'Featured review',
} as const

/** The customers' own words, kept by the owner in owner/reviews.yaml (validated by the build); none hides the section. */
export const testimonials: readonly Testimonial[] = ownerReviews

/** The review beside the carousel: the list's last, once there are three to show at once. */
export const featuredTestimonial: Testimonial | undefined = testimonials.length >= 3 ? testimonials.at(-1) : undefined

/** One figure from the owner's own work, under the reviews: the first story that states one. */
const teaserStudy = caseStudyCards.find((card): card is typeof card & { headline: CaseStudyStat } => card.headline !== undefined)

export const caseStudyTeaser = teaserStudy
  ? {
      eyebrow: 'From our case studies',
      figure: teaserStudy.headline,
      title: teaserStudy.title,
      description: teaserStudy.description,
      industry: teaserStudy.industry,
      image: teaserStudy.image,
      slug: teaserStudy.slug,
      linkText: 'Read the case study',
    }
  : undefined

/** The home page's financing offer; none when the owner offers no financing. */
export const financingHighlight =
  financingStates.length > 0
    ? ({
        heading: 'Special Financing Available',
        text: `${financingEverywhere ? '' : `In ${financingStatesInWords}: `}Protect your home or business now and pay over time, with ${financingTerms}.`,
      } as const)
    : undefined

export const closingCta = {
  heading: 'Ready to Secure What Matters Most?',
  text:
    'Tell us about your home or business and we will recommend a system that fits it and your budget. ' +
    'The quote is free, and there is no obligation.',
  quoteButton: 'Get a Free Quote',
  secondary: callCompany,
} as const satisfies CtaBannerCopy

/** The home page as search engines and link previews see it. */
export const homePageMeta: PageMeta = { path: '/', title: homeMeta.title, description: homeMeta.description, topic: { kind: 'home' } }
