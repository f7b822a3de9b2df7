import { allServicesPage } from '../../content/all-services'
import { AllServicesHero } from './all-services-hero'
import { AllServicesSection } from './all-services-section'
import { QuoteCtaBanner } from '../../quote/ui'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

const { hero, sections, closing } = allServicesPage

/** /all-services: every service in turn, each pointing at its own page. */
export function AllServices() {
  useHydratedMarker()
  return (
    <>
      <AllServicesHero hero={hero} sections={sections} />
      {sections.map((section, index) => (
        <AllServicesSection key={section.slug} section={section} index={index} />
      ))}
      <QuoteCtaBanner copy={closing} />
    </>
  )
}
