import { CallLink } from '../../components/sections/call-link'
import { PageHero } from '../../components/sections/page-hero'
import type { ServicePage } from '../../content/services'
import { QuoteButton, QuoteCtaBanner } from '../../quote/ui'
import { FaqSection } from './faq-section'
import { ServiceFeatures } from './service-features'
import { ServiceHighlights } from './service-highlights'
import { ServiceLocationsCallout } from './service-locations-callout'
import { TrustStrip } from '../../components/sections/trust-strip'
import { serviceLiveViews } from '../../content/service-live-views'
import { ownerPhotoFor } from '../../content/owner-photos'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

/** A /services/<slug> page, composed from its content entry. */
export function ServiceDetail({ service }: { service: ServicePage }) {
  useHydratedMarker()
  const { hero, closing } = service
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        intro={hero.intro}
        // The owner's photo of this service, where there is one, shows on its own page.
        {...(ownerPhotoFor(service.image.src) ? { image: service.image } : {})}
        actions={
          <>
            <QuoteButton variant="accent">{hero.primaryButtonText}</QuoteButton>
            <CallLink>{hero.callLinkText}</CallLink>
          </>
        }
      />
      <TrustStrip />
      <ServiceFeatures name={service.name} features={service.features} liveView={serviceLiveViews[service.drawing]} />
      {service.highlights && <ServiceHighlights highlights={service.highlights} />}
      <FaqSection heading={service.faqHeading} items={service.faqs} />
      {service.linksToLocations && service.locationsLinkText && service.locationsCallout && (
        <ServiceLocationsCallout callout={service.locationsCallout} linkText={service.locationsLinkText} />
      )}
      <QuoteCtaBanner copy={closing} />
    </>
  )
}
