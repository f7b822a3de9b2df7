import { Section } from '../../components/sections/section'
import { FeatureGrid } from '../../components/sections/feature-grid'
import { PageHero } from '../../components/sections/page-hero'
import { SectionHeading } from '../../components/sections/section-heading'
import { servicesOverviewPage } from '../../content/services-overview'
import { QuoteButton, QuoteCtaBanner } from '../../quote/ui'
import { FaqSection } from './faq-section'
import { ServiceCardGrid } from '../../components/sections/service-card-grid'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

const { hero, servicesList, benefits, faq, closing } = servicesOverviewPage

/** /services: what we install, why choose us, the five common questions and a closing offer. */
export function ServicesOverview() {
  useHydratedMarker()
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        intro={hero.intro}
        actions={<QuoteButton variant="accent">{hero.buttonText}</QuoteButton>}
      />
      <Section labelledBy="services-list-heading">
        <SectionHeading id="services-list-heading" title={servicesList.heading} intro={servicesList.intro} />
        <ServiceCardGrid cards={servicesList.cards} linkText={servicesList.linkText} />
      </Section>
      <Section tone="muted" labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" title={benefits.heading} intro={benefits.intro} />
        <FeatureGrid features={benefits.items} />
      </Section>
      <FaqSection heading={faq.heading} items={faq.items} />
      <QuoteCtaBanner copy={closing} />
    </>
  )
}
