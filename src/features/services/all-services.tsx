import { CallLink } from '../../components/sections/call-link'
import { CtaBanner } from '../../components/sections/cta-banner'
import { allServicesPage } from '../../content/all-services'
import { QuoteButton } from '../quote/quote-button'
import { AllServicesHero } from './all-services-hero'
import { AllServicesSection } from './all-services-section'

const { hero, sections, closing } = allServicesPage

/** /all-services: every service in turn, each pointing at its own page. */
export function AllServices() {
  return (
    <>
      <AllServicesHero hero={hero} sections={sections} />
      {sections.map((section, index) => (
        <AllServicesSection key={section.slug} section={section} index={index} />
      ))}
      <CtaBanner
        title={closing.heading}
        text={closing.paragraph}
        actions={
          <>
            <QuoteButton variant="accent">{closing.buttonText}</QuoteButton>
            <CallLink variant="onDark">{hero.callLinkText}</CallLink>
          </>
        }
      />
    </>
  )
}
