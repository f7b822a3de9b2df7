import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { ServiceRegions } from '../regions'

interface ServiceRegionsSectionProps {
  readonly heading: string
  readonly intro: string
}

export function ServiceRegionsSection({ heading, intro }: ServiceRegionsSectionProps) {
  return (
    <Section labelledBy="home-regions-heading">
      <SectionHeading id="home-regions-heading" title={heading} intro={intro} />
      <ServiceRegions className="mx-auto mt-12 max-w-5xl" />
    </Section>
  )
}
