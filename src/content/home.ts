import { ownerReviews, reviewsSource } from './owner/owner-reviews'
import { caseStudyCards, type CaseStudyStat } from './case-studies'
import { regionsCopy, serviceStates } from './regions'
import { company, listInWords } from './company'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import type { PageMeta } from './page-meta'
import { financingStates } from './offers'
import { homeWords } from './owner/pages/home-words'
import { pageWordValues, say } from './page-words'

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

/** The home page's words, the owner's (owner/pages/home.yaml); layout, buttons and controls are the site's. */
const words = homeWords

export const homeMeta = {
  title: say(words.meta.title),
  description: say(words.meta.description),
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

export const typingWords: readonly string[] = words.hero.typingWords.map((word) => say(word))

export const hero = {
  typingPrefix: say(words.hero.typingPrefix),
  typingWords,
  paragraph: say(words.hero.paragraph),
  quoteButton: 'Get a Free Quote',
  exploreButton: { label: 'Explore Services', to: '/services' },
  /** What screen readers hear for the headline, instead of the characters being typed. */
  spokenWords: listInWords(typingWords),
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
  heading: say(words.services.heading),
  intro: say(words.services.intro),
  viewAll: { label: 'View All Services', to: '/all-services' },
  /** Shown on each card; the card's link is named by the service alone. */
  cardLinkHint: 'Learn more',
} as const satisfies { heading: string; intro: string; viewAll: LinkButton; cardLinkHint: string }

/** Copy around the regions dialogs; the states and cities come from the regions content. */
export const serviceRegionsSection = {
  heading: say(words.regions.heading),
  // The city lists mark special financing with a badge (there is no map): the words about it only while a city has one.
  intro: say(words.regions.intro, {
    ...pageWordValues,
    financingBadge: serviceStates.some((state) => state.cities.some((city) => city.hasOffer)) ? regionsCopy.markerText : '',
  }),
} as const

export const testimonialsSection = {
  heading: say(words.testimonials.heading),
  intro: say(words.testimonials.intro),
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
        heading: say(words.financing.heading),
        text: say(words.financing.text),
      } as const)
    : undefined

export const closingCta = {
  heading: say(words.closing.heading),
  text: say(words.closing.text),
  quoteButton: 'Get a Free Quote',
  secondary: callCompany,
} as const satisfies CtaBannerCopy

/** The home page as search engines and link previews see it. */
export const homePageMeta: PageMeta = { path: '/', title: homeMeta.title, description: homeMeta.description, topic: { kind: 'home' } }
