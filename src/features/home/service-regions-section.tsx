import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { serviceRegionsSection } from '../../content/home'
import { ServiceRegions } from '../regions'

export function ServiceRegionsSection() {
  return (
    <Section labelledBy="home-regions-heading">
      <SectionHeading id="home-regions-heading" title={serviceRegionsSection.heading} intro={serviceRegionsSection.intro} />
      <ServiceRegions className="mx-auto mt-12 max-w-5xl" />
    </Section>
  )
}
