import { testimonials } from '../../content/home'
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
      <HomeHero />
      <TrustStrip />
      <ServicesGridSection />
      <ServiceRegionsSection />
      {testimonials.length > 0 && <TestimonialsSection />}
      <ClosingSection />
    </>
  )
}
