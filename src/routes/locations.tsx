import { createFileRoute } from '@tanstack/react-router'
import { CallLink } from '../components/sections/call-link'
import { PageHero } from '../components/sections/page-hero'
import {
  coverage,
  howItWorks,
  locationsCta,
  locationsFinancingNote,
  locationsHero,
  locationsMeta,
  locationsPageMeta,
  locationsRegionsSection,
} from '../content/locations'
import { CoverageSection } from '../features/locations/coverage-section'
import { FindYourCitySection } from '../features/locations/find-your-city-section'
import { HowItWorks } from '../features/locations/how-it-works'
import { QuoteButton } from '../quote/ui/quote-button'
import { CityDirectory } from '../features/regions/city-directory'
import { ServiceRegions } from '../features/regions/service-regions'
import { QuoteCtaBanner } from '../quote/ui/quote-cta-banner'
import { pageHead } from '../head/page-head'
import { useHydratedMarker } from '../features/layout'

export const Route = createFileRoute('/locations')({
  loader: () => ({ meta: locationsPageMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: LocationsPage,
})

function LocationsPage() {
  useHydratedMarker()
  return (
    <>
      <PageHero
        eyebrow={locationsMeta.eyebrow}
        title={locationsHero.heading}
        intro={locationsHero.intro}
        actions={
          <>
            <QuoteButton>{locationsHero.quoteButton}</QuoteButton>
            <CallLink>{locationsHero.callLinkText}</CallLink>
          </>
        }
      />
      <FindYourCitySection copy={locationsRegionsSection} financing={locationsFinancingNote}>
        <ServiceRegions showOutsideAreaNote={false} />
      </FindYourCitySection>
      <CityDirectory />
      <CoverageSection coverage={coverage} quoteButtonText={locationsHero.quoteButton} />
      <HowItWorks content={howItWorks} />
      <QuoteCtaBanner copy={locationsCta} />
    </>
  )
}
