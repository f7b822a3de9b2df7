import {
  caseStudyTeaser,
  closingCta,
  featuredTestimonial,
  financingHighlight,
  hero,
  heroSlides,
  heroSliderLabels,
  serviceRegionsSection,
  servicesSection,
  testimonials,
  testimonialsSection,
} from '../../content/home'
import { serviceCards } from '../../content/services'
import { ClosingSection } from './closing-section'
import { HomeHero } from './home-hero'
import { ServiceRegionsSection } from './service-regions-section'
import { ServicesGridSection } from './services-grid-section'
import { TestimonialsSection } from './testimonials-section'
import { TrustStrip } from '../../components/sections/trust-strip'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

/** The home page: each section takes its copy from src/content/home.ts. */
export function HomePage() {
  useHydratedMarker()
  return (
    <>
      <HomeHero slides={heroSlides} sliderLabels={heroSliderLabels} copy={hero} />
      <TrustStrip />
      <ServicesGridSection
        heading={servicesSection.heading}
        intro={servicesSection.intro}
        cards={serviceCards}
        viewAll={servicesSection.viewAll}
        cardLinkHint={servicesSection.cardLinkHint}
      />
      <ServiceRegionsSection heading={serviceRegionsSection.heading} intro={serviceRegionsSection.intro} />
      {testimonials.length > 0 && (
        <TestimonialsSection
          copy={testimonialsSection}
          testimonials={testimonials}
          featured={featuredTestimonial}
          teaser={caseStudyTeaser}
        />
      )}
      <ClosingSection financing={financingHighlight} cta={closingCta} />
    </>
  )
}
